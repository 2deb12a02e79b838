import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { configSchema } from '@platform/config';
import { openApiDocument } from '../../core/openapi.js';
import { cardsApi, cardsErrorBody } from '../index.js';

const document = openApiDocument(cardsApi, cardsErrorBody) as unknown as {
  paths: Record<
    string,
    Record<string, { parameters?: Array<{ name: string }>; responses: Record<string, unknown> }>
  >;
};

describe('purchase routes in the cards OpenAPI document', () => {
  it('documents receipts and credits as owner lists with cursor and limit, and the portal with its refusals', () => {
    for (const path of ['/api/v1/billing/receipts', '/api/v1/billing/credits']) {
      const list = document.paths[path].get;
      expect(list.parameters?.map((parameter) => parameter.name).sort()).toEqual(['cursor', 'limit']);
      expect(Object.keys(list.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '429']),
      );
    }
    const portal = document.paths['/api/v1/billing/portal'].post;
    expect(Object.keys(portal.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429', '503']),
    );
  });

  it('refuses wrong query types in the route table before the graph is asked', () => {
    const receipts = cardsApi.routes.find((route) => route.path === '/api/v1/billing/receipts')!;
    const query = receipts.query as z.ZodType;
    expect(query.parse({ limit: '5' })).toMatchObject({ limit: 5 });
    for (const limit of ['abc', '0', '101', '2.5']) expect(query.safeParse({ limit }).success).toBe(false);
  });
});

describe('cards rate-limit settings', () => {
  const settings = configSchema.pick({ CARDS_RATE_LIMIT_MAX: true, CARDS_RATE_LIMIT_WINDOW_MS: true });

  it('defaults to 600 requests a minute, apart from the tab API', () => {
    expect(settings.parse({})).toMatchObject({
      CARDS_RATE_LIMIT_MAX: 600,
      CARDS_RATE_LIMIT_WINDOW_MS: 60_000,
    });
    expect(settings.parse({ CARDS_RATE_LIMIT_MAX: '5' }).CARDS_RATE_LIMIT_MAX).toBe(5);
  });

  it('refuses a budget of nothing, a window under a second and non-numbers', () => {
    for (const value of [
      { CARDS_RATE_LIMIT_MAX: '0' },
      { CARDS_RATE_LIMIT_WINDOW_MS: '999' },
      { CARDS_RATE_LIMIT_MAX: 'lots' },
    ])
      expect(settings.safeParse(value).success).toBe(false);
  });
});
