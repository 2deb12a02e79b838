// The resume API's hot paths over HTTP (the compiled build, embedded PGlite, model off):
// GET /profiles/{id} paced at 200 req/s, mask selection and the deterministic narrative (through the
// orchestrator job), the PDF export with the real Chromium, and POST /jobs/search over 100,000 jobs
// imported through POST /jobs/import.
//
// BENCH_RESUME=narrative,search runs only these parts (read, select, narrative, pdf, search); all by default.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { developmentToken } from '@platform/auth';
import { startPlatform } from '../test/support/platform-process.js';
import { benchJobs, benchSearch, picker } from '../subgraphs/hunter/bench/bench-jobs.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import { constantRate } from './bench-constant-rate.js';
import { percentiles, type Measurement, type Row, type SectionResult } from './bench-table.js';

const OWNER = '5b0c8d2e-1f3a-4b5c-8d7e-9f0a1b2c3d4e';
const PARTS = ['read', 'select', 'narrative', 'pdf', 'search'] as const;
const JOBS = 100_000;
const IMPORT_BATCH = 2_500; // about 750 kB a call, under BODY_LIMIT (1 MB)
const SEARCHES = 500;
const WEBHOOK_SECRET = 'whsec_bench';

async function timed(times: number, run: (i: number) => Promise<Response>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run(i);
    const body = await res.arrayBuffer();
    if (!res.ok) {
      const text = Buffer.from(body).toString('utf8', 0, Math.min(body.byteLength, 500));
      throw new Error(`bench request failed with ${res.status}: ${text}`);
    }
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

const ms = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');

export async function resumeBench(seconds: number): Promise<SectionResult> {
  const wanted = process.env.BENCH_RESUME?.split(',')
    .map((part) => part.trim())
    .filter(Boolean) ?? [...PARTS];
  const unknown = wanted.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length)
    throw new Error(`BENCH_RESUME: unknown part(s) ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  const runs = (part: (typeof PARTS)[number]) => wanted.includes(part);
  const platform = await startPlatform(
    {
      ...BENCH_PLATFORM_ENV,
      RESUME_RATE_LIMIT_MAX: '100000000',
      JOB_POLL_MS: '5000',
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_ENTERPRISE: 'price_bench_enterprise',
    },
    COMPILED('main'),
  );
  const rows: Row[] = [];
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  try {
    const token = await developmentToken('resume', BENCH_PLATFORM_ENV.JWT_SECRET, {
      sub: OWNER,
      permissions: ['profiles:read', 'profiles:write', 'hunter:use'],
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      fetch(`${platform.resumeApi}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const profile = (await (
      await post('/profiles', {
        slug: 'bench',
        displayName: 'Bench Person',
        title: 'Engineer',
        summaryMarkdown: 'Builds things',
        locationText: 'Berlin',
      })
    ).json()) as { id: string };
    for (let i = 0; i < 8; i++)
      await post(`/profiles/${profile.id}/experiences`, {
        title: `Role ${i}`,
        company: `Company ${i}`,
        startDate: `20${10 + i}-01-01`,
        description: 'Shipped systems '.repeat(40),
        technologies: ['typescript', 'postgres'],
        tags: ['platform'],
      });
    for (const name of ['TypeScript', 'PostgreSQL', 'Kubernetes'])
      await post(`/profiles/${profile.id}/skills`, { name, tags: ['cloud'] });

    if (runs('read')) {
      const read = await constantRate({
        url: `${platform.resumeApi}/profiles/${profile.id}`,
        headers: { authorization: headers.authorization },
        rate: 200,
        seconds,
      });
      rows.push({
        name: 'GET /profiles/{id} (resume API)',
        mode: 'paced 200 req/s',
        rps: read.rps,
        p50: read.p50,
        p99: read.p99,
        errors: read.errors,
      });
      notes.push(`GET /profiles/{id} at 200 req/s: target p99 ≤ 25 ms (measured ${read.p99.toFixed(1)} ms).`);
    }
    if (runs('select')) {
      const selection = await timed(200, () =>
        post(`/profiles/${profile.id}/masks/select`, {
          contexts: ['interview'],
          tags: ['platform'],
          limit: 5,
        }),
      );
      measurements.push({
        measure: 'POST /profiles/{id}/masks/select p50/p95/p99 ms (200 sequential)',
        result: ms(percentiles(selection, [50, 95, 99])),
      });
    }
    if (runs('narrative')) {
      const timeline = Array.from({ length: 12 }, (_, i) => ({
        id: `t${i}`,
        title: `Milestone ${i}`,
        start: `20${10 + i}-01`,
        tags: i % 2 ? ['platform'] : ['leadership'],
      }));
      const narrative = await timed(100, () =>
        post(`/profiles/${profile.id}/narrative`, {
          contexts: ['interview'],
          tags: ['platform'],
          timeline,
          settings: { compression_ratio: 0.4 },
        }),
      );
      measurements.push({
        measure:
          'POST /profiles/{id}/narrative, deterministic, through the orchestrator job, p50/p95/p99 ms (100 sequential)',
        result: ms(percentiles(narrative, [50, 95, 99])),
        target: 'p95 ≤ 50 ms',
      });
    }
    if (runs('pdf')) {
      const pdf = await timed(10, () =>
        fetch(`${platform.resumeApi}/profiles/${profile.id}/export/pdf`, {
          headers: { authorization: headers.authorization },
        }),
      );
      const mean = pdf.reduce((sum, v) => sum + v, 0) / pdf.length;
      measurements.push({
        measure: 'GET /profiles/{id}/export/pdf mean / p95 ms (10 sequential, first one launches Chromium)',
        result: `${mean.toFixed(0)} / ${percentiles(pdf, [95])[0].toFixed(0)}`,
      });
    }
    if (runs('search')) {
      const result = await searchBench(platform.resumeApi, headers, seconds);
      rows.push(result.row);
      measurements.push(...result.measurements);
    }
    return { rows, measurements, notes };
  } finally {
    await platform.stop();
  }
}

