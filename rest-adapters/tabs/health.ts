import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';

export const healthResponse = z
  .object({
    status: z
      .enum(['ok', 'degraded'])
      .describe('ok: everything answers; degraded: the API works but a dependency does not (see services)'),
    timestamp: z.string(),
    services: z.object({
      api: z.enum(['healthy', 'unhealthy']).describe('the API and its database; unhealthy answers 503'),
      mlService: z
        .enum(['healthy', 'unhealthy'])
        .describe('the analysis service; unhealthy still answers 200 (non-ML features work)'),
      mlServiceLastCheck: z.string(),
      redis: z
        .enum(['healthy', 'degraded'])
        .optional()
        .describe('present with REDIS_URL; degraded: events stay in this process, caches are bypassed'),
    }),
  })
  .meta({ id: 'Health' });

/**
 * GET /health: 200 while the API's database answers (503 otherwise). `status` is `degraded` when
 * anything it depends on is not healthy (the analysis service, Redis), so a monitor sees a partial
 * outage without the load balancer taking a working API out of rotation.
 */
export function healthHandler(
  db: Database,
  mlHealth: () => { healthy: boolean; checkedAt: Date },
  bus?: EventBus,
) {
  return async (_req: Request, res: Response) => {
    const apiHealthy = await db.pool.query('select 1').then(
      () => true,
      () => false,
    );
    const ml = mlHealth();
    const redisDegraded = bus?.degraded?.();
    const allHealthy = apiHealthy && ml.healthy && !redisDegraded;
    res.status(apiHealthy ? 200 : 503).json({
      status: allHealthy ? 'ok' : 'degraded',
      timestamp: new Date().toISOString(),
      services: {
        api: apiHealthy ? 'healthy' : 'unhealthy',
        mlService: ml.healthy ? 'healthy' : 'unhealthy',
        mlServiceLastCheck: ml.checkedAt.toISOString(),
        ...(redisDegraded === undefined ? {} : { redis: redisDegraded ? 'degraded' : 'healthy' }),
      },
    });
  };
}
