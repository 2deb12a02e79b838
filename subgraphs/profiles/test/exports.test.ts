import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { BadInput, NotFound } from '@platform/errors';
import { canonicalJson } from '../src/exports/verifiable-credential.js';
import { didKeyOf } from '../src/exports/signing-key.js';
import { newSubject, startProfiles, type ProfilesHarness } from './profiles-harness.js';

jest.setTimeout(60_000);

let h: ProfilesHarness;
beforeAll(async () => (h = await startProfiles()));
afterAll(async () => h.close());

async function fullProfile() {
  const subject = newSubject();
  const { profiles, career } = h.profiles.services;
  const { id } = await profiles.create(subject, {
    slug: 'full',
    displayName: 'Rita Mendes',
    title: 'Engineer',
    locationText: 'Porto',
  });
  await career.addExperience(subject, id, {
    title: 'Junior Developer',
    company: 'First Ltd',
    startDate: '2015-02-01',
    endDate: '2018-01-31',
  });
  await career.addExperience(subject, id, {
    title: 'Engineering Manager',
    company: 'Acme Corp',
    startDate: '2018-02-01',
    isCurrent: true,
    technologies: ['Go'],
  });
  await career.addSkill(subject, id, { name: 'Go', category: 'language', proficiencyLevel: 'expert' });
  await career.addProject(subject, id, {
    name: 'Tide',
    url: 'https://example.org/tide',
    technologies: ['Rust'],
  });
  return { subject, id };
}

describe('JSON-LD export', () => {
  it('is a schema.org Person: name, current job title, employer, skills and experience', async () => {
    const { subject, id } = await fullProfile();
    const doc = await h.profiles.services.exports.jsonLd(subject, id);
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Rita Mendes',
      jobTitle: 'Engineering Manager',
      worksFor: { '@type': 'Organization', name: 'Acme Corp' },
    });
    expect(doc.knowsAbout).toEqual([expect.objectContaining({ '@type': 'DefinedTerm', name: 'Go' })]);
    expect(doc.hasOccupation.map((o) => o.roleName)).toEqual(['Engineering Manager', 'Junior Developer']);
    await expect(h.profiles.services.exports.jsonLd(newSubject(), id)).rejects.toThrow(NotFound);
  });
});

/** A credential about "Chief Scientist at Forged Corp", signed correctly by a fresh did:key of its own. */
async function forgedCredential() {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  const did = didKeyOf(jwk);
  const body = {
    '@context': ['https://www.w3.org/2018/credentials/v1'],
    type: ['VerifiableCredential', 'ResumeCredential'],
    issuer: did,
    issuanceDate: '2026-11-23T10:00:00.000Z',
    credentialSubject: { name: 'Mallory', jobTitle: 'Chief Scientist', worksFor: { name: 'Forged Corp' } },
  };
  const jws = await new CompactSign(new TextEncoder().encode(canonicalJson(body)))
    .setProtectedHeader({ alg: 'EdDSA' })
    .sign(privateKey);
  return {
    ...body,
    proof: {
      type: 'JsonWebSignature2020',
      verificationMethod: `${did}#${did.slice(8)}`,
      proofPurpose: 'assertionMethod',
      jws,
    },
  };
}

describe('verifiable credential', () => {
  it('is signed by a did:key issuer and verifies; a tampered copy does not', async () => {
    const { subject, id } = await fullProfile();
    const vc = await h.profiles.services.exports.credential(subject, id);
    expect(vc).toMatchObject({
      type: ['VerifiableCredential', 'ResumeCredential'],
      issuer: expect.stringMatching(/^did:key:z6Mk/),
      credentialSubject: { name: 'Rita Mendes' },
    });
    expect(vc['@context'][0]).toBe('https://www.w3.org/2018/credentials/v1');
    expect(await h.profiles.services.exports.verify(vc)).toEqual({
      valid: true,
      issuer: vc.issuer,
      trusted: true,
      trustedBy: 'service-key',
    });
    const tampered = structuredClone(vc);
    tampered.credentialSubject.jobTitle = 'Chief Executive';
    expect((await h.profiles.services.exports.verify(tampered)).valid).toBe(false);
    expect(
      (
        await h.profiles.services.exports.verify({
          ...vc,
          issuer: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
        })
      ).valid,
    ).toBe(false);
  });

  it("refuses a correctly signed credential whose did:key issuer is neither the service's key nor on the trust list", async () => {
    const forged = await forgedCredential();
    expect(await h.profiles.services.exports.verify(forged)).toEqual({
      valid: false,
      issuer: forged.issuer,
      trusted: false,
      trustedBy: null,
      reason: expect.stringMatching(/trust/),
    });
  });

  it('accepts an earlier service key (VC_PREVIOUS_ISSUERS) and a trust-list issuer (VC_TRUSTED_ISSUERS), and says which', async () => {
    const [previous, listed] = [await forgedCredential(), await forgedCredential()];
    const other = await startProfiles({
      env: {
        VC_PREVIOUS_ISSUERS: ` ${previous.issuer} `,
        VC_TRUSTED_ISSUERS: `did:key:z6Mkunrelated,${listed.issuer}`,
      },
    });
    try {
      expect(await other.profiles.services.exports.verify(previous)).toMatchObject({
        valid: true,
        trusted: true,
        trustedBy: 'service-key',
      });
      expect(await other.profiles.services.exports.verify(listed)).toMatchObject({
        valid: true,
        trusted: true,
        trustedBy: 'trust-list',
      });
      const tampered = structuredClone(listed);
      tampered.credentialSubject.name = 'Someone Else';
      expect(await other.profiles.services.exports.verify(tampered)).toMatchObject({
        valid: false,
        trusted: true,
        trustedBy: 'trust-list',
        reason: expect.any(String),
      });
    } finally {
      await other.close();
    }
  });

  it('generates the signing key once into the data folder and keeps using it', async () => {
    const { subject, id } = await fullProfile();
    const first = await h.profiles.services.exports.credential(subject, id);
    const stored = JSON.parse(await readFile(join(h.dataDir, 'vc-signing-key.json'), 'utf8'));
    expect(stored).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect((await h.profiles.services.exports.credential(subject, id)).issuer).toBe(first.issuer);
  });
});

describe('JSON Resume', () => {
  it('exports a document the JSON Resume schema accepts and imports it back as a new profile', async () => {
    const { subject, id } = await fullProfile();
    const resume = await h.profiles.services.exports.jsonResume(subject, id);
    expect(resume.basics).toMatchObject({ name: 'Rita Mendes', label: 'Engineer' });
    expect(resume.work?.[0]).toMatchObject({ name: 'Acme Corp', position: 'Engineering Manager' });
    const copy = await h.profiles.services.exports.importJsonResume(subject, 'copy', resume);
    expect(copy).toMatchObject({ slug: 'copy', displayName: 'Rita Mendes', locationText: 'Porto' });
    expect((await h.profiles.services.career.experiences(subject, copy.id)).map((e) => e.company)).toEqual([
      'Acme Corp',
      'First Ltd',
    ]);
    expect((await h.profiles.services.career.skills(subject, copy.id)).map((s) => s.name)).toEqual(['Go']);
  });

  it('refuses a document the schema rejects, naming the field', async () => {
    const attempt = h.profiles.services.exports.importJsonResume(newSubject(), 'bad', {
      basics: { name: 7 },
      work: [{ startDate: 'last spring' }],
    });
    await expect(attempt).rejects.toThrow(BadInput);
    await expect(attempt).rejects.toMatchObject({
      details: { field: expect.stringMatching(/basics.name|work/) },
    });
  });
});
