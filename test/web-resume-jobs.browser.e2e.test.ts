import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Browser, Page } from 'playwright-core';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import {
  buildWebApp,
  launchChromium,
  seriousViolations,
  signUpVerified,
  subscriptionOpened,
} from './web/app-browser.js';

const SCREENSHOTS = new URL('../docs/screenshots/', import.meta.url).pathname;
const WEBHOOK_SECRET = 'whsec_web_resume_jobs';

/**
 * The resume profile's mask, live job feed, gap analysis, tailoring and cover letters with the
 * plan's quota (docs/web-app.md), in Chromium against the real platform on the resume realm's token.
 */
describe('the resume jobs screens in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-resume-jobs-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = { username: `job_${suffix}`, email: `job.${suffix}@example.com`, password: 'web-jobs-pw-1' };
  let platform: RunningPlatform;
  let browser: Browser;
  let page: Page;
  let app: string;
  /** The resume realm's token the page exchanged for, read off its token exchange. */
  let resumeToken: Promise<string>;
  let profileId: string;

  const asPerson = async <T = any>(query: string, variables: Record<string, unknown>) => {
    const body = await graphql<T>(platform.graphql, query, { token: await resumeToken, variables });
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  const expectAccessible = async (screen: string) =>
    expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });

  beforeAll(async () => {
    await buildWebApp();
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      TRUSTED_DOCUMENTS: 'allow-listed-clients',
      TRUSTED_DOCUMENTS_CLIENTS: 'web',
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_web_resume_pro',
    });
    app = `http://localhost:${new URL(platform.api).port}/app/`;
    await signUpVerified(platform.api, outbox, person);
    browser = await launchChromium();
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    ).newPage();
    resumeToken = new Promise((resolve) => {
      page.on('response', (response) => {
        if (!response.request().postData()?.includes('realm%3Aresume')) return;
        void response.json().then((body: { access_token?: string }) => {
          if (body.access_token) resolve(body.access_token);
        });
      });
    });
  }, START_HOOK_TIMEOUT_MS + 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in and chooses the mask the profile is presented through', async () => {
    await page.goto(new URL('resume', app).href);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('No profiles yet.').waitFor();

    const made = await asPerson<{ createResumeProfile: { id: string } }>(
      'mutation($input: ProfileInput!) { createResumeProfile(input: $input) { id } }',
      { input: { slug: `jobs-${suffix}`, displayName: 'Grace Jobseeker', title: 'Data engineer' } },
    );
    profileId = made.createResumeProfile.id;
    for (const name of ['TypeScript', 'PostgreSQL'])
      await asPerson('mutation($p: ID!, $i: SkillInput!) { addSkill(profileId: $p, input: $i) { id } }', {
        p: profileId,
        i: { name },
      });
    await asPerson(
      'mutation($p: ID!, $i: ExperienceInput!) { addExperience(profileId: $p, input: $i) { id } }',
      {
        p: profileId,
        i: { title: 'Data engineer', company: 'Initech', isCurrent: true, technologies: ['TypeScript'] },
      },
    );

    // The live feed subscribes as the page opens: the job below is indexed only after that.
    const subscribed = subscriptionOpened(page);
    await page.goto(new URL(`resume/profile/${profileId}`, app).href);
    await page.getByRole('heading', { level: 1, name: 'Grace Jobseeker' }).waitFor();
    const inUse = page.getByTestId('mask-in-use');
    await expect(inUse.textContent()).resolves.toBe('Mask in use: the best fit for each task.');
    const choices = page.getByRole('group', { name: 'How the profile presents itself' }).getByRole('radio');
    expect(await choices.count()).toBeGreaterThan(1);
    const mask = choices.nth(1);
    await mask.focus();
    await page.keyboard.press('Space');
    await expect(mask.isChecked()).resolves.toBe(true);
    const label = (await mask.locator('xpath=..').textContent())!.split(' · ')[0]!.trim();
    await expect(inUse.textContent()).resolves.toBe(`Mask in use: ${label}.`);
    await subscribed;
    await expectAccessible('profile with masks');
  }, 120_000);

  it('shows the FREE plan allows no tailoring, and a matching job arriving while the page is open', async () => {
    await page.getByTestId('hunter-tier').filter({ hasText: 'Plan: FREE' }).waitFor();
    const tailorings = page.getByRole('row', { name: /^Tailorings/ });
    await expect(tailorings.textContent()).resolves.toContain('None (0)');

    const feed = page.getByRole('list', { name: 'New matching jobs' });
    expect(await feed.count()).toBe(0);
    const title = `Streaming engineer ${suffix}`;
    await asPerson('mutation($jobs: [JobPostingInput!]!) { importJobs(jobs: $jobs) { imported } }', {
      jobs: [
        {
          title,
          company: 'Acme',
          url: `https://jobs.example.org/web/${randomUUID()}`,
          description: 'Stream data with TypeScript and Kafka.',
          skills: ['TypeScript', 'Kafka'],
        },
      ],
    });
    await feed.getByText(title).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: `Check fit for ${title}` }).press('Enter');
    const fit = page.getByRole('region', { name: new RegExp(`^Fit for ${title}`) });
    await expect(fit.evaluate((box) => box === document.activeElement)).resolves.toBe(true);
    const gap = fit.getByRole('definition');
    await gap.filter({ hasText: 'Kafka' }).first().waitFor();
    const analysis = await fit.getByLabel('Gap analysis').innerText();
    expect(analysis).toMatch(/Missing\s+kafka/i);
    expect(analysis).toMatch(/You have\s+typescript/i);

    await fit.getByRole('button', { name: 'Tailor the resume' }).click();
    await fit.getByRole('alert').filter({ hasText: 'Your plan includes no tailorings.' }).waitFor();
    await fit.getByRole('button', { name: 'Write cover letter' }).click();
    await fit.getByRole('alert').filter({ hasText: 'Your plan includes no cover letters.' }).waitFor();
    await expectAccessible('job fit refused by the FREE plan');
  }, 90_000);

  it('tailors and writes a cover letter once the PRO subscription applies', async () => {
    const token = await resumeToken;
    const identityId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${suffix}`,
          object: 'subscription',
          customer: `cus_${suffix}`,
          status: 'active',
          metadata: { identity_id: identityId },
          items: { data: [{ price: { id: 'price_web_resume_pro' } }] },
        },
      },
    });
    const applied = await fetch(`${platform.resumeApi}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(applied.status).toBe(200);

    await page.getByRole('button', { name: 'Refresh plan' }).click();
    await page.getByTestId('hunter-tier').filter({ hasText: 'Plan: PRO' }).waitFor();
    const fit = page.getByRole('region', { name: /^Fit for Streaming engineer/ });
    await fit.getByRole('button', { name: 'Tailor the resume' }).click();
    const tailored = fit.getByRole('status').filter({ hasText: /^Mask used: / });
    await tailored.waitFor();
    await expect(tailored.textContent()).resolves.toMatch(/experiences? brought forward/);

    await fit.getByLabel('Tone').selectOption('warm');
    await fit.getByRole('button', { name: 'Write cover letter' }).click();
    const letter = fit.getByTestId('cover-letter');
    await letter.waitFor();
    await expect(letter.textContent()).resolves.toContain('Streaming engineer');
    await expect(fit.locator('figcaption').textContent()).resolves.toMatch(/\d+ words, warm/);
    await page
      .getByRole('row', { name: /^Tailorings/ })
      .filter({ hasText: /^Tailorings\s*1\s*5$/ })
      .waitFor();
    await expectAccessible('job fit on the PRO plan');

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'web-resume-jobs.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 90_000);

  it('renders the PDF through the chosen mask, and tells a tampered credential from the one issued', async () => {
    const label = (await page.getByTestId('mask-in-use').textContent())!.replace(/^Mask in use: |\.$/g, '');
    await page.getByRole('button', { name: 'Render PDF' }).click();
    const rendered = page.getByRole('status').filter({ hasText: /^Rendered / });
    await rendered
      .or(page.getByRole('alert').filter({ hasText: /pdf|render/i }))
      .first()
      .waitFor({ timeout: 60_000 });
    await expect(rendered.textContent()).resolves.toContain(`styled by the ${label} mask`);

    // A resume API the browser cannot reach (down, or refusing the page's origin) is said so.
    await page.route('**/export/pdf*', (route) => route.abort());
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The resume API' })
      .filter({ hasText: 'CORS_ORIGINS' })
      .waitFor();
    await page.unroute('**/export/pdf*');

    // The file itself comes from the resume API's port, on the page's resume token, through the mask.
    const pdfRequest = page.waitForRequest((sent) => /\/profiles\/[^/]+\/export\/pdf/.test(sent.url()));
    const pdfSaved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const sent = new URL((await pdfRequest).url());
    expect(sent.origin).toBe(new URL(platform.resumeApi).origin.replace('127.0.0.1', 'localhost'));
    expect(sent.searchParams.get('maskId')).toBeTruthy();
    const pdfFile = await pdfSaved;
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdfFile.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved .+\.pdf\.$/ })
      .waitFor();

    await page.getByRole('button', { name: 'Issue credential' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download credential' }).click();
    const credential = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8'));
    expect(credential.proof).toBeDefined();

    const pasted = page.getByLabel('A credential to check (JSON)');
    await pasted.fill('{ not json');
    await page.getByRole('button', { name: 'Check credential' }).click();
    await page.getByRole('alert').filter({ hasText: 'This is not JSON' }).waitFor();
    await pasted.fill(JSON.stringify(credential));
    await page.getByRole('button', { name: 'Check credential' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Valid: signed by did:key:/ })
      .waitFor();
    const tampered = {
      ...credential,
      credentialSubject: { ...credential.credentialSubject, name: 'Mallory' },
    };
    await pasted.fill(JSON.stringify(tampered));
    await page.getByRole('button', { name: 'Check credential' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Not valid: / })
      .waitFor();
    await expectAccessible('exports with a refused credential');
  }, 120_000);
});
