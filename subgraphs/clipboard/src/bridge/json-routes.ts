import { Router, type Request } from 'express';
import type { z } from 'zod';
import { PATHS } from './bridge-paths.js';
import type { ClipQueries } from './clip-queries.js';
import { BadRequestError } from './http-errors.js';
import { contextQuery, describeIssues, recentQuery, searchQuery } from './query-params.js';

function parse<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.query);
  if (!result.success) throw new BadRequestError(describeIssues(result.error));
  return result.data;
}

/** The plain JSON paths: clip lists as `{"items": [...]}` in the CLI's `--json` record shape. */
export function jsonRoutes(queries: ClipQueries): Router {
  const router = Router();

  router.get(PATHS.recent, (req, res) => {
    const q = parse(recentQuery, req);
    res.json({ items: queries.recent({ limit: q.limit, app: q.app, tag: q.tag, pinsOnly: q.pins_only }) });
  });

  router.get(PATHS.context, (req, res) => {
    const q = parse(contextQuery, req);
    const pinsOnly = q.pins ?? q.pins_only;
    res.json({
      items: queries.context({ limit: q.limit, app: q.app, tag: q.tag, hours: q.hours, pinsOnly }),
    });
  });

  router.get(PATHS.search, async (req, res) => {
    const q = parse(searchQuery, req);
    res.json(await queries.search({ q: q.q, limit: q.limit, mode: q.mode, app: q.app, tag: q.tag }));
  });

  router.get(PATHS.health, (_req, res) => {
    res.json({ status: 'ok', ...queries.pulse() });
  });

  return router;
}
