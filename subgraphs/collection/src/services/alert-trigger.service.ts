import type { Logger } from 'pino';
import type { EventBus } from '@platform/pubsub';
import {
  ALERT_TRIGGERED_TOPIC,
  PRICE_UPDATE_TOPIC,
  type AlertTriggered,
  type PriceUpdate,
} from '@platform/catalog-contracts';
import { stepAlert } from '../rules/alert-rules.js';
import { alertViewOf } from './alert.service.js';
import type { CollectionContext } from './collection-context.js';

/** Queues the signed webhook delivery of a fired alert (the collection's Agenda job). */
export type EnqueueWebhook = (alertId: string, event: AlertTriggered) => Promise<unknown>;

/**
 * Runs a card's alerts on each price.update. Every change is a conditional update on the state it
 * was decided from, so when several replicas see the same update (a Redis bus) exactly one of them
 * fires an alert; that one publishes `alert.triggered` and queues the webhook.
 */
export class AlertTriggerService {
  constructor(
    private readonly context: CollectionContext,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly enqueueWebhook: EnqueueWebhook,
  ) {}

  /** Subscribes to price.update; returns the unsubscribe. */
  listen(): () => void {
    return this.bus.subscribe<PriceUpdate>(PRICE_UPDATE_TOPIC, (update) =>
      this.onPrice(update).then(
        () => undefined,
        (error: Error) =>
          this.logger.error({ err: error.message, cardId: update.card_id }, 'price alerts not run'),
      ),
    );
  }

  async onPrice(update: PriceUpdate): Promise<AlertTriggered[]> {
    const connection = this.context.orm.em.getConnection();
    const rows: Array<Record<string, any>> = await connection.execute(
      `select *, "threshold"::float8 as "threshold", "reference_price"::float8 as "reference_price" from "collection"."price_alert" where "card_id" = ?`,
      [update.card_id],
    );
    const fired: AlertTriggered[] = [];
    for (const row of rows) {
      const alert = alertViewOf(row);
      const step = stepAlert(
        {
          kind: alert.kind,
          threshold: alert.price,
          percent: alert.percent,
          referencePrice: alert.referencePrice,
          armed: alert.armed,
        },
        update.price,
      );
      const guard = `"id" = ? and "armed" = ? and "reference_price" is not distinct from ?::numeric`;
      const guardParams = [alert.id, alert.armed, alert.referencePrice];
      if (!step.fire) {
        if (step.armed === undefined && step.referencePrice === undefined) continue;
        await connection.execute(
          `update "collection"."price_alert" set "armed" = ?, "reference_price" = ? where ${guard}`,
          [step.armed ?? alert.armed, step.referencePrice ?? alert.referencePrice, ...guardParams],
        );
        continue;
      }
      const now = this.context.now();
      const won: unknown[] = await connection.execute(
        `update "collection"."price_alert" set "armed" = ?, "reference_price" = ?, "last_price" = ?, "last_triggered_at" = ?,
           "trigger_count" = "trigger_count" + 1 where ${guard} returning "id"`,
        [
          alert.kind === 'move',
          alert.kind === 'move' ? step.referencePrice : null,
          update.price,
          now,
          ...guardParams,
        ],
      );
      if (won.length === 0) continue;
      const event: AlertTriggered = {
        alert_id: alert.id,
        owner_id: row.owner_id,
        card_id: alert.cardId,
        ticker: update.ticker,
        kind: alert.kind,
        threshold: alert.price,
        percent: alert.percent,
        price: update.price,
        reference_price: alert.kind === 'move' ? alert.referencePrice : null,
        change_percentage: step.changePercentage,
        triggered_at: now.toISOString(),
      };
      fired.push(event);
      await this.bus.publish(ALERT_TRIGGERED_TOPIC, event).catch((error: Error) => {
        this.logger.warn({ err: error.message, alertId: alert.id }, 'could not publish alert.triggered');
      });
      if (row.webhook_url) await this.enqueueWebhook(alert.id, event);
    }
    return fired;
  }
}
