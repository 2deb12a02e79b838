import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Database } from '@platform/db';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    timestamp: z.string(),
    services: z.object({
      api: z.enum(['healthy', 'unhealthy']),
      mlService: z.enum(['healthy', 'unhealthy']),
      mlServiceLastCheck: z.string(),
    }),
  })
  .meta({ id: 'Health' });

const ML_CHECK_EVERY_MS = 10_000;

/**
 * GET /health: the API is healthy when its database answers; the analysis service's state comes
 * from its own /health at ML_URL, checked at most every 10 s so health probes stay cheap.
 */
export function healthHandler(db: Database, mlUrl: string) {
  let ml = { healthy: false, checkedAt: new Date(0) };
  const checkMl = async () => {
    if (Date.now() - ml.checkedAt.getTime() < ML_CHECK_EVERY_MS) return ml;
    const healthy = await fetch(new URL('/health', mlUrl), { signal: AbortSignal.timeout(1000) })
      .then((res) => res.ok)
      .catch(() => false);
    ml = { healthy, checkedAt: new Date() };
    return ml;
  };
  return async (_req: Request, res: Response) => {
    const [apiHealthy, mlState] = await Promise.all([
      db.pool.query('select 1').then(() => true, () => false),
      checkMl(),
    ]);
    res.status(apiHealthy ? 200 : 503).json({
      status: apiHealthy ? 'ok' : 'degraded',
      timestamp: new Date().toISOString(),
      services: {
        api: apiHealthy ? 'healthy' : 'unhealthy',
        mlService: mlState.healthy ? 'healthy' : 'unhealthy',
        mlServiceLastCheck: mlState.checkedAt.toISOString(),
      },
    });
  };
}
