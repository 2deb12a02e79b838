import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATEGORIES } from '../src/pipelines/category-keywords.js';
import { ENTITY_TYPES } from '../src/pipelines/entities.js';
import { replies } from '../src/http/errors.js';
import { labelledTexts } from './fixtures/labelled-texts.js';
import { startService, type RunningService } from './http-harness.js';

const text = labelledTexts
  .slice(10, 14)
  .map((item) => item.text)
  .join('\n\n');
const PIPELINE_PATHS = [
  '/api/analyze',
  '/api/summarize',
  '/api/classify',
  '/api/entities',
  '/api/embed',
  '/api/keywords',
];

describe('analysis HTTP API', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.close());

  it('POST /api/analyze runs all five pipelines', async () => {
    const { status, body } = await service.post('/api/analyze', {
      text,
      url: 'https://news.example.com/local',
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'category',
      'embedding',
      'entities',
      'keywords',
      'summary',
      'truncated',
    ]);
    expect(body.category).toBe('News');
    expect(body.embedding).toHaveLength(384);
    expect(Object.keys(body.entities).sort()).toEqual([...ENTITY_TYPES].sort());
    expect(body.keywords.length).toBe(10);
    expect(body.summary.split(/\s+/).length).toBeGreaterThanOrEqual(50);
    expect(body.truncated).toBe(false);
  });

  it('POST /api/summarize honours maxWords and reports the word count', async () => {
    const { status, body } = await service.post('/api/summarize', { text, maxWords: 60 });
    expect(status).toBe(200);
    expect(body.wordCount).toBeGreaterThanOrEqual(50);
    expect(body.wordCount).toBeLessThanOrEqual(60);
    expect(body.summary.split(/\s+/)).toHaveLength(body.wordCount);
    expect((await service.post('/api/summarize', { text, maxWords: 20 })).status).toBe(400);
  });

  it('POST /api/classify returns the category and all ten scores', async () => {
    const { status, body } = await service.post('/api/classify', { text: labelledTexts[0].text });
    expect(status).toBe(200);
    expect(body.category).toBe('Technology');
    expect(Object.keys(body.scores).sort()).toEqual([...CATEGORIES].sort());
    expect(body.truncated).toBe(false);
  });

  it('POST /api/entities returns every entity type', async () => {
    const { status, body } = await service.post('/api/entities', {
      text: 'Email jane@example.com about the meeting in Berlin on May 4, 2025.',
    });
    expect(status).toBe(200);
    expect(body.entities.emails).toEqual(['jane@example.com']);
    expect(body.entities.places).toContain('Berlin');
    expect(body.truncated).toBe(false);
  });

  it('POST /api/embed embeds one text or a batch', async () => {
    const single = await service.post('/api/embed', { text: 'hello world' });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ dimensions: 384, model: 'hash-384', truncated: false });
    expect(single.body.embedding).toHaveLength(384);
    const batch = await service.post('/api/embed', { texts: ['hello world', 'goodbye moon'] });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ dimensions: 384, model: 'hash-384' });
    expect(batch.body.embeddings).toHaveLength(2);
    expect(batch.body.embeddings[0]).toEqual(single.body.embedding);
    expect((await service.post('/api/embed', { texts: [] })).status).toBe(400);
    expect((await service.post('/api/embed', { texts: Array(257).fill('x') })).status).toBe(400);
    expect((await service.post('/api/embed', { text: 'a', texts: ['b'] })).status).toBe(400);
  });

  it('POST /api/keywords respects the limit', async () => {
    const { status, body } = await service.post('/api/keywords', { text, limit: 3 });
    expect(status).toBe(200);
    expect(body.keywords).toHaveLength(3);
    expect(body.keywords[0]).toEqual({ term: expect.any(String), score: expect.any(Number) });
    expect((await service.post('/api/keywords', { text, limit: 51 })).status).toBe(400);
  });

  it('GET /health reports the pipelines and the embedder', async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      pipelines: ['summarize', 'classify', 'entities', 'embed', 'keywords'],
      embedder: 'hash-384',
      uptimeSeconds: expect.any(Number),
    });
  });

  it.each(PIPELINE_PATHS)(
    '%s rejects empty, blank, missing and non-string text with 400 naming the field',
    async (path) => {
      for (const body of [{ text: '' }, { text: '  \n ' }, {}, { text: 42 }, { text: null }]) {
        const response = await service.post(path, body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          error: 'validation_error',
          details: [expect.objectContaining({ path: 'text' })],
        });
        expect(response.body.message).toMatch(/^text: /);
      }
    },
  );

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await service.post('/api/analyze', '{"text": "unterminated');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation_error', message: 'Malformed JSON in request body' });
  });

  it('answers unknown routes with 404', async () => {
    const response = await fetch(`${service.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'No route for GET /api/nothing-here',
    });
  });

  it('documents every path with request and response bodies at /api-docs.json, and serves Swagger UI', async () => {
    const document = (await (await fetch(`${service.url}/api-docs.json`)).json()) as any;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([...PIPELINE_PATHS, '/health'].sort());
    for (const path of PIPELINE_PATHS) {
      expect(document.paths[path].post.requestBody.content['application/json'].schema).toBeDefined();
      expect(document.paths[path].post.responses['200'].content['application/json'].schema).toBeDefined();
      expect(document.paths[path].post.responses['400']).toBeDefined();
    }
    const ui = await fetch(`${service.url}/api-docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('shapes a 500 as {status, message, timestamp} with no stack', () => {
    const { status, body } = replies.internal() as { status: number; body: Record<string, unknown> };
    expect(status).toBe(500);
    expect(Object.keys(body).sort()).toEqual(['message', 'status', 'timestamp']);
    expect(body.status).toBe('error');
  });
});

describe('analysis HTTP API limits', () => {
  it('truncates a 3 MB text and answers /api/analyze without hanging', async () => {
    const service = await startService({ ANALYSIS_BODY_LIMIT: '10mb' });
    try {
      const page = labelledTexts.map((item) => item.text).join('\n\n');
      const huge = page.repeat(Math.ceil(3_000_000 / page.length)).slice(0, 3_000_000);
      const started = Date.now();
      const { status, body } = await service.post('/api/analyze', { text: huge });
      const ms = Date.now() - started;
      console.log(`3 MB /api/analyze: ${ms} ms (truncated to ${service.config.maxTextChars} chars)`);
      expect(status).toBe(200);
      expect(body.truncated).toBe(true);
      expect(body.embedding).toHaveLength(384);
      // A hang guard, not a timing target (the figure above is the measurement): loaded CI machines vary.
      expect(ms).toBeLessThan(30_000);
    } finally {
      await service.close();
    }
  });

  it('answers bodies beyond ANALYSIS_BODY_LIMIT with 413', async () => {
    const service = await startService({ ANALYSIS_BODY_LIMIT: '1kb' });
    try {
      const { status, body } = await service.post('/api/summarize', { text: 'x '.repeat(2000) });
      expect(status).toBe(413);
      expect(body).toEqual({ error: 'payload_too_large', message: expect.stringContaining('1kb') });
    } finally {
      await service.close();
    }
  });

  it('reports truncated: true on single-pipeline endpoints past ANALYSIS_MAX_TEXT_CHARS', async () => {
    const service = await startService({ ANALYSIS_MAX_TEXT_CHARS: '1000' });
    try {
      const long = labelledTexts.map((item) => item.text).join(' ');
      for (const path of PIPELINE_PATHS)
        expect((await service.post(path, { text: long })).body.truncated).toBe(true);
      expect((await service.post('/api/keywords', { text: 'short text here' })).body.truncated).toBe(false);
    } finally {
      await service.close();
    }
  });
});
