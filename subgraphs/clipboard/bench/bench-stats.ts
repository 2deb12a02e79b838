// Small timing helpers shared by the clipboard bench sections.

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function mean(samples: number[]): number {
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

export function timeMs(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function timeMsAsync(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(3) : n.toFixed(1)} ms`;
