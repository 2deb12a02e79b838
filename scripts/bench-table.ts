// Row types of `npm run bench` and the markdown of bench-results/latest.md (two tables).

/** A throughput or paced-latency row of an HTTP path. */
export interface Row {
  name: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A measurement that is not an HTTP throughput row (latency percentiles, recall, capture time, ...). */
export interface Measurement {
  measure: string;
  result: string;
  target?: string;
}

/** What one bench section contributes. */
export interface SectionResult {
  rows?: Row[];
  measurements?: Measurement[];
  /** Sentences printed under the tables. */
  notes?: string[];
}

const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Nearest-rank percentiles of a list of milliseconds, rounded to 0.1 ms. */
/** Wall time in ms of each of `runs` sequential calls of `work` (given the run's index). */
export async function sampleMs(runs: number, work: (i: number) => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

export function percentiles(values: number[], ps: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return ps.map((p) => Math.round(percentileOf(sorted, p) * 10) / 10);
}

export function renderReport(
  header: string,
  rows: Row[],
  measurements: Measurement[],
  notes: string[],
): string {
  const lines = [header, ''];
  if (rows.length) {
    lines.push('| path | load | req/s | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|');
    lines.push(
      ...rows.map((r) => `| ${r.name} | ${r.mode} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
      '',
    );
  }
  if (measurements.length) {
    lines.push('## Measurements', '', '| measure | result | target |', '|---|---|---|');
    lines.push(...measurements.map((m) => `| ${m.measure} | ${m.result} | ${m.target ?? '—'} |`), '');
  }
  if (notes.length) lines.push(...notes, '');
  return lines.join('\n');
}
