// Spec 2's hot paths over HTTP on the resume API (the compiled build, embedded PGlite, model off):
// GET /profiles/{id} paced at 200 req/s, mask selection and the deterministic narrative (through the
// orchestrator job), and the PDF export with the real Chromium.
import { developmentToken } from '@platform/auth';
import { startPlatform } from '../test/support/platform-process.js';
import { BENCH_PLATFORM_ENV, COMPILED } from './bench-http.js';
import { constantRate } from './bench-constant-rate.js';
import { percentiles, type SectionResult } from './bench-table.js';

const OWNER = '5b0c8d2e-1f3a-4b5c-8d7e-9f0a1b2c3d4e';

async function timed(times: number, run: () => Promise<Response>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench request failed with ${res.status}`);
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

export async function resumeBench(seconds: number): Promise<SectionResult> {
  const platform = await startPlatform({ ...BENCH_PLATFORM_ENV, RESUME_RATE_LIMIT_MAX: '100000000', JOB_POLL_MS: '5000' }, COMPILED('main'));
  try {
    const token = await developmentToken('resume', BENCH_PLATFORM_ENV.JWT_SECRET, { sub: OWNER, permissions: ['profiles:read', 'profiles:write'] });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) => fetch(`${platform.resumeApi}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const profile = (await (await post('/profiles', { slug: 'bench', displayName: 'Bench Person', title: 'Engineer', summaryMarkdown: 'Builds things', locationText: 'Berlin' })).json()) as { id: string };
    for (let i = 0; i < 8; i++) await post(`/profiles/${profile.id}/experiences`, { title: `Role ${i}`, company: `Company ${i}`, startDate: `20${10 + i}-01-01`, description: 'Shipped systems '.repeat(40), technologies: ['typescript', 'postgres'], tags: ['platform'] });
    for (const name of ['TypeScript', 'PostgreSQL', 'Kubernetes']) await post(`/profiles/${profile.id}/skills`, { name, tags: ['cloud'] });

    const read = await constantRate({ url: `${platform.resumeApi}/profiles/${profile.id}`, headers: { authorization: headers.authorization }, rate: 200, seconds });
    const timeline = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, title: `Milestone ${i}`, start: `20${10 + i}-01`, tags: i % 2 ? ['platform'] : ['leadership'] }));
    const selection = await timed(200, () => post(`/profiles/${profile.id}/masks/select`, { contexts: ['interview'], tags: ['platform'], limit: 5 }));
    const narrative = await timed(100, () => post(`/profiles/${profile.id}/narrative`, { contexts: ['interview'], tags: ['platform'], timeline, settings: { compression_ratio: 0.4 } }));
    const pdf = await timed(10, () => fetch(`${platform.resumeApi}/profiles/${profile.id}/export/pdf`, { headers: { authorization: headers.authorization } }));
    const ms = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
    const mean = pdf.reduce((sum, v) => sum + v, 0) / pdf.length;
    return {
      rows: [{ name: 'GET /profiles/{id} (resume API)', mode: 'paced 200 req/s', rps: read.rps, p50: read.p50, p99: read.p99, errors: read.errors }],
      measurements: [
        { measure: 'POST /profiles/{id}/masks/select p50/p95/p99 ms (200 sequential)', result: ms(percentiles(selection, [50, 95, 99])) },
        { measure: 'POST /profiles/{id}/narrative, deterministic, through the orchestrator job, p50/p95/p99 ms (100 sequential)', result: ms(percentiles(narrative, [50, 95, 99])), target: 'p95 ≤ 50 ms' },
        { measure: 'GET /profiles/{id}/export/pdf mean / p95 ms (10 sequential, first one launches Chromium)', result: `${mean.toFixed(0)} / ${percentiles(pdf, [95])[0].toFixed(0)}` },
      ],
      notes: [`GET /profiles/{id} at 200 req/s: target p99 ≤ 25 ms (measured ${read.p99.toFixed(1)} ms).`],
    };
  } finally {
    await platform.stop();
  }
}
