import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface ConstantRateResult {
  sent: number;
  errors: number;
  /** What the errors were: HTTP status or socket error code → count. */
  errorKinds: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

export interface ConstantRateOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Path of request number i (defaults to the URL's path). */
  pathFor?: (i: number) => string;
  /** Body of request number i, made when it is sent (defaults to `body`). */
  bodyFor?: (i: number) => string;
  /** Headers of request number i (defaults to `headers`). */
  headersFor?: (i: number) => Record<string, string>;
  rate: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Open-loop load at an even pace (request i leaves at start + i/rate), latency measured from the
 * moment each request was due (or from when it left, when a timer fired a little early: a latency
 * is never negative), so a stall shows as latency instead of as fewer requests. autocannon's
 * rate option sends each second's quota in a burst, which measures its own queueing instead.
 */
export async function constantRate(options: ConstantRateOptions): Promise<ConstantRateResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const countError = (kind: string) => {
    errors++;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const from = Math.min(due, performance.now());
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            path: options.pathFor?.(i) ?? target.pathname + target.search,
            method: options.method ?? 'GET',
            headers: options.headersFor?.(i) ?? options.headers,
            agent,
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode && res.statusCode >= 400) countError(String(res.statusCode));
              latencies.push(performance.now() - from);
              resolve();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          countError(error.code ?? error.message);
          resolve();
        });
        req.end(options.bodyFor?.(i) ?? options.body);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  if (errors)
    console.warn(
      `constant rate ${options.method ?? 'GET'} ${target.pathname}: ${errors} errors ${JSON.stringify(errorKinds)}`,
    );
  return {
    sent: total,
    errors,
    errorKinds,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    rps: Math.round(total / elapsed),
  };
}

/** The options constantRateApart can hand to another process: no per-request functions. */
export type PlainConstantRateOptions = Omit<ConstantRateOptions, 'pathFor' | 'bodyFor' | 'headersFor'>;

/**
 * constantRate in a child process of its own. In the bench's process the generator shares an event
 * loop and a heap with everything the bench has loaded and kept: its timers fired 5–10 ms late
 * about twice a second and once 34 ms late in a 10 s run, and a late send counts as latency (it is
 * measured from when the request was due), so the generator's pauses read as the server's p99.
 */
export function constantRateApart(options: PlainConstantRateOptions): Promise<ConstantRateResult> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./bench-constant-rate-child.ts', import.meta.url)),
      JSON.stringify(options),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as ConstantRateResult)
        : reject(new Error(`the paced load generator exited with ${code}`)),
    );
  });
}
