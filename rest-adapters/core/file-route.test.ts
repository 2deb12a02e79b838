import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { z } from 'zod';
import { openApiDocument } from './openapi.js';
import { route } from './route.js';
import type { GraphExecutor } from '@platform/subgraph-kit/executor';
import { serveRouter, testApi } from './router-test-server.js';

// Routes with `file`: the operation names a file inside a named folder, the router streams it with
// the declared type from that folder and nowhere else. The test double of the graph answers what
// the test planted (`answers`), as a compromised or buggy subgraph could.
const top = mkdtempSync(join(tmpdir(), 'file-route-test-'));
const folder = join(top, 'reports');
const outside = join(top, 'secret.pdf');
const answers: Record<string, string[]> = {};
const executor: GraphExecutor = {
  contextFor: async (_headers, requestId) => ({ requestId, identity: null, internal: false }),
  execute: async (_query, _name, variables) => ({
    data: { report: { path: answers[String(variables.name)] ?? ['7', `${String(variables.name)}.pdf`] } },
  }),
};
const api = testApi([
  route({
    method: 'get',
    path: '/reports/:name',
    summary: 'x',
    tag: 'x',
    auth: 'none',
    params: z.object({ name: z.string().regex(/^\w+$/) }),
    operation: parse('query Report($name: String!) { report(name: $name) { path } }'),
    variables: ({ params }) => params,
    file: { contentType: 'application/pdf' },
    respond: (data: { report: { path: string[] } }, { params }) => ({
      folder: 'reports',
      path: data.report.path,
      filename: `${params.name}.pdf`,
    }),
    response: z.string().meta({ format: 'binary' }),
  }),
]);

describe('REST router: file routes', () => {
  let served: Awaited<ReturnType<typeof serveRouter>>;
  let base: string;
  beforeAll(async () => {
    mkdirSync(join(folder, '7'), { recursive: true });
    writeFileSync(join(folder, '7', 'q3.pdf'), '%PDF-1.7 test bytes');
    writeFileSync(join(folder, '7', '.hidden.pdf'), 'dotfile');
    writeFileSync(outside, 'SECRET outside the folder');
    symlinkSync(outside, join(folder, '7', 'linked.pdf'));
    symlinkSync(top, join(folder, '8'));
    served = await serveRouter(api, executor, { reports: folder });
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    rmSync(top, { recursive: true, force: true });
  });

  it('streams the file with its content type and download name', async () => {
    const response = await fetch(`${base}/reports/q3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?q3\.pdf"?$/);
    expect(await response.text()).toBe('%PDF-1.7 test bytes');
  });

  it('answers a file missing on disk with the API 404 body, not a download', async () => {
    const response = await fetch(`${base}/reports/gone`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ message: 'File not found' });
  });

  it('refuses every path that is not a plain file inside the folder, as a 404 that reveals nothing', async () => {
    const attempts: Record<string, string[]> = {
      absolute: [outside],
      parent: ['7', '..', '..', 'secret.pdf'],
      dotdot: ['..', 'secret.pdf'],
      slashes: ['7/../../secret.pdf'],
      dotfile: ['7', '.hidden.pdf'],
      symlinkFile: ['7', 'linked.pdf'],
      symlinkFolder: ['8', 'secret.pdf'],
      empty: [],
      nul: ['7', 'q3.pdf\u0000'],
    };
    Object.assign(answers, attempts);
    for (const name of Object.keys(attempts)) {
      const response = await fetch(`${base}/reports/${name}`);
      const body = await response.text();
      expect([name, response.status, response.headers.get('content-disposition')]).toEqual([name, 404, null]);
      expect(body).not.toMatch(/SECRET|dotfile/);
      expect(JSON.parse(body)).toEqual({ message: 'File not found' });
    }
  });

  it('documents the declared content type in OpenAPI', () => {
    const document = openApiDocument(api, z.object({ message: z.string() }));
    expect(Object.keys((document.paths!['/reports/{name}'] as any).get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });
});
