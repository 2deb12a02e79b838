// The cards API's market price over 10,000 points of one card, measured by the catalog's own bench module.
import { marketPriceBench } from '../subgraphs/catalog/bench/market-price.bench.js';
import type { SectionResult } from './bench-table.js';

export async function marketBench(): Promise<SectionResult> {
  const measurements = await marketPriceBench();
  for (const m of measurements) console.log(`market: ${m.measure}: ${m.result}`);
  return { measurements };
}
