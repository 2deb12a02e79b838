import { runSupergraphOperation } from '@platform/subgraph-kit';
import type { LookUpCards } from './proxy-print.service.js';
import type { ProxyCard } from './proxy-sheet.js';

/**
 * The catalog's cards for a print, asked through the graph as the caller (cards:read): one `card`
 * field per id, each an alias, so an unknown id comes back as the catalog's NOT_FOUND. Nothing of
 * the catalog's code or tables is imported.
 */
export const graphCards: LookUpCards = async (ids) => {
  const fields = ids
    .map((_, index) => `c${index}: card(id: $id${index}) { id name setCode setName collectorNumber }`)
    .join('\n');
  const declared = ids.map((_, index) => `$id${index}: ID!`).join(', ');
  const variables = Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
  const data = await runSupergraphOperation<Record<string, ProxyCard>>(
    `query EntitlementsProxyCards(${declared}) {\n${fields}\n}`,
    variables,
  );
  return new Map(ids.map((id, index) => [id, data[`c${index}`]]));
};
