import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import type { RunningPlatform } from './platform-process.js';

export const JWT_SECRET = 'resume-hunter-e2e-secret-long-enough-0123';
export const HUNTER = ['hunter:use'];
export const WEBHOOK_SECRET = 'whsec_resume_hunter_e2e';

/**
 * The Hunter suites' platform settings: the fixture sources live on loopback (private addresses allowed),
 * refresh fast enough to be waited for, and the tier webhooks are signed and name the PRO price.
 */
export const HUNTER_ENV = {
  JWT_SECRET,
  HUNTER_SOURCES_ALLOW_PRIVATE: 'true',
  HUNTER_SOURCE_REFRESH_INTERVAL: '2 seconds',
  HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  HUNTER_PRICE_PRO: 'price_resume_pro',
};

export const job = (n: number, fields: Record<string, unknown> = {}) => ({
  title: `Platform Engineer ${n}`,
  company: 'Acme',
  location: 'Lisbon, Portugal',
  salaryRange: '60-80k EUR',
  url: `https://jobs.example.org/e2e/${n}`,
  postedAt: new Date(Date.UTC(2026, 10, 1 + n)).toISOString(),
  description: 'Build the platform with TypeScript and PostgreSQL.',
  skills: ['TypeScript', 'PostgreSQL'],
  ...fields,
});

export const tokenFor = (permissions: string[], sub: string = randomUUID()) =>
  developmentToken('resume', JWT_SECRET, { sub, permissions });

/** A JSON client of the resume API; `api` is read per call, as the platform starts after the suite is declared. */
export function hunterCaller(api: () => string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${api()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
}

/** Stops the platform; with DEBUG_E2E set, first prints the warnings and errors it logged. */
export async function stopHunterPlatform(platform: RunningPlatform | undefined) {
  if (process.env.DEBUG_E2E) console.log(platform?.logs.filter((l) => /"level":(50|40)/.test(l)).join('\n'));
  await platform?.stop();
}
