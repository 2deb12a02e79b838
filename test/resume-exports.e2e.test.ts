import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { FakeOllamaServer } from '../subgraphs/profiles/test/fake-ollama-server.js';

const JWT_SECRET = 'resume-exports-e2e-secret-long-enough-0123';
const ALICE = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BOB = '7a8b9c0d-1e2f-4a3b-9c5d-6e7f8a9b0c1d';

describe('resume API: narrative through the orchestrator, exports, credentials', () => {
  let platform: RunningPlatform;
  let ollama: FakeOllamaServer;
  let alice: string;
  let bob: string;
  let profileId: string;
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    let json: any;
    try {
      json = JSON.parse(bytes.toString());
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, bytes };
  };
  const timeline = [
    { id: 'exp-1', title: 'Built a compiler', start: '2019-01', end: '2021-06', tags: ['compilers'] },
    { id: 'exp-2', title: 'Led the platform team', start: '2021-07', tags: ['leadership'] },
  ];

  beforeAll(async () => {
    ollama = await FakeOllamaServer.start();
    platform = await startPlatform({
      JWT_SECRET,
      LOCAL_LLM_ENABLED: 'true',
      LOCAL_LLM_URL: ollama.url,
      LOCAL_LLM_MODEL: 'tiny',
      LOCAL_LLM_TIMEOUT_MS: '1500',
    });
    alice = await developmentToken('resume', JWT_SECRET, {
      sub: ALICE,
      permissions: ['profiles:read', 'profiles:write'],
    });
    bob = await developmentToken('resume', JWT_SECRET, {
      sub: BOB,
      permissions: ['profiles:read', 'profiles:write'],
    });
    const profile = await call('POST', '/profiles', alice, {
      slug: 'exports',
      displayName: 'Katherine Johnson',
      title: 'Mathematician',
      summaryMarkdown: 'Orbital mechanics',
      locationText: 'Hampton',
    });
    profileId = profile.json.id;
    await call('POST', `/profiles/${profileId}/experiences`, alice, {
      title: 'Research mathematician',
      company: 'NASA Langley',
      startDate: '1953-06-01',
      isCurrent: true,
      description: 'Trajectories for Mercury and Apollo',
      technologies: ['FORTRAN'],
      tags: ['orbital'],
    });
    await call('POST', `/profiles/${profileId}/skills`, alice, {
      name: 'Analytic geometry',
      proficiencyLevel: 'expert',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    await ollama?.close();
  });

  it('writes the narrative with the model through the orchestrator worker, citing only items that were sent', async () => {
    ollama.behaviour = {
      kind: 'answer',
      response: () =>
        JSON.stringify({
          blocks: [{ text: 'Compilers first, then people.', weight: 0.9, sources: ['exp-1', 'invented'] }],
        }),
    };
    const res = await call('POST', `/profiles/${profileId}/narrative`, alice, {
      contexts: ['interview'],
      tags: ['leadership'],
      timeline,
      settings: { tone: 'warm', compression_ratio: 0.5 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'completed',
      narrative_blocks: [
        {
          block_id: 'model-1',
          text: 'Compilers first, then people.',
          weight: 0.9,
          sources: ['exp-1'],
          meta: { setting: 'interview' },
        },
      ],
    });
    expect(res.json.narrative_blocks[0].meta.personality).toMatch(/\(warm\)$/);
    expect(ollama.requests.at(-1)).toMatchObject({ model: 'tiny', stream: false });
    expect(ollama.requests.at(-1)!.prompt).toContain('Led the platform team');
    const polled = await call('GET', `/profiles/${profileId}/narrative/${res.json.taskId}`, alice);
    expect(polled.json).toEqual(res.json);
    expect((await call('GET', `/profiles/${profileId}/narrative/${res.json.taskId}`, bob)).status).toBe(404);
  });

  it('falls back to the deterministic composer when the model fails or does not answer in time', async () => {
    for (const behaviour of [{ kind: 'status', status: 500 } as const, { kind: 'hang' } as const]) {
      ollama.behaviour = behaviour;
      const started = Date.now();
      const res = await call('POST', `/profiles/${profileId}/narrative`, alice, {
        contexts: ['board'],
        timeline,
      });
      expect(Date.now() - started).toBeLessThan(35_000);
      expect(res.status).toBe(200);
      const blocks = res.json.narrative_blocks as Array<{
        block_id: string;
        sources: string[];
        meta: { personality: string; setting: string };
        weight: number;
        text: string;
      }>;
      expect(blocks.length).toBeGreaterThan(1);
      expect(blocks.every((block) => !block.block_id.startsWith('model-'))).toBe(true);
      expect(blocks.some((block) => block.sources.length > 0)).toBe(true);
      expect(blocks.flatMap((block) => block.sources).every((id) => id === 'exp-1' || id === 'exp-2')).toBe(
        true,
      );
      expect(blocks[0].meta.setting).toBe('board');
    }
  });

  it('exports JSON-LD, JSON Resume, and a verifiable credential that a tampered copy fails', async () => {
    const jsonLd = (await call('GET', `/profiles/${profileId}/export/jsonld`, alice)).json;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Katherine Johnson',
      jobTitle: 'Research mathematician',
      worksFor: { '@type': 'Organization', name: 'NASA Langley' },
    });
    expect((await call('GET', `/profiles/${profileId}/export/jsonld`, bob)).status).toBe(404);

    const vc = await call('GET', `/profiles/${profileId}/export/vc`, alice);
    expect(vc.json).toMatchObject({
      type: expect.arrayContaining(['VerifiableCredential']),
      issuer: expect.stringMatching(/^did:key:z/),
      credentialSubject: { name: 'Katherine Johnson' },
    });
    expect(Array.isArray(vc.json['@context'])).toBe(true);
    expect(Date.parse(vc.json.issuanceDate)).not.toBeNaN();
    expect((await call('POST', '/credentials/verify', alice, vc.json)).json).toEqual({
      valid: true,
      issuer: vc.json.issuer,
      trusted: true,
      trustedBy: 'service-key',
    });
    const tampered = structuredClone(vc.json);
    tampered.credentialSubject.name = 'Someone Else';
    const verdict = (await call('POST', '/credentials/verify', alice, tampered)).json;
    expect(verdict.valid).toBe(false);
    expect(typeof verdict.reason).toBe('string');

    const resume = (await call('GET', `/profiles/${profileId}/export/json-resume`, alice)).json;
    expect(resume.basics).toMatchObject({ name: 'Katherine Johnson' });
    expect(resume.work[0]).toMatchObject({ name: 'NASA Langley', position: 'Research mathematician' });
    const imported = await call('POST', '/profiles/import/json-resume', alice, { slug: 'imported', resume });
    expect(imported).toMatchObject({
      status: 201,
      json: { displayName: 'Katherine Johnson', slug: 'imported' },
    });
    expect(
      (await call('GET', `/profiles/${imported.json.id}/experiences`, alice)).json.experiences[0],
    ).toMatchObject({ company: 'NASA Langley' });
    expect(
      await call('POST', '/profiles/import/json-resume', alice, {
        slug: 'bad',
        resume: { basics: { name: 42 } },
      }),
    ).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION_ERROR' } } });
  });

  it('renders a multi-page PDF with Chromium, styled by a mask, that pdftotext reads', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'resume-pdf-'));
    try {
      for (const query of [
        '',
        '?maskId=' + (await call('GET', '/masks?ontology=expressive', alice)).json.masks[0].id,
      ]) {
        const pdf = await call('GET', `/profiles/${profileId}/export/pdf${query}`, alice);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const file = join(folder, 'resume.pdf');
        writeFileSync(file, pdf.bytes);
        const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
        expect(text).toContain('Katherine Johnson');
        expect(text).toContain('NASA Langley');
        // pdftotext ends every page with a form feed.
        expect(text.split('\f').filter((page) => page.trim()).length).toBeGreaterThanOrEqual(2);
      }
      expect(await call('GET', `/profiles/${profileId}/export/pdf?maskId=nope`, alice)).toMatchObject({
        status: 404,
        json: { error: { code: 'NOT_FOUND' } },
      });
      expect((await call('GET', `/profiles/${profileId}/export/pdf`, bob)).status).toBe(404);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
