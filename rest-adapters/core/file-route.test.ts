import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { parse } from 'graphql';
import { z } from 'zod';
import { pino } from 'pino';
import { createRestRouter } from './rest-router.js';
import { openApiDocument } from './openapi.js';
import { route } from './route.js';
import type { GraphExecutor } from './graph-executor.js';
import { statusForCode, type ErrorBodies, type RestApi } from './rest-api.js';

// Routes with `file`: the operation names a file, the router streams it with the declared type.
const folder = mkdtempSync(join(tmpdir(), 'file-route-test-'));
const executor: GraphExecutor = {
  contextFor: async (_headers, requestId) => ({ requestId, identity: null, internal: false }),
  execute: async (_query, _name, variables) => ({ data: { report: { path: join(folder, `${String(variables.name)}.pdf`) } } }),
};
const errors: ErrorBodies = {
  fromGraphQL: (error) => ({ status: statusForCode(error.extensions?.code), body: { message: error.message } }),
  invalidRequest: (message, details) => ({ status: 400, body: { message, details } }),
  tokenRequired: () => ({ status: 401, body: { message: 'Authorization token required' } }),
  notFound: () => ({ status: 404, body: { message: 'no route' } }),
  rateLimited: () => ({ status: 429, body: { message: 'slow down' } }),
  payloadTooLarge: () => ({ status: 413, body: { message: 'too large' } }),
  internal: () => ({ status: 500, body: { status: 'error', message: 'Internal server error', timestamp: 'now' } }),
};
const api: RestApi = {
  name: 'test',
  title: 'Test',
  version: '1',
  description: '',
  errors,
  routes: [
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
      respond: (data: { report: { path: string } }, { params }) => ({ file: data.report.path, contentType: 'application/pdf', filename: `${params.name}.pdf` }),
      response: z.string().meta({ format: 'binary' }),
    }),
  ],
};

describe('REST router: file routes', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    writeFileSync(join(folder, 'q3.pdf'), '%PDF-1.7 test bytes');
    server = express().use(createRestRouter(api, executor, { bodyLimit: '1kb', logger: pino({ level: 'silent' }) })).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
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
