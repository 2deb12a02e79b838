import { expect } from '@jest/globals';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import { startPlatform, type RunningPlatform } from './platform-process.js';
import { request } from './http-client.js';

export const ALL_SCOPES = 'cards:read cards:write pricing:read pricing:write';
const CSV_FIXTURE = new URL('../../subgraphs/catalog/test/fixtures/catalog.csv', import.meta.url).pathname;

export const token = (sub: string, scope = ALL_SCOPES, expires = '1h') =>
  developmentToken('cards', DEV_JWT_SECRET, { sub, scope, expires });

/** The market price's confidence, written out from docs/products/cards.md's formula (not imported from the code under test). */
export function expectedConfidence(countsPerSource: number[]): number {
  const n = countsPerSource.reduce((a, b) => a + b, 0);
  const effective = (n * n) / countsPerSource.reduce((a, c) => a + c * c, 0);
  return Math.round((1 - Math.exp(-n / 8)) * (0.5 + (0.5 * (Math.min(effective, 4) - 1)) / 3) * 1e4) / 1e4;
}

/** A fresh CATALOG_IMPORT_DIR holding the catalog CSV fixture: imports read no file outside it. */
export function catalogImportDir(): string {
  const importDir = mkdtempSync(join(tmpdir(), 'cards-imports-'));
  copyFileSync(CSV_FIXTURE, join(importDir, 'catalog.csv'));
  return importDir;
}

/** The platform every catalog and pricing suite runs against: one environment, so they stay comparable. */
export function startCatalogPlatform(importDir: string): Promise<RunningPlatform> {
  return startPlatform({ CATALOG_IMPORT_DIR: importDir, CARDS_STREAM_PING_MS: '300' });
}

/**
 * The cards API as alice unless told otherwise. `current` is read on each call: the platform and
 * alice's token only exist once the suite's beforeAll has run.
 */
export function catalogRequests(current: () => { platform: RunningPlatform; alice: string }) {
  const api = (
    method: string,
    path: string,
    body?: unknown,
    as: string = current().alice,
    headers: Record<string, string> = {},
  ) => request(current().platform.cardsApi, method, path, { token: as, body, headers });
  const createCard = async (fields: Record<string, unknown> = {}) => {
    const created = await api('POST', '/api/v1/cards', {
      name: `Card ${randomUUID().slice(0, 8)}`,
      game: 'mtg',
      set_code: 'tst',
      set_name: 'Test Set',
      rarity: 'rare',
      collector_number: '1',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const record = (cardId: string, point: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api('POST', `/api/v1/cards/${cardId}/prices`, point, current().alice, headers);
  return { api, createCard, record };
}
