import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';
import { graphql, request } from './support/http-client.js';
import {
  buildWebApp,
  launchChromium,
  mailedLink,
  seriousViolations,
  subscriptionOpened,
} from './web/app-browser.js';

const SCREENSHOTS = new URL('../docs/screenshots/', import.meta.url).pathname;
const CONTENT =
  'The new compiler release speeds up builds of large TypeScript projects. Developers report that incremental ' +
  'type checking now finishes in a fraction of the time, and the language server uses far less memory.';

/**
 * The web app (docs/web-app.md) as a person uses it in Chromium, against the real platform: the
 * account from sign-up to sign-out, and the library with its paging, live enrichment and errors.
 */
describe('the web app in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-app-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = { username: `web_${suffix}`, email: `web.${suffix}@example.com`, password: 'web-app-pw-1' };
  let platform: RunningPlatform;
  let browser: Browser;
  let page: Page;
  let app: string;

  beforeAll(async () => {
    await buildWebApp();
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      ANALYSIS_AUTOSTART: 'true',
      ML_URL: `http://127.0.0.1:${await freePort()}`,
      ML_HEALTH_INTERVAL_MS: '200',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    // The OIDC client's redirect URI names localhost: the app is opened there, as a person would.
    app = `http://localhost:${new URL(platform.api).port}/app/`;
    browser = await launchChromium();
    // axe-core needs a page of an explicit browser context.
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
  }, START_HOOK_TIMEOUT_MS + 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** From the app's sign-in button through the provider's own sign-in page, back to /app/callback. */
  const signIn = async (password: string) => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/(library|account)$/);
  };

  const expectAccessible = async (screen: string) =>
    expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });

  it('signs up, confirms the address from the mail, signs in and reaches the empty library', async () => {
    await page.goto(app);
    await page.getByRole('heading', { name: /tabs and bookmarks/i }).waitFor();
    await expectAccessible('welcome');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('User name').fill(person.username);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await expectAccessible('sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();

    // The mailed link (ACCOUNT_LINK_BASE_URL) is opened on this platform's tab API port.
    const link = await mailedLink(outbox, person.email, '/verify-email');
    expect(link.pathname).toBe('/verify-email');
    await page.goto(new URL(`${link.pathname}${link.search}`, app).href);
    await page.getByText('Your address is confirmed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/verify-email');
    await expectAccessible('verify-email');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(person.password);
    await page.getByRole('heading', { name: 'Your library' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/library');
    await page.getByText('No tabs yet.').waitFor();
    await expectAccessible('library (empty)');
  }, 120_000);

  it('saves a tab, shows a refused one as an error, and pages through the list', async () => {
    await page.getByLabel('Address (URL)').fill('https://example.com/first');
    await page.getByLabel('Title (optional)').fill('First saved tab');
    // Keyboard only: Enter submits the form.
    await page.getByLabel('Title (optional)').press('Enter');
    await page.getByRole('heading', { name: 'First saved tab' }).waitFor();
    await page.getByText('Saved “First saved tab”.').waitFor();

    // The graph refuses an address longer than 2048 characters: the form says why, the page stays.
    await page.getByLabel('Address (URL)').fill(`https://example.com/${'a'.repeat(2100)}`);
    await page.getByRole('button', { name: 'Save tab' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/2048/);
    await page.getByLabel('Address (URL)').fill('');

    // 21 more through the API: the first page shows 20 of 22, "Show more" the rest.
    const { token } = (
      await request(platform.api, 'POST', '/api/auth/login', {
        body: { email: person.email, password: person.password },
      })
    ).body;
    for (let i = 1; i <= 21; i++) {
      const saved = await request(platform.api, 'POST', '/api/tabs', {
        token,
        body: { url: `https://example.com/paged/${i}`, title: `Paged tab ${i}` },
      });
      expect(saved.status).toBe(201);
    }
    await page.reload();
    const items = page.getByRole('list', { name: 'tabs' }).getByRole('listitem');
    await page.getByRole('heading', { name: 'Paged tab 21' }).waitFor();
    expect(await items.count()).toBe(20);
    await page.getByRole('button', { name: 'Show more tabs' }).click();
    await page.getByRole('heading', { name: 'First saved tab' }).waitFor();
    expect(await items.count()).toBe(22);
    await expect(page.getByRole('button', { name: 'Show more tabs' }).count()).resolves.toBe(0);
  }, 120_000);

  it('edits, archives and deletes tabs, and searches them', async () => {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Paged tab 21' }) });
    await card.getByRole('button', { name: 'Edit Paged tab 21' }).click();
    await card.getByLabel('Title').fill('Renamed tab');
    await card.getByLabel('Tags (comma-separated)').fill('reading, later');
    await card.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Renamed tab' }).waitFor();
    await page.getByText('#later').waitFor();

    await page.getByRole('button', { name: 'Archive Paged tab 20' }).click();
    await page.getByRole('heading', { name: 'Paged tab 20' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Paged tab 19' }).click();
    await page.getByRole('heading', { name: 'Paged tab 19' }).waitFor({ state: 'detached' });
    await page.getByLabel('Archived only').check();
    await page.getByRole('heading', { name: 'Paged tab 20' }).waitFor();
    await page.getByLabel('Archived only').uncheck();

    await page.getByRole('searchbox').fill('Renamed');
    await page.getByRole('searchbox').press('Enter');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Renamed tab' })
      .waitFor();
    await expectAccessible('library (search)');
  }, 120_000);

  it('shows a request that cannot reach the platform as an error, and recovers on retry', async () => {
    await page.route('**/graphql', (route) => route.abort('connectionrefused'), { times: 1 });
    await page.getByRole('searchbox').fill('First saved');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be reached' });
    await alert.waitFor();
    await expectAccessible('library (error)');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'First saved tab', exact: true })
      .waitFor();
  }, 60_000);

  it('shows the enrichment of a Pro tab arriving live, without a reload', async () => {
    await eventually(
      async () =>
        (await request(platform.api, 'GET', '/health')).body.services.mlService === 'healthy'
          ? true
          : undefined,
      60_000,
    );
    const { token } = (
      await request(platform.api, 'POST', '/api/auth/login', {
        body: { email: person.email, password: person.password },
      })
    ).body;
    const me = await graphql(platform.graphql, '{ me { id } }', { token });
    expect(me.errors).toBeUndefined();
    await makePro(platform.api, me.data.me.id);
    const subscribed = subscriptionOpened(page);
    await page.reload();
    await page.getByText('Pro', { exact: true }).waitFor();
    await subscribed;

    await page.getByLabel('Address (URL)').fill('https://example.com/compiler');
    await page.getByLabel('Title (optional)').fill('Compiler news');
    await page.getByLabel(/Page text/).fill(CONTENT);
    await page.getByRole('button', { name: 'Save tab' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Compiler news' }) });
    await card.waitFor();
    await card.getByText('Technology').waitFor({ timeout: 30_000 });
    await expect(card.locator('.item-summary').textContent()).resolves.toContain('compiler');
    await page.getByRole('status').filter({ hasText: 'Summary ready' }).waitFor();

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'web-library.png') });
    // A phone-sized screen: nothing wider than the viewport, the form still there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Address (URL)').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'web-library-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);

  it('chooses a handle, signs out at the provider, signs in again and changes the password', async () => {
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await expectAccessible('account');
    await page.getByRole('textbox', { name: 'Handle', exact: true }).fill(`reader_${suffix}`);
    await page.getByLabel('Display name (optional)').fill('Web Reader');
    await page.getByRole('button', { name: 'Save handle' }).click();
    await page.getByText(`Saved: you are @reader_${suffix}.`).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    // The provider asks to confirm (RP-initiated logout), then sends the browser back to the app.
    await page.waitForURL(/\/oidc\/session\/end/);
    await page.getByRole('button', { name: 'Sign out' }).click({ noWaitAfter: true });
    await page.waitForURL(/\/app\/$/);
    await page.getByRole('heading', { name: /tabs and bookmarks/i }).waitFor();
    await page.goto(new URL('account', app).href);
    // Signed out, the account screen offers to sign in and comes back to it afterwards.
    await signIn(person.password);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();

    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel('New password').fill('web-app-pw-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('form', { name: 'Change password' }).getByRole('status').waitFor();
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: person.email, password: 'web-app-pw-2' },
    });
    expect(login.status).toBe(200);
  }, 120_000);
});
