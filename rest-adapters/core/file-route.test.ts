import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { z } from 'zod';
import { openApiDocument } from './openapi.js';
import { route } from './route.js';
import type { GraphExecutor } from './graph-executor.js';
import { serveRouter, testApi } from './router-test-server.js';

// Routes with `file`: the operation names a file, the router streams it with the declared type.
const folder = mkdtempSync(join(tmpdir(), 'file-route-test-'));
const executor: GraphExecutor = {
  contextFor: async (_headers, requestId) => ({ requestId, identity: null, internal: false }),
  execute: async (_query, _name, variables) => ({ data: { report: { path: join(folder, `${String(variables.name)}.pdf`) } } }),
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
    respond: (data: { report: { path: string } }, { params }) => ({ file: data.report.path, filename: `${params.name}.pdf` }),
    response: z.string().meta({ format: 'binary' }),
  }),
]);

describe('REST router: file routes', () => {
  let served: Awaited<ReturnType<typeof serveRouter>>;
  let base: string;
  beforeAll(async () => {
    writeFileSync(join(folder, 'q3.pdf'), '%PDF-1.7 test bytes');
    served = await serveRouter(api, executor);
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    rmSync(folder, { recursive: true, force: true });
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

  it('documents the declared content type in OpenAPI', () => {
    const document = openApiDocument(api, z.object({ message: z.string() }));
    expect(Object.keys((document.paths!['/reports/{name}'] as any).get.responses['200'].content)).toEqual(['application/pdf']);
  });
});
