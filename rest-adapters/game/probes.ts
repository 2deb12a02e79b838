import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';

export const healthBody = z
  .object({ status: z.literal('ok'), timestamp: z.string() })
  .meta({ id: 'GameHealth' });

export const readyBody = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    timestamp: z.string(),
    checks: z.object({
      database: z.enum(['up', 'down']),
      redis: z
        .enum(['up', 'down', 'not_configured'])
        .describe('not_configured without REDIS_URL (state kept in process)'),
    }),
  })
  .meta({ id: 'GameReady' });

/** GET /health: liveness only (the process answers); an orchestrator restarts it when this fails. */
export function gameHealthHandler() {
  return (_req: Request, res: Response) => res.json({ status: 'ok', timestamp: new Date().toISOString() });
}

/**
 * GET /ready: 200 while the database and, with REDIS_URL, Redis answer; 503 otherwise, so a load
 * balancer takes the replica out of rotation without restarting it. Redis is judged by the event
 * bus's probe (it pings every few seconds on the same server the game's session state lives on).
 */
export function gameReadyHandler(db: Database, bus: EventBus, redisConfigured: boolean) {
  return async (_req: Request, res: Response) => {
    const database = await db.pool.query('select 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const redis = !redisConfigured ? 'not_configured' : bus.degraded?.() ? 'down' : 'up';
    const ready = database === 'up' && redis !== 'down';
    if (!ready) res.setHeader('Retry-After', '5');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not_ready',
      timestamp: new Date().toISOString(),
      checks: { database, redis },
    });
  };
}
