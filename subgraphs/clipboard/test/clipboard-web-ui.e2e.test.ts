import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { RunningClipboardServer } from '../src/http/clipboard-server.js';
import { getJson, seededHome, startOn } from './http-fixture.js';

const CHROMIUM = '/usr/bin/chromium';
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

let server: RunningClipboardServer;
let fixture: Awaited<ReturnType<typeof seededHome>>;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  fixture = await seededHome([
    { text: 'ssh deploy@build-03.internal -p 2222', app: 'Terminal', tags: ['ops'] },
    { text: 'Lunch order: two <b>falafel</b> wraps', app: 'Slack' },
    { text: 'git rebase --onto main feature~3 feature', app: 'Terminal', tags: ['git'] },
  ]);
  server = await startOn(fixture.home);
  browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
  await page.setViewport({ width: 1200, height: 800 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fixture?.dispose();
});

const listedIds = () =>
  page.$$eval('#results li.clip', (items) => items.map((item: any) => Number(item.dataset.id)));

describe('clipboard web UI in Chromium', () => {
  it('shows recent clips and the status line on load', async () => {
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#results li.clip');
    expect(await listedIds()).toEqual([...fixture.ids].reverse());
    expect(await page.$eval('#status', (el) => el.textContent)).toMatch(
      /3 clips · 0 pinned · capture active/,
    );
    // Clip text is shown as text: the <b> in a clip is not rendered as markup.
    expect(await page.$$eval('#results b', (nodes) => nodes.length)).toBe(0);
  });

  it('finds a clip by full-text search, opens it, pins it (checked through GET /clip)', async () => {
    await page.type('#q', 'rebase');
    await page.click('button[type=submit]');
    // Page-side code is given as text: this project's TypeScript has no DOM library.
    await page.waitForFunction(
      "document.querySelectorAll('#results li.clip').length === 1 && document.querySelector('#list-title').textContent.includes('rebase')",
    );
    expect(await listedIds()).toEqual([fixture.ids[2]]);

    await page.click('#results li.clip .body');
    await page.waitForSelector('#detail:not([hidden])');
    expect(await page.$eval('#detail-content', (el) => el.textContent)).toBe(
      'git rebase --onto main feature~3 feature',
    );

    await page.click('#results li.clip button.pin');
    await page.waitForSelector('#results li.clip.pinned button.pin[aria-pressed=true]');
    expect((await getJson(server.url, `/clip?id=${fixture.ids[2]}`)).body.pinned).toBe(true);
    await page.waitForFunction("document.querySelector('#status').textContent.includes('1 pinned')");
    await page.screenshot({ path: '/tmp/mfm-web-ui.png', fullPage: true });
  });

  it('searches by meaning with the toggle, showing scores', async () => {
    await page.click('#semantic');
    await page.$eval('#q', (el: any) => (el.value = ''));
    await page.type('#q', 'ssh deploy build');
    await page.click('button[type=submit]');
    await page.waitForFunction(
      "document.querySelector('#list-title').textContent.startsWith('Closest in meaning')",
    );
    expect((await listedIds())[0]).toBe(fixture.ids[0]);
    expect(await page.$eval('#results li.clip .meta', (el) => el.textContent)).toMatch(/score \d\.\d{3}/);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
