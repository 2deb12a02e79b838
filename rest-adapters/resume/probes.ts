import type { Request, Response } from 'express';
import { z } from 'zod';

export const healthBody = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
const check = z.enum(['healthy', 'unhealthy']);
export const readyBody = z
  .object({ status: z.enum(['ready', 'degraded']), checks: z.object({ database: check, cache: check }) })
  .meta({ id: 'Readiness', description: '200 ready; 503 degraded when a check is unhealthy' });

/** GET /health: the process answers, nothing else is consulted (a liveness probe). */
export const healthHandler = (_req: Request, res: Response) => res.json({ status: 'ok' });

/**
 * GET /ready: 200 {status: ready} when the database answers and the cache is usable; otherwise 503
 * {status: degraded, checks}. The cache is Redis when REDIS_URL is set (the event bus reports it),
 * else the in-process store, which is healthy while the process runs.
 */
export function readyHandler(probes: { database: () => Promise<boolean>; cacheDegraded: () => boolean }) {
  return async (_req: Request, res: Response) => {
    const database = await probes.database().catch(() => false);
    const cache = !probes.cacheDegraded();
    const checks = { database: database ? 'healthy' : 'unhealthy', cache: cache ? 'healthy' : 'unhealthy' };
    if (database && cache) return res.json({ status: 'ready', checks });
    res.status(503).json({ status: 'degraded', checks });
  };
}
