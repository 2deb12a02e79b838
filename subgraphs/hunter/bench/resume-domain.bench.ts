// The resume domains in process on embedded PGlite: job search over 100,000 imported jobs (target p95
// <= 30 ms) and mask selection + deterministic narrative (target p95 <= 50 ms, no model).
// Run: node --import ./packages/node-compat/register.mjs --import tsx subgraphs/hunter/bench/resume-domain.bench.ts
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { percentiles, type Measurement } from '../../../scripts/bench-table.js';
import { createHunterDomain, hunterStorage } from '../src/domain.js';
import { composeNarrative, findMask, selectMasks } from '../../profiles/src/domain.js';
import { narrativeRequestSchema } from '../../profiles/src/narrative/narrative-request.js';

const JOBS = 100_000;
const BATCH = 2_000;
const SEARCHES = 1_000;
const NARRATIVES = 2_000;
const LEVELS = ['Junior', 'Senior', 'Staff', 'Principal', 'Lead'];
const ROLES = ['Backend', 'Frontend', 'Data', 'Platform', 'Mobile', 'Security', 'Machine Learning', 'Site Reliability', 'Product', 'QA'];
const KINDS = ['Engineer', 'Developer', 'Analyst', 'Architect', 'Manager', 'Designer'];
const SKILLS = ['Go', 'TypeScript', 'Python', 'Kafka', 'PostgreSQL', 'React', 'Kubernetes', 'Terraform', 'Rust', 'Java', 'Spark', 'Figma'];
const CITIES = ['Berlin', 'Lisbon', 'Paris', 'Madrid', 'Warsaw', 'Dublin', 'Remote'];

/** A deterministic pseudo-random sequence (the same jobs on every run). */
function lcg(seed: number) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
}

export async function resumeDomainBench(): Promise<Measurement[]> {
  const logger = createLogger('silent');
  const db = await openDatabase({ dataDir: 'memory://', logger });
  const orm = await openDomainOrm(db, hunterStorage, logger);
  const unused = () => Promise.reject(new Error('not used by the bench'));
  const hunter = createHunterDomain({ orm, profiles: { snapshot: unused, selectMasks: unused, interestedProfiles: unused }, sources: { allowPrivate: false, refreshInterval: '6 hours' } });
  const next = lcg(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  try {
    const loadStart = performance.now();
    for (let start = 0; start < JOBS; start += BATCH) {
      const jobs = Array.from({ length: BATCH }, (_, i) => ({
        title: `${pick(LEVELS)} ${pick(ROLES)} ${pick(KINDS)}`,
        company: `Company ${Math.floor(next() * 5000)}`,
        location: pick(CITIES),
        salaryRange: '50k-90k',
        url: `https://jobs.example.org/${start + i}`,
        postedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000),
        description: `Work with ${pick(SKILLS)} and ${pick(SKILLS)} on our ${pick(ROLES).toLowerCase()} team.`,
        skills: [pick(SKILLS), pick(SKILLS)],
      }));
      await hunter.services.jobs.import({ jobs });
    }
    const loadMs = performance.now() - loadStart;
    await db.pool.query('analyze hunter.job');
    const subject = randomUUID();
    await hunter.services.quotas.setTier(subject, 'ENTERPRISE');
    const searchTimes: number[] = [];
    for (let i = 0; i < SEARCHES + 100; i += 1) {
      const keywords = i % 3 === 0 ? [pick(KINDS)] : i % 3 === 1 ? [pick(ROLES), pick(SKILLS)] : [`${pick(LEVELS)} ${pick(ROLES)}`];
      const started = performance.now();
      await hunter.services.jobs.search(subject, { keywords, location: i % 2 ? pick(CITIES) : undefined, limit: 50 });
      if (i >= 100) searchTimes.push(performance.now() - started);
    }
    const timeline = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, title: `Role ${i}`, start: `${2010 + i}-01`, end: `${2011 + i}-01`, tags: [pick(SKILLS).toLowerCase(), 'delivery'] }));
    const narrativeTimes: number[] = [];
    for (let i = 0; i < NARRATIVES; i += 1) {
      const started = performance.now();
      const request = narrativeRequestSchema.parse({ contexts: [pick(['engineering', 'startup', 'security'])], tags: ['kubernetes', 'security'], timeline, settings: { compression_ratio: next() } });
      const [best] = selectMasks({ contexts: request.contexts, tags: request.tags, skills: SKILLS, experienceTags: timeline.flatMap((t) => t.tags) }, 5);
      composeNarrative(request, findMask(best.id)!);
      narrativeTimes.push(performance.now() - started);
    }
    const [s50, s95, s99] = percentiles(searchTimes, [50, 95, 99]);
    const [n50, n95, n99] = percentiles(narrativeTimes, [50, 95, 99]);
    return [
      { measure: `Resume: ${JOBS} jobs imported (service, batches of ${BATCH})`, result: `${(loadMs / 1000).toFixed(1)} s` },
      { measure: `Resume: job search (full text, GIN), p50/p95/p99 of ${SEARCHES}`, result: `${s50}/${s95}/${s99} ms`, target: 'p95 <= 30 ms' },
      { measure: `Resume: mask selection + deterministic narrative, p50/p95/p99 of ${NARRATIVES}`, result: `${n50}/${n95}/${n99} ms`, target: 'p95 <= 50 ms' },
    ];
  } finally {
    await orm.close();
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { measure, result } of await resumeDomainBench()) console.log(`${measure}: ${result}`);
}
