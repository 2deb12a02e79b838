import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';
import { graphql, signUp } from './support/http-client.js';

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
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Replaces the text of the first GraphiQL editor (CodeMirror) `selector` finds, as typing would. */
async function setEditor(page: Page, selector: string, text: string) {
  await page.$$eval(
    selector,
    (elements, value) => {
      (elements[0] as unknown as { CodeMirror: { setValue(text: string): void } }).CodeMirror.setValue(value);
    },
    text,
  );
}

const responseText = (page: Page) =>
  page.$eval('.result-window .CodeMirror', (element) =>
    (element as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue(),
  );

/**
 * GRAPHQL_EXPLORER=graphiql: the page a browser gets at GET /graphql is GraphiQL from this
 * machine (nothing else is requested), runs a query with the headers panel's token, and shows
 * the events of a subscription over graphql-ws as they arrive.
 */
describe('the offline explorer (GraphiQL) in Chromium', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  beforeAll(async () => {
    platform = await startPlatform({
      GRAPHQL_EXPLORER: 'graphiql',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('loads only from this machine, runs a query and shows a subscription event', async () => {
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    // A job that fails (a browser page's URL is refused for capture): retrying it streams its events.
    const tab = await graphql(
      platform.graphql,
      'mutation($t: CreateTabInput!) { createTab(input: $t) { id } }',
      {
        token: user.token,
        variables: { t: { url: 'chrome://settings' } },
      },
    );
    const archive = await graphql(platform.graphql, 'mutation($id: Int!) { archiveTab(id: $id) { jobId } }', {
      token: user.token,
      variables: { id: tab.data.createTab.id },
    });
    const jobId = archive.data.archiveTab.jobId as string;
    await eventually(async () => {
      const failed = await graphql(platform.graphql, '{ failedJobs { id } }', { token: user.token });
      return failed.data?.failedJobs.some((job: { id: string }) => job.id === jobId) ? true : undefined;
    }, 60_000);

    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(request.url()));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const sockets: string[] = [];
    let subscribed!: () => void;
    // The page's subscribe message on the socket, or a failure naming what did not happen.
    const subscribeSent = new Promise<void>((resolve, reject) => {
      subscribed = resolve;
      setTimeout(
        () => reject(new Error('GraphiQL sent no subscribe message over graphql-ws')),
        120_000,
      ).unref();
    });
    subscribeSent.catch(() => undefined);
    cdp.on('Network.webSocketCreated', ({ url }) => void sockets.push(url));
    cdp.on('Network.webSocketFrameSent', ({ response }) => {
      if (response.payloadData.includes('"subscribe"')) subscribed();
    });
    try {
      const page200 = await page.goto(platform.graphql, { waitUntil: 'networkidle0', timeout: 120_000 });
      expect(page200?.status()).toBe(200);
      await page.waitForSelector('.graphiql-query-editor .CodeMirror', { timeout: 120_000 });

      await setEditor(
        page,
        '.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror',
        JSON.stringify({ authorization: `Bearer ${user.token}` }),
      );
      await setEditor(page, '.graphiql-query-editor .CodeMirror', '{ failedJobs { id } }');
      await page.click('.graphiql-execute-button');
      await eventually(async () => ((await responseText(page)).includes(jobId) ? true : undefined), 60_000);
      expect(JSON.parse(await responseText(page)).data.failedJobs).toContainEqual({ id: jobId });

      await setEditor(
        page,
        '.graphiql-query-editor .CodeMirror',
        `subscription { jobUpdated(id: "${jobId}") { id status } }`,
      );
      await page.click('.graphiql-execute-button');
      await subscribeSent;
      // Retried, the job is queued, runs and fails again: each step is an event on the socket.
      // A retry can reach the job before the subscription is in place; another one then follows.
      const shown = await eventually(async () => {
        const text = await responseText(page);
        if (text.includes('jobUpdated')) return JSON.parse(text) as { data: { jobUpdated: { id: string } } };
        await graphql(platform.graphql, 'mutation($id: ID!) { retryJob(id: $id) { id } }', {
          token: user.token,
          variables: { id: jobId },
        });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return undefined;
      }, 60_000);
      expect(shown.data.jobUpdated.id).toBe(jobId);
    } finally {
      await page.close();
    }
    expect(requested.length).toBeGreaterThan(2);
    const outside = [...requested, ...sockets].filter((url) => {
      const { protocol, host, hostname } = new URL(url);
      if (protocol === 'data:' || protocol === 'blob:') return false;
      return !LOCAL_HOSTS.has(hostname) || !host;
    });
    expect(outside).toEqual([]);
    expect(sockets).toEqual([platform.ws]);
  }, 240_000);
});
