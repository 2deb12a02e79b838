import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';

export const healthBody = z
  .object({ status: z.literal('ok'), timestamp: z.string() })
  .meta({ id: 'GameHealth' });

export const readyBody = z
  .object({
    status: z
      .enum(['ready', 'not_ready', 'degraded'])
      .describe('degraded: up, but location validation fails closed for want of exclusion-zone data'),
    timestamp: z.string(),
    checks: z.object({
      database: z.enum(['up', 'down']),
      redis: z
        .enum(['up', 'down', 'not_configured'])
        .describe('not_configured without REDIS_URL (state kept in process)'),
      zones: z
        .enum(['loaded', 'missing', 'not_required'])
        .describe(
          'exclusion-zone data; not_required outside production or with GAME_ALLOW_EMPTY_ZONES=true, missing answers 503 degraded',
        ),
    }),
  })
  .meta({ id: 'GameReady' });

/** GET /health: liveness only (the process answers); an orchestrator restarts it when this fails. */
export function gameHealthHandler() {
  return (_req: Request, res: Response) => res.json({ status: 'ok', timestamp: new Date().toISOString() });
}

/**
 * GET /ready: 200 while the database and, with REDIS_URL, Redis answer and, when required (production
 * without GAME_ALLOW_EMPTY_ZONES), exclusion zones are stored; 503 otherwise (status degraded when only
 * the zones are missing), so a load balancer takes the replica out of rotation without restarting it. Redis is judged by the event
 * bus's probe (it pings every few seconds on the same server the game's session state lives on).
 */
export function gameReadyHandler(
  db: Database,
  bus: EventBus,
  redisConfigured: boolean,
  zonesRequired = false,
) {
  return async (_req: Request, res: Response) => {
    const database = await db.pool.query('select 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const redis = !redisConfigured ? 'not_configured' : bus.degraded?.() ? 'down' : 'up';
    const zones = !zonesRequired ? 'not_required' : await storedZones(db);
    const up = database === 'up' && redis !== 'down';
    const ready = up && zones !== 'missing';
    if (!ready) res.setHeader('Retry-After', '5');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : up ? 'degraded' : 'not_ready',
      timestamp: new Date().toISOString(),
      checks: { database, redis, zones },
    });
  };
}

/**
 * Whether any exclusion zone is stored: every replica's index is rebuilt from these rows, so none
 * stored means validation answers blocked_zone_data_unavailable (a failed read counts as missing).
 */
async function storedZones(db: Database): Promise<'loaded' | 'missing'> {
  const loaded = await db.pool
    .query('select exists (select 1 from "geo_safety"."exclusion_zone") as "loaded"')
    .then(
      ({ rows }) => (rows[0] as { loaded?: boolean } | undefined)?.loaded === true,
      () => false,
    );
  return loaded ? 'loaded' : 'missing';
}