/** POST /jobs/search over 100,000 jobs imported through the API, by an ENTERPRISE user (no search quota). */
async function searchBench(api: string, headers: Record<string, string>, seconds: number) {
  const random = picker(42);
  const loadStart = performance.now();
  for (let start = 0; start < JOBS; start += IMPORT_BATCH) {
    const res = await fetch(`${api}/jobs/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jobs: benchJobs(random, start, IMPORT_BATCH) }),
    });
    if (res.status !== 201) throw new Error(`job import failed with ${res.status}: ${await res.text()}`);
  }
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'subscription',
        status: 'active',
        metadata: { identity_id: OWNER },
        items: { data: [{ price: { id: 'price_bench_enterprise' } }] },
      },
    },
  });
  const tier = await fetch(`${api}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  if (tier.status !== 200) throw new Error(`setting the bench user's tier failed with ${tier.status}`);
  const search = (i: number) =>
    fetch(`${api}/jobs/search`, { method: 'POST', headers, body: JSON.stringify(benchSearch(random, i)) });
  await timed(50, search);
  const sequential = await timed(SEARCHES, (i) => search(i + 50));
  const paced = await constantRate({
    url: `${api}/jobs/search`,
    method: 'POST',
    headers,
    bodyFor: (i) => JSON.stringify(benchSearch(random, i + 50 + SEARCHES)),
    rate: 50,
    seconds,
  });
  return {
    row: {
      name: 'POST /jobs/search over 100,000 jobs (resume API)',
      mode: 'paced 50 req/s',
      rps: paced.rps,
      p50: paced.p50,
      p99: paced.p99,
      errors: paced.errors,
    } satisfies Row,
    measurements: [
      {
        measure: `POST /jobs/import of ${JOBS} jobs in batches of ${IMPORT_BATCH}`,
        result: `${loadSeconds.toFixed(1)} s`,
      },
      {
        measure: `POST /jobs/search over ${JOBS} jobs, p50/p95/p99 ms (${SEARCHES} sequential, the bench mix)`,
        result: ms(percentiles(sequential, [50, 95, 99])),
        target: 'p95 ≤ 30 ms',
      },
    ] satisfies Measurement[],
  };
}
