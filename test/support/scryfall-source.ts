import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Scryfall card object as the bulk data carries it, with the fields the importer reads. */
export function scryfallCard(
  id: string,
  name: string,
  prices: Partial<Record<'usd' | 'usd_foil' | 'usd_etched' | 'eur' | 'eur_foil' | 'tix', string | null>>,
  fields: Record<string, unknown> = {},
) {
  return {
    object: 'card',
    id,
    name,
    lang: 'en',
    layout: 'normal',
    digital: false,
    set: 'tpr',
    set_name: 'Test Prices',
    collector_number: String(
      Math.abs([...id].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7)) % 997,
    ),
    rarity: 'rare',
    border_color: 'black',
    finishes: ['nonfoil', 'foil'],
    prices,
    ...fields,
  };
}

/**
 * A stand-in for Scryfall's bulk-data API on the loopback: GET /bulk-data/default-cards answers the
 * descriptor, whose download_uri is GET /files/default-cards.json, today's card array (`cards`,
 * replaceable between refreshes). `requests` counts the downloads.
 */
export async function startScryfallSource(cards: unknown[]) {
  const state = { cards, downloads: 0 };
  const server: Server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/bulk-data/default-cards') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'bulk_data',
          type: 'default_cards',
          download_uri: `${base}/files/default-cards.json`,
        }),
      );
      return;
    }
    if (req.url === '/files/default-cards.json') {
      state.downloads += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(state.cards));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    state,
    descriptorUrl: `http://127.0.0.1:${port}/bulk-data/default-cards`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
