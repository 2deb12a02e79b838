/**
 * Throughput of /api/analyze on a 2 kB text, in-process (app on an ephemeral port, fetch over
 * loopback), plus the bare pipeline for comparison. Run from the repo root:
 *   npx node --import tsx subgraphs/analysis/test/throughput.bench.ts
 */
import { analyze } from '../src/pipelines/analyze.js';
import { labelledTexts } from './fixtures/labelled-texts.js';
import { startService } from './http-harness.js';

const TEXT_BYTES = 2048;
const ROUNDS = 300;

function twoKilobyteText(): string {
  const joined = labelledTexts.map((item) => item.text).join(' ');
  return joined.slice(0, joined.lastIndexOf(' ', TEXT_BYTES));
}

async function timed(label: string, count: number, run: () => Promise<unknown>): Promise<void> {
  const started = process.hrtime.bigint();
  await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `${label.padEnd(44)} ${(count / seconds).toFixed(1).padStart(8)} items/s  (${((seconds / count) * 1000).toFixed(2)} ms each)`,
  );
}

const text = twoKilobyteText();
console.log(`text: ${Buffer.byteLength(text)} bytes, ${text.split(/\s+/).length} words`);
const service = await startService();
try {
  for (let i = 0; i < 30; i++) await service.post('/api/analyze', { text });
  await timed('analyze() in-process, no HTTP', ROUNDS, async () => {
    for (let i = 0; i < ROUNDS; i++) analyze(text, { maxTextChars: service.config.maxTextChars });
  });
  await timed('POST /api/analyze, sequential', ROUNDS, async () => {
    for (let i = 0; i < ROUNDS; i++) await service.post('/api/analyze', { text });
  });
  await timed('POST /api/analyze, 8 concurrent clients', ROUNDS, () =>
    Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < ROUNDS / 8; i++) await service.post('/api/analyze', { text });
      }),
    ),
  );
} finally {
  await service.close();
}
