import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Request, Response } from 'express';

/**
 * GET /openapi.yaml (and each further document): the route table's OpenAPI document as YAML, made
 * on the first request: the YAML library and the text cost memory a process that is never asked for
 * it should not pay.
 */
export function yamlDocument(document: object) {
  let text: Promise<string> | undefined;
  return async (_req: Request, res: Response) => {
    text ??= import('yaml').then(({ stringify }) => stringify(document, { aliasDuplicateObjects: false }));
    res.type('application/yaml').send(await text);
  };
}

/** Where GET /redoc's page loads ReDoc from: this process, never a CDN (clients may have no internet). */
export const REDOC_BUNDLE_PATH = '/redoc/redoc.standalone.js';

/** ReDoc's standalone bundle (the npm package `redoc`), read once, when first asked for. */
const redocBundle = () =>
  readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'));

/**
 * GET /redoc: ReDoc rendering `specUrl`, its script served by this process at REDOC_BUNDLE_PATH
 * (mount `redocBundleHandler()` there); Swagger UI on /docs is served from this process too.
 */
export function redocPage(title: string, specUrl: string) {
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="${escape(specUrl)}"></redoc>
<script src="${REDOC_BUNDLE_PATH}"></script></body></html>`;
  return (_req: Request, res: Response) => res.type('html').send(html);
}

/** GET REDOC_BUNDLE_PATH: the bundle, cacheable for a day (its version changes only with package.json). */
export function redocBundleHandler() {
  let bundle: Buffer | undefined;
  return (_req: Request, res: Response) =>
    res
      .type('application/javascript')
      .set('cache-control', 'public, max-age=86400')
      .send((bundle ??= redocBundle()));
}
