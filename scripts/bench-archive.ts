// Archive capture time, measured by the archive domain's own bench module (real Chromium, local page).
import { archiveCaptureBench } from '../subgraphs/archive/bench/archive-capture.bench.js';
import type { SectionResult } from './bench-table.js';

export async function archiveBench(): Promise<SectionResult> {
  const measurements = await archiveCaptureBench();
  for (const m of measurements) console.log(`archive: ${m.measure}: ${m.result}`);
  return { measurements };
}
