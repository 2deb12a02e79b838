import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startPlatform, type RunningPlatform } from './support/platform-process.js';

// Debian's Chromium (scripts/install-system-packages.sh installs it), offline-safe flags.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Each API's Swagger UI, rendered in a real browser, shows that API's own document: the page is
 * built by swagger-ui-init.js, whose document once came from whichever API was set up last (every
 * port showed the resume API), while /api-docs.json was right. Read in Chromium, not by fetching.
 */
describe('Swagger UI of every REST API, in Chromium', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  beforeAll(async () => {
    platform = await startPlatform();
    browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  const pages = () => [
    { api: 'tabs', docs: `${platform.api}/api-docs/`, document: `${platform.api}/api-docs.json` },
    { api: 'cards', docs: `${platform.cardsApi}/api-docs/`, document: `${platform.cardsApi}/api-docs.json` },
    { api: 'game', docs: `${platform.gameApi}/api-docs/`, document: `${platform.gameApi}/api-docs.json` },
    { api: 'resume', docs: `${platform.resumeApi}/docs/`, document: `${platform.resumeApi}/openapi.json` },
  ];

  it("renders each API's own title and paths on its own port", async () => {
    const shown: Record<string, { title: string; paths: string[] }> = {};
    const expected: Record<string, { title: string; paths: string[] }> = {};
    for (const { api, docs, document } of pages()) {
      const own = (await (await fetch(document)).json()) as {
        info: { title: string; version: string };
        paths: Record<string, unknown>;
      };
      expected[api] = { title: own.info.title, paths: Object.keys(own.paths) };
      const page = await browser.newPage();
      try {
        await page.goto(docs, { waitUntil: 'networkidle0', timeout: 60_000 });
        await page.waitForSelector('.opblock-summary-path', { timeout: 60_000 });
        shown[api] = {
          title: await page.$eval('.information-container .title', (element) =>
            (element.firstChild?.textContent ?? element.textContent ?? '').trim(),
          ),
          paths: await page.$$eval('.opblock-summary-path', (elements) =>
            elements.map((element) => element.getAttribute('data-path') ?? element.textContent ?? ''),
          ),
        };
      } finally {
        await page.close();
      }
    }
    expect(new Set(Object.values(expected).map(({ title }) => title)).size).toBe(4);
    for (const api of Object.keys(expected)) {
      expect(shown[api].title).toBe(expected[api].title);
      // One path of its own is on the page, and every path shown is one of its own.
      expect(shown[api].paths).toContain(expected[api].paths[0]);
      expect(shown[api].paths.filter((path) => !expected[api].paths.includes(path))).toEqual([]);
    }
  }, 240_000);
});
