// Archive capture time, measured by the archive domain's own bench module when it exists
// (subgraphs/archive/bench/archive-capture.bench.ts exports archiveCaptureBench()).
import { existsSync } from 'node:fs';
import type { Measurement, SectionResult } from './bench-table.js';

const MODULE = new URL('../subgraphs/archive/bench/archive-capture.bench.ts', import.meta.url);

export async function archiveBench(): Promise<SectionResult> {
  if (!existsSync(MODULE)) {
    console.log('archive: subgraphs/archive/bench/archive-capture.bench.ts is not there yet; section skipped');
    return { notes: ['Archive capture: not measured (subgraphs/archive/bench/archive-capture.bench.ts does not exist yet).'] };
  }
  try {
    const { archiveCaptureBench } = (await import(MODULE.href)) as { archiveCaptureBench: () => Promise<Array<{ measure: string; result: string; target?: string }>> };
    const measurements: Measurement[] = await archiveCaptureBench();
    for (const m of measurements) console.log(`archive: ${m.measure}: ${m.result}`);
    return { measurements };
  } catch (error) {
    // The archive domain is still being built: its failure is reported, the other sections still count.
    console.error('archive: the capture bench failed', error);
    return { notes: [`Archive capture: not measured, its bench failed: ${(error as Error).message.split('\n')[0]}`] };
  }
}
