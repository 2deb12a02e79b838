import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserPool } from '@platform/browser-pool';
import { BadInput, ServiceUnavailable } from '@platform/errors';
import type { CreditService } from '../services/credit.service.js';
import { MAX_PROXIES_PER_PRINT, proxyPages, proxySheetHtml, type ProxyCard } from './proxy-sheet.js';

export interface ProxyRequest {
  cardId: string;
  quantity: number;
}

/** Looks cards up for the caller; an unknown id throws NotFound. */
export type LookUpCards = (ids: string[]) => Promise<Map<string, ProxyCard>>;

export interface ProxyPrint {
  printId: string;
  fileName: string;
  cards: number;
  pages: number;
  balance: number;
}

/**
 * Prints proxies: every card looked up first (an unknown one is 404 and nothing is spent), then one
 * proxy_print_credit per printed card spent at once, then the PDF rendered by the platform's Chromium
 * with JavaScript off and every request refused. A render that fails gives the credits back. The
 * sheet is <folder>/<printId>.pdf: a random id, served only to the caller whose print answered it.
 */
export class ProxyPrintService {
  constructor(
    private readonly credits: CreditService,
    private readonly lookUp: LookUpCards,
    private readonly browsers: BrowserPool,
    private readonly folder: string,
    private readonly timeoutMs: number,
  ) {}

  async print(userId: string, requests: ProxyRequest[]): Promise<ProxyPrint> {
    const total = requests.reduce((sum, request) => sum + request.quantity, 0);
    if (!requests.length || total < 1) throw new BadInput('cards must list at least one card');
    if (total > MAX_PROXIES_PER_PRINT)
      throw new BadInput(`cards: at most ${MAX_PROXIES_PER_PRINT} proxies per print (asked ${total})`, {
        limit: MAX_PROXIES_PER_PRINT,
      });
    const found = await this.lookUp([...new Set(requests.map((request) => request.cardId))]);
    const copies = requests.flatMap((request) =>
      Array.from({ length: request.quantity }, () => found.get(request.cardId)!),
    );
    const spend = await this.credits.spend(userId, 'proxy_print_credit', total, 'proxy_print');
    const fileName = `${spend.spendId}.pdf`;
    try {
      await this.render(proxySheetHtml(copies), this.folder, fileName);
    } catch (error) {
      await this.credits.refund(userId, spend.spendId);
      throw error;
    }
    return {
      printId: spend.spendId,
      fileName,
      cards: total,
      pages: proxyPages(total),
      balance: spend.balance,
    };
  }

  private async render(html: string, directory: string, fileName: string): Promise<void> {
    await mkdir(directory, { recursive: true });
    // No browser (Chromium missing or failing to start) is an outage of printing, not a server error.
    const browser = await this.browsers.get().catch((error: Error) => {
      throw new ServiceUnavailable(`Proxy printing is unavailable: ${error.message}`);
    });
    const page = await (await browser.createBrowserContext()).newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on(
        'request',
        (request) =>
          void (request.url().startsWith('data:') || request.url() === 'about:blank'
            ? request.continue()
            : request.abort('blockedbyclient')),
      );
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      await page.pdf({
        path: join(directory, fileName),
        format: 'A4',
        preferCSSPageSize: true,
        printBackground: true,
        timeout: this.timeoutMs,
      });
    } finally {
      await page
        .browserContext()
        .close()
        .catch(() => undefined);
    }
  }
}
