import type { Request, Response } from 'express';
import { stringify } from 'yaml';

/** GET /openapi.yaml (and each further document): the route table's OpenAPI document as YAML. */
export function yamlDocument(document: object) {
  const text = stringify(document, { aliasDuplicateObjects: false });
  return (_req: Request, res: Response) => res.type('application/yaml').send(text);
}

/**
 * GET /redoc: ReDoc's standalone bundle rendering `specUrl`. The bundle comes from ReDoc's CDN
 * (no npm release of it installs here); Swagger UI on /docs is served from this process.
 */
export function redocPage(title: string, specUrl: string) {
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="${escape(specUrl)}"></redoc>
<script src="https://cdn.redoc.ly/redoc/v2.5.0/bundles/redoc.standalone.js"></script></body></html>`;
  return (_req: Request, res: Response) => res.type('html').send(html);
}
