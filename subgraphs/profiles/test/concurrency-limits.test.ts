import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { RequestContext } from '@platform/auth';
import { exportResolvers } from '../src/graphql/export.resolvers.js';
import {
  ConcurrencyLimit,
  PDF_EXPORTS_IN_FLIGHT,
  TooManyInFlight,
} from '../src/services/concurrency-limit.js';
import type { PdfExportService } from '../src/services/pdf-export.service.js';
import { newSubject, startProfiles, type ProfilesHarness } from './profiles-harness.js';

jest.setTimeout(60_000);

let h: ProfilesHarness;
beforeAll(async () => (h = await startProfiles()));
afterAll(async () => h.close());

const contextOf = (subject: string) =>
  ({
    requestId: 'r',
    internal: false,
    identity: {
      realm: 'resume',
      subject,
      scopes: ['profiles:read', 'profiles:write'],
      tier: null,
      expiresAt: 0,
      extras: {},
    },
  }) as unknown as RequestContext;

describe('per-user concurrency limit', () => {
  it('refuses work beyond the limit at once with 429 QUOTA_EXCEEDED {feature, limit}, per user, and frees a slot when work ends (even failing)', async () => {
    const limit = new ConcurrencyLimit('pdf_export', 2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = limit.run('alice', () => held);
    const second = limit.run('alice', () => held);
    await expect(limit.run('alice', async () => 'third')).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { feature: 'pdf_export', limit: 2, used: 2 },
    });
    await expect(limit.run('bob', async () => 'bob')).resolves.toBe('bob');
    release();
    await Promise.all([first, second]);
    await expect(
      limit.run('alice', async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(limit.inFlight('alice')).toBe(0);
  });

  it('holds PDF exports of one user to PDF_EXPORTS_IN_FLIGHT: parallel exports beyond it are refused while the first render', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, { slug: 'pdf', displayName: 'Sam' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const pdf = {
      render: async (_subject: string, profileId: string) => {
        renders += 1;
        await held;
        return { profileId, fileName: 'plain.pdf', pages: 1 };
      },
    } as unknown as PdfExportService;
    const exportPdf = (
      exportResolvers(h.profiles, pdf).Mutation as Record<string, (...args: unknown[]) => Promise<unknown>>
    ).exportProfilePdf;
    const attempts = Array.from({ length: 5 }, () =>
      exportPdf({}, { id, maskId: null }, contextOf(subject), {}).then(
        () => 'rendered',
        (error: unknown) => error,
      ),
    );
    const refused = await Promise.all(attempts.slice(PDF_EXPORTS_IN_FLIGHT));
    expect(refused.every((error) => error instanceof TooManyInFlight)).toBe(true);
    expect(renders).toBe(PDF_EXPORTS_IN_FLIGHT);
    release();
    expect(await Promise.all(attempts.slice(0, PDF_EXPORTS_IN_FLIGHT))).toEqual(['rendered', 'rendered']);
    await expect(exportPdf({}, { id, maskId: null }, contextOf(subject), {})).resolves.toMatchObject({
      fileName: 'plain.pdf',
    });
  });
});
