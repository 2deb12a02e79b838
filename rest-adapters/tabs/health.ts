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

/**
 * GET /health: the API is healthy when its database answers; the analysis service's state is the
 * latest result of the periodic check (`mlHealth`), with the time it was taken.
 */
export function healthHandler(db: Database, mlHealth: () => { healthy: boolean; checkedAt: Date }) {
  return async (_req: Request, res: Response) => {
    const apiHealthy = await db.pool.query('select 1').then(() => true, () => false);
    const ml = mlHealth();
    res.status(apiHealthy ? 200 : 503).json({
      status: apiHealthy ? 'ok' : 'degraded',
      timestamp: new Date().toISOString(),
      services: {
        api: apiHealthy ? 'healthy' : 'unhealthy',
        mlService: ml.healthy ? 'healthy' : 'unhealthy',
        mlServiceLastCheck: ml.checkedAt.toISOString(),
      },
    });
  };
}
