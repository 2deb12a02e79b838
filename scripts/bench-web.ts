// The web app's figures for `npm run bench` (section `web`): the first screen's JavaScript, gzip
// (web/initial-size.mjs over the dist/web that `npm run bench` just built; budget ≤ 250 kB), and the
// library screen's time to first meaningful paint in Debian's Chromium under Playwright: from the
// navigation's start until its 20 tabs are on screen, beside the same 20 tabs as a plain
// server-rendered HTML page (a tiny http server here, reading them from the same gateway per request)
// as the yardstick. Each page is loaded BENCH_WEB_RUNS times (default 15), with a cold HTTP cache and
// with a warm one (the app's hashed assets are cached for a year, as a returning person has them).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { initialSize } from '../web/initial-size.mjs';
import { startPlatform } from '../test/support/platform-process.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { graphql, request } from '../test/support/http-client.js';
import { exchangeForRealm, signInWithPkce } from '../test/support/oidc-browser.js';
import { launchChromium } from '../test/web/app-browser.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import { percentiles, type Measurement, type SectionResult } from './bench-table.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 15);
const BUDGET_KB = 250;
const ITEMS = 20;
const TABS_QUERY = `query Tabs { tabs(limit: ${ITEMS}, offset: 0, archived: false) { id url title createdAt } }`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The yardstick: each request reads the tabs from the gateway and answers them as one HTML list. */
function yardstick(graphqlUrl: string, token: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    graphql<{ tabs: Array<{ id: number; url: string; title: string; createdAt: string }> }>(
      graphqlUrl,
      TABS_QUERY,
      { token },
    ).then(
      ({ data }) => {
        const items = (data?.tabs ?? [])
          .map(
            (tab) =>
              `<li class="item"><h3><a href="${escape(tab.url)}">${escape(tab.title)}</a></h3>` +
              `<p>${escape(tab.url)}</p><p>${escape(tab.createdAt)}</p></li>`,
          )
          .join('');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tabs</title></head>` +
            `<body><main><h1>Your library</h1><ul class="items">${items}</ul></main></body></html>`,
        );
      },
      () => res.writeHead(502).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      });
    }),
  );
}

/** ms from the navigation's start until the list's items are in the page and a frame painted them. */
async function paintMs(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // 0 (falsy) keeps Playwright polling; the answer is the time of the frame that painted the list.
  const handle = await page.waitForFunction(
    (count) =>
      document.querySelectorAll('ul.items > li').length >= count
        ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
        : 0,
    ITEMS,
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

async function series(page: Page, url: string, cold: boolean): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await paintMs(page, url); // the first load of a series is not counted (cache state, JIT)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await paintMs(page, url));
  await cdp.detach();
  return samples;
}

export async function webBench(): Promise<SectionResult> {
  const size = initialSize();
  const measurements: Measurement[] = [
    {
      measure: 'web app: first screen JavaScript (gzip)',
      result: `${(size.js.gzip / 1024).toFixed(1)} kB (${(size.js.raw / 1024).toFixed(0)} kB raw, ${size.files.length} files; CSS ${(size.css.gzip / 1024).toFixed(1)} kB gzip)`,
      target: `≤ ${BUDGET_KB} kB${size.js.gzip / 1024 <= BUDGET_KB ? ' (met)' : ' (MISSED)'}`,
    },
  ];
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  // NODE_ENV test, not the other sections' production: production lists no development OIDC client
  // (platform-web, redirecting to localhost on the platform's port) and the browser signs in with it.
  const platform = await startPlatform(
    { ...BENCH_PLATFORM_ENV, NODE_ENV: 'test', DATA_DIR: join(dir, 'data') },
    COMPILED('main'),
  );
  const browser = await launchChromium();
  let stick: Server | undefined;
  try {
    const origin = `http://localhost:${new URL(platform.api).port}`;
    const app = `${origin}/app/`;
    const person = { username: 'bench_web', email: 'bench.web@example.com', password: 'bench-web-pw-1' };
    // Signing in does not wait for the address to be confirmed.
    const registered = await request(platform.api, 'POST', '/api/auth/register', { body: person });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const signedIn = await signInWithPkce({ base: platform.api, issuer: origin }, person);
    const tabs = (
      await exchangeForRealm({ base: platform.api, issuer: origin }, signedIn.access_token, 'tabs')
    ).body.access_token as string;
    for (let i = 0; i < ITEMS; i += 1) {
      const created = await graphql(
        platform.graphql,
        'mutation($input: CreateTabInput!) { createTab(input: $input) { id } }',
        {
          token: tabs,
          variables: { input: { url: `https://example.com/article/${i}`, title: `Article ${i}` } },
        },
      );
      if (created.errors) throw new Error(JSON.stringify(created.errors));
    }
    const served = await yardstick(platform.graphql, tabs);
    stick = served.server;

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // Signed in once through the provider's page; the session stays in the tab's sessionStorage.
    await page.goto(new URL('library', app).href);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/library$/);

    const library = new URL('library', app).href;
    for (const cold of [true, false]) {
      const [appP50, appP95] = percentiles(await series(page, library, cold), [50, 95]);
      const [htmlP50, htmlP95] = percentiles(await series(page, served.url, cold), [50, 95]);
      const cache = cold ? 'cold cache' : 'warm cache';
      measurements.push(
        {
          measure: `web app: library screen, ${ITEMS} tabs painted (${cache}, Chromium, ${RUNS} loads)`,
          result: `p50 ${appP50} ms, p95 ${appP95} ms`,
        },
        {
          measure: `yardstick: the same ${ITEMS} tabs as server-rendered HTML (${cache})`,
          result: `p50 ${htmlP50} ms, p95 ${htmlP95} ms; the app takes ${(appP50 / htmlP50).toFixed(1)}× as long`,
        },
      );
    }
  } finally {
    stick?.close();
    await browser.close();
    await platform.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    measurements,
    notes: [
      'Web: time to first meaningful paint is from the navigation start until the list of 20 tabs is in ' +
        'the page and a frame painted it; the app loads its JavaScript, reads its session from ' +
        'sessionStorage and asks the gateway, the yardstick page arrives with the tabs in it (its server ' +
        'asked the same gateway). The platform runs with NODE_ENV=test here: the browser signs in with ' +
        'the development OIDC client, which production does not list.',
    ],
  };
}
