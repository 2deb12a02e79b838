// Throughput of the analysis service: a 2 kB text through POST /api/analyze over HTTP, against the
// real process started as a child the way `npm start` starts it (same entry, same Node flags).
import autocannon from 'autocannon';
import { freePort, spawnEntry } from '../test/support/platform-process.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { labelledTexts } from '../subgraphs/analysis/test/fixtures/labelled-texts.js';
import type { Row, SectionResult } from './bench-table.js';

const TEXT_BYTES = 2048;
const CONNECTIONS = 10;

/** About 2 kB of real prose (the labelled fixture texts, several topics), cut at a word boundary. */
export function twoKilobyteText(): string {
  const joined = labelledTexts.map((item) => item.text).join(' ');
  return joined.slice(0, joined.lastIndexOf(' ', TEXT_BYTES));
}

export async function analysisBench(seconds: number): Promise<SectionResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { entry, nodeArgs, env: startEnv } = COMPILED('analysis');
  const service = await spawnEntry(
    entry,
    [],
    { ...startEnv, ANALYSIS_HOST: '127.0.0.1', ANALYSIS_PORT: String(port), LOG_LEVEL: 'warn' },
    [`${url}/health`],
    nodeArgs,
  );
  try {
    const text = twoKilobyteText();
    const load = {
      url: `${url}/api/analyze`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, url: 'https://example.com/article' }),
    };
    // The first extraction loads the NLP pipelines (lazily, seconds on a loaded machine): before any timing.
    const first = await fetch(load.url, { method: 'POST', headers: load.headers, body: load.body });
    if (!first.ok) throw new Error(`analysis warm-up failed: ${first.status}`);
    await autocannon({ ...load, duration: 2, connections: 2 });
    const result = await autocannon({ ...load, duration: seconds, connections: CONNECTIONS });
    const errors = result.errors + result.timeouts + result.non2xx;
    const row: Row = {
      name: `POST /api/analyze, ${Buffer.byteLength(text)} B text (analysis process alone; req/s = items/s)`,
      mode: `max, ${CONNECTIONS} connections`,
      rps: Math.round(result.requests.average * 10) / 10,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
    };
    console.log(`analysis: ${row.rps} items/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${errors}`);
    return {
      rows: [row],
      notes: [
        `Analysis service: ${row.rps} items/s on one process (its pipelines are synchronous, so it uses one core; latency under ${CONNECTIONS} connections is queueing behind it).`,
      ],
    };
  } finally {
    await service.stop();
  }
}
