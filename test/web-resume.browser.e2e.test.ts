import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import { buildWebApp, launchChromium, seriousViolations, signUpVerified } from './web/app-browser.js';

const SCREENSHOTS = new URL('../docs/screenshots/', import.meta.url).pathname;

/**
 * The web app's resume screens (docs/web-app.md) in Chromium against the real platform, on the
 * resume realm's token: a profile made with an experience and a skill, its narrative written with
 * the status shown as it changes, and its JSON-LD export downloaded.
 */
describe('the resume screens in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-resume-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = { username: `cv_${suffix}`, email: `cv.${suffix}@example.com`, password: 'web-resume-pw-1' };
  const name = `Ada Webresume ${suffix}`;
  let platform: RunningPlatform;
  let browser: Browser;
  let page: Page;
  let app: string;

  beforeAll(async () => {
    await buildWebApp();
    // The app as production may hold it: only the documents of its manifest (docs/trusted-documents.md).
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      TRUSTED_DOCUMENTS: 'allow-listed-clients',
      TRUSTED_DOCUMENTS_CLIENTS: 'web',
    });
    app = `http://localhost:${new URL(platform.api).port}/app/`;
    await signUpVerified(platform.api, outbox, person);
    browser = await launchChromium();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
  }, START_HOOK_TIMEOUT_MS + 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectAccessible = async (screen: string) =>
    expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });

  it('signs in from the resume screen, shows a failed request as an error, and creates a profile', async () => {
    await page.goto(new URL('resume', app).href);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/resume$/);
    await page.getByText('No profiles yet.').waitFor();
    await expectAccessible('resume (no profiles)');

    await page.route('**/graphql', (route) => route.abort('connectionrefused'), { times: 1 });
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Title (optional)').fill('Backend engineer');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be reached' }).waitFor();
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Backend engineer');
  }, 120_000);

  it('adds an experience and a skill from the keyboard-reachable forms', async () => {
    const experiences = page.getByRole('form', { name: 'Add an experience' });
    await experiences.getByLabel('Role').fill('Staff engineer');
    await experiences.getByLabel('Company').fill('Analytical Engines');
    await experiences.getByLabel('From').fill('2021-03-01');
    await experiences.getByLabel('Technologies (comma-separated)').fill('TypeScript, PostgreSQL');
    await experiences.getByLabel('Technologies (comma-separated)').press('Enter');
    const career = page.getByRole('list', { name: 'Experiences' });
    // A refusal would show as an alert: say it rather than wait for the list in vain.
    const refused = page.getByRole('alert').first();
    await career.getByText('Staff engineer').or(refused).waitFor();
    expect(await refused.isVisible().then((shown) => (shown ? refused.textContent() : null))).toBeNull();
    await career.getByText('TypeScript, PostgreSQL', { exact: false }).waitFor();

    const skills = page.getByRole('form', { name: 'Add a skill' });
    await skills.getByLabel('Skill').fill('TypeScript');
    await skills.getByLabel('Level').selectOption('expert');
    await skills.getByLabel('Years').fill('8');
    await skills.getByRole('button', { name: 'Add skill' }).click();
    await page.getByRole('list', { name: 'Skills' }).getByText('TypeScript').waitFor();
    await expect(page.getByRole('list', { name: 'Skills' }).textContent()).resolves.toContain('expert');
    await expectAccessible('profile');
  }, 60_000);

  it('writes a narrative, its status arriving in the page, and downloads the JSON-LD export', async () => {
    const status = page.getByTestId('narrative-status');
    await expect(status.textContent()).resolves.toBe('');
    await page.getByLabel('For (comma-separated contexts)').fill('backend');
    await page.getByRole('button', { name: 'Write narrative' }).click();
    await status.filter({ hasText: 'Narrative ready.' }).waitFor({ timeout: 30_000 });
    const blocks = page.getByRole('list', { name: 'Narrative' }).getByRole('listitem');
    expect(await blocks.count()).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JSON-LD' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^profile-.+\.jsonld$/);
    const person = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(person).toMatchObject({ '@type': 'Person', name });
    expect(JSON.stringify(person)).toContain('TypeScript');

    await page.getByRole('button', { name: 'Issue credential' }).click();
    await page.getByRole('button', { name: 'Verify it' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Valid: signed by did:key:/ })
      .waitFor();
    await expectAccessible('profile with exports');

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'web-resume.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 90_000);
});
