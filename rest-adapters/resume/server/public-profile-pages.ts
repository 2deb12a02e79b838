import type { Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { print } from 'graphql';
import { PublicProfileDocument, type PublicProfileQuery } from '@platform/operations';
import { anonymousContext, type GraphExecutor } from '@platform/subgraph-kit/executor/graph-executor';
import { envelope, internalError } from '../error-bodies.js';

type PublicProfile = PublicProfileQuery['publicProfile'];

/**
 * Shared caches may keep a page a minute; the ETag (Express's, over the body) lets any cache
 * revalidate for a 304. A page its owner made private can thus live on in caches for that minute.
 */
const CACHE_CONTROL = 'public, max-age=60';
const QUERY = print(PublicProfileDocument);

const escapeHtml = (text: string | null | undefined) =>
  (text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script>: no `<` can close the element, whatever the owner typed. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const robots = (profile: PublicProfile) => (profile.indexable ? 'index, follow' : 'noindex, nofollow');

function page(profile: PublicProfile): string {
  const ld = profile.jsonLd as {
    knowsAbout?: Array<{ name: string }>;
    hasOccupation?: Array<{ roleName: string; memberOf?: { name: string } }>;
  };
  const skills = (ld.knowsAbout ?? []).map((s) => `<li>${escapeHtml(s.name)}</li>`).join('');
  const roles = (ld.hasOccupation ?? [])
    .map((r) => `<li>${escapeHtml(r.roleName)}${r.memberOf ? `, ${escapeHtml(r.memberOf.name)}` : ''}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots(profile)}">
<title>${escapeHtml(profile.displayName)}${profile.title ? ` · ${escapeHtml(profile.title)}` : ''}</title>
<script type="application/ld+json">${scriptJson(profile.jsonLd)}</script>
</head><body>
<h1>${escapeHtml(profile.displayName)}</h1>
${profile.title ? `<p>${escapeHtml(profile.title)}</p>` : ''}${profile.headline ? `<p>${escapeHtml(profile.headline)}</p>` : ''}
${skills ? `<h2>Skills</h2><ul>${skills}</ul>` : ''}${roles ? `<h2>Experience</h2><ul>${roles}</ul>` : ''}
</body></html>
`;
}

/**
 * GET /public/profiles/:slug (HTML with the JSON-LD embedded) and /public/profiles/:slug/jsonld: a
 * published profile for anyone, no token read; noindex (header and meta) unless its owner opted in.
 */
export function publicProfilePages(executor: GraphExecutor): {
  html: RequestHandler;
  jsonLd: RequestHandler;
} {
  const load = async (req: Request, res: Response): Promise<PublicProfile | undefined> => {
    const result = await executor.execute(
      QUERY,
      'PublicProfile',
      { slug: String(req.params.slug) },
      anonymousContext(String(res.locals.requestId ?? '')),
    );
    const profile = (result.data as PublicProfileQuery | null | undefined)?.publicProfile;
    if (profile) return profile;
    const code = result.errors?.[0]?.extensions?.code;
    const reply =
      code === 'NOT_FOUND' || code === 'BAD_USER_INPUT'
        ? envelope(404, 'Profile not found')
        : internalError();
    // Not cached: a page published a moment later must show.
    res.status(reply.status).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').json(reply.body);
    return undefined;
  };
  /** The body with its caching headers, or 304 when the client's ETag is still the body's. */
  const answer = (req: Request, res: Response, profile: PublicProfile, type: string, body: string) => {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res
      .set('Cache-Control', CACHE_CONTROL)
      .set('ETag', etag)
      .set('Last-Modified', new Date(String(profile.updatedAt)).toUTCString())
      .set('X-Robots-Tag', robots(profile));
    const presented = (req.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (presented.includes(etag) || presented.includes('*')) res.status(304).end();
    else res.type(type).send(body);
  };
  return {
    html: (req, res, next) => {
      load(req, res)
        .then((profile) => profile && answer(req, res, profile, 'html', page(profile)))
        .catch(next);
    },
    jsonLd: (req, res, next) => {
      load(req, res)
        .then(
          (profile) =>
            profile && answer(req, res, profile, 'application/ld+json', JSON.stringify(profile.jsonLd)),
        )
        .catch(next);
    },
  };
}
