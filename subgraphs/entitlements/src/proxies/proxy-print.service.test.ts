import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserPool } from '@platform/browser-pool';
import { NotFound } from '@platform/errors';
import { createLogger } from '@platform/observability';
import { openStorage, type OpenedStorage } from '@platform/test-kit';
import { createEntitlementsDomain, entitlementsStorage } from '../domain.js';
import { ProxyPrintService, type LookUpCards } from './proxy-print.service.js';
import { proxySheetHtml, type ProxyCard } from './proxy-sheet.js';

const card = (id: string, name: string): ProxyCard => ({
  id,
  name,
  setCode: 'TST',
  setName: 'Test Set',
  collectorNumber: '7',
});
const CATALOG = new Map([
  ['c1', card('c1', 'Black Lotus')],
  ['c2', card('c2', '<script>alert(1)</script> Bolt')],
]);
const lookUp: LookUpCards = async (ids) => {
  const missing = ids.find((id) => !CATALOG.has(id));
  if (missing) throw new NotFound('Card');
  return new Map(ids.map((id) => [id, CATALOG.get(id)!]));
};

let storage: OpenedStorage;
let domain: ReturnType<typeof createEntitlementsDomain>;
let browsers: BrowserPool;
let folder: string;
let printer: ProxyPrintService;
let sessions = 0;

const buy = (userId: string, quantity: number) =>
  domain.services.billing.apply({
    id: `evt_p${(sessions += 1)}`,
    type: 'checkout.session.completed',
    created: new Date(1000),
    command: {
      kind: 'purchase',
      userId,
      productId: 'proxy_print_credit',
      quantity,
      amountTotal: 199 * quantity,
      currency: 'usd',
      sessionId: `cs_p${sessions}`,
    },
  });

const pdfPages = (path: string) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);

beforeAll(async () => {
  storage = await openStorage(entitlementsStorage);
  domain = createEntitlementsDomain({ orm: storage.orm, logger: createLogger('silent') });
  folder = mkdtempSync(join(tmpdir(), 'proxy-prints-'));
  browsers = new BrowserPool({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    sandbox: { production: false, optOut: true },
    logger: createLogger('silent'),
  });
  printer = new ProxyPrintService(domain.services.credits, lookUp, browsers, folder, 20_000);
}, 30_000);
afterAll(async () => {
  await browsers?.close();
  await storage?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('proxy prints', () => {
  it('spends one credit per card and renders 9 real-size proxies to an A4 page', async () => {
    await buy('ann', 12);
    const print = await printer.print('ann', [
      { cardId: 'c1', quantity: 8 },
      { cardId: 'c2', quantity: 2 },
    ]);
    expect(print).toMatchObject({ cards: 10, pages: 2, balance: 2, fileName: `${print.printId}.pdf` });
    const path = join(folder, print.fileName);
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(path)).toBe(2);
    expect((await domain.services.credits.list('ann')).items).toEqual([
      expect.objectContaining({ credits: 12, spent: 10, balance: 2 }),
    ]);
  }, 60_000);

  it('spends nothing for an unknown card, too many proxies, or more than the balance', async () => {
    await buy('ben', 3);
    await expect(printer.print('ben', [{ cardId: 'nope', quantity: 1 }])).rejects.toBeInstanceOf(NotFound);
    await expect(printer.print('ben', [{ cardId: 'c1', quantity: 37 }])).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(printer.print('ben', [{ cardId: 'c1', quantity: 4 }])).rejects.toMatchObject({
      details: { reason: 'insufficient_credits', required: 4, balance: 3 },
    });
    expect((await domain.services.credits.list('ben')).items).toEqual([
      expect.objectContaining({ spent: 0, balance: 3 }),
    ]);
    expect(readdirSync(folder).length).toBe(1);
  });

  it('gives the credits back when the sheet cannot be rendered', async () => {
    await buy('cid', 2);
    const broken = new BrowserPool({
      executablePath: join(folder, 'no-chromium'),
      sandbox: { production: false, optOut: true },
      logger: createLogger('silent'),
    });
    const failing = new ProxyPrintService(domain.services.credits, lookUp, broken, folder, 5_000);
    await expect(failing.print('cid', [{ cardId: 'c1', quantity: 2 }])).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await domain.services.credits.list('cid')).items).toEqual([
      expect.objectContaining({ spent: 0, balance: 2 }),
    ]);
    expect(existsSync(join(folder, 'no-chromium'))).toBe(false);
  });

  it('writes card text escaped and fetches nothing', () => {
    const html = proxySheetHtml([CATALOG.get('c2')!]);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img|url\(|https?:/);
  });
});
