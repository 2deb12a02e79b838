// The resume domains in process on embedded PGlite: job search over 100,000 imported jobs (target p95
// <= 30 ms) and mask selection + deterministic narrative (target p95 <= 50 ms, no model).
// Run: npx node --import tsx subgraphs/hunter/bench/resume-domain.bench.ts
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { percentiles, type Measurement } from '../../../scripts/bench-table.js';
import { createHunterDomain, hunterStorage } from '../src/domain.js';
import { composeNarrative, findMask, selectMasks } from '../../profiles/src/domain.js';
import { narrativeRequestSchema } from '../../profiles/src/narrative/narrative-request.js';
import { benchJobs, benchSearch, picker, SKILLS } from './bench-jobs.js';

const JOBS = 100_000;
const BATCH = 2_000;
const SEARCHES = 1_000;
const NARRATIVES = 2_000;

export async function resumeDomainBench(): Promise<Measurement[]> {
  const logger = createLogger('silent');
  const db = await openDatabase({ dataDir: 'memory://', logger });
  const orm = await openDomainOrm(db, hunterStorage, logger);
  const unused = () => Promise.reject(new Error('not used by the bench'));
  const hunter = createHunterDomain({
    orm,
    profiles: { snapshot: unused, selectMasks: unused, interestedProfiles: unused },
    sources: { allowPrivate: false, refreshInterval: '6 hours' },
  });
  const random = picker(42);
  const { next, pick } = random;
  try {
    const loadStart = performance.now();
    for (let start = 0; start < JOBS; start += BATCH)
      await hunter.services.jobs.import(null, { jobs: benchJobs(random, start, BATCH) });
    const loadMs = performance.now() - loadStart;
    await db.pool.query('analyze hunter.job');
    const subject = randomUUID();
    await hunter.services.quotas.setTier(subject, 'ENTERPRISE');
    const searchTimes: number[] = [];
    for (let i = 0; i < SEARCHES + 100; i += 1) {
      const search = benchSearch(random, i);
      const started = performance.now();
      await hunter.services.jobs.search(subject, { ...search, limit: 50 });
      if (i >= 100) searchTimes.push(performance.now() - started);
    }
    const timeline = Array.from({ length: 12 }, (_, i) => ({
      id: `t${i}`,
      title: `Role ${i}`,
      start: `${2010 + i}-01`,
      end: `${2011 + i}-01`,
      tags: [pick(SKILLS).toLowerCase(), 'delivery'],
    }));
    const narrativeTimes: number[] = [];
    for (let i = 0; i < NARRATIVES; i += 1) {
      const started = performance.now();
      const request = narrativeRequestSchema.parse({
        contexts: [pick(['engineering', 'startup', 'security'])],
        tags: ['kubernetes', 'security'],
        timeline,
        settings: { compression_ratio: next() },
      });
      const [best] = selectMasks(
        {
          contexts: request.contexts,
          tags: request.tags,
          skills: SKILLS,
          experienceTags: timeline.flatMap((t) => t.tags),
        },
        5,
      );
      composeNarrative(request, findMask(best.id)!);
      narrativeTimes.push(performance.now() - started);
    }
    const [s50, s95, s99] = percentiles(searchTimes, [50, 95, 99]);
    const [n50, n95, n99] = percentiles(narrativeTimes, [50, 95, 99]);
    return [
      {
        measure: `Resume: ${JOBS} jobs imported (service, batches of ${BATCH})`,
        result: `${(loadMs / 1000).toFixed(1)} s`,
      },
      {
        measure: `Resume: job search (full text, GIN), p50/p95/p99 of ${SEARCHES}`,
        result: `${s50}/${s95}/${s99} ms`,
        target: 'p95 <= 30 ms',
      },
      {
        measure: `Resume: mask selection + deterministic narrative, p50/p95/p99 of ${NARRATIVES}`,
        result: `${n50}/${n95}/${n99} ms`,
        target: 'p95 <= 50 ms',
      },
    ];
  } finally {
    await orm.close();
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { measure, result } of await resumeDomainBench()) console.log(`${measure}: ${result}`);
}
