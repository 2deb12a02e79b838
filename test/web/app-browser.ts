// What the web app's browser tests share: Debian's Chromium driven by Playwright, the app built from
// the sources, axe-core's verdict on a screen, and the account mails the platform wrote.
import { spawn } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { eventually } from '../support/accounts.js';
import { mailTo } from '../support/mail-outbox.js';
import { request } from '../support/http-client.js';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Debian's Chromium (scripts/install-system-packages.sh installs it); nothing is downloaded. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** Builds web/ into dist/web (web/build.mjs), so the test drives the sources as they are now. */
export function buildWebApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['web/build.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web build exited with ${code}:\n${output.join('')}`)),
    );
  });
}

/** axe-core's serious and critical violations of the screen as it is now (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => String(node.target)) }));
}

/** The link of kind `path` (/verify-email, /reset-password) in the first mail nodemailer wrote to `address`. */
export async function mailedLink(outbox: string, address: string, path: string): Promise<URL> {
  const text = await eventually(async () => mailTo(outbox, address)[0]?.text);
  const match = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

/**
 * Resolves once the page's graphql-ws socket sent a subscribe message (graphql-ws sends it only
 * after the server acknowledged the connection), and the server had a moment to handle it.
 */
export function subscriptionOpened(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"')) setTimeout(resolve, 300);
      });
    });
  });
}

/**
 * Signs `person` up on the tab API and confirms the address from the mailed link, as the API's own
 * client would. It throws rather than using Jest's expect: the bench (scripts/bench-web.ts) loads
 * this module outside Jest.
 */
export async function signUpVerified(
  api: string,
  outbox: string,
  person: { username: string; email: string; password: string },
): Promise<void> {
  const registered = await request(api, 'POST', '/api/auth/register', { body: person });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const link = await mailedLink(outbox, person.email, '/verify-email');
  const verified = await request(api, 'POST', '/api/auth/verify-email', {
    body: { token: link.searchParams.get('token') },
  });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
}
