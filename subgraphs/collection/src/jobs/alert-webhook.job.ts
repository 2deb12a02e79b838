import { defineJob, type JobData } from '@platform/jobs';
import type { UrlGuard } from '@platform/url-guard';
import type { AlertTriggered } from '@platform/catalog-contracts';
import type { CollectionContext } from '../services/collection-context.js';
import { deliverWebhook } from '../services/alert-webhook.js';

export const ALERT_WEBHOOK_JOB = 'collection.alert-webhook';

/** One fired alert's delivery. `userId` stays null: a cards subject is not a jobs-domain user id. */
export interface AlertWebhookJob extends JobData {
  userId: null;
  alertId: string;
  event: AlertTriggered;
}

/** POSTs a fired alert to its webhook, signed; retried on failure; skipped once the alert is deleted. */
export const alertWebhookJob = (context: CollectionContext, guard: UrlGuard) =>
  defineJob<AlertWebhookJob>({
    name: ALERT_WEBHOOK_JOB,
    description: "Delivers a fired price alert to its owner's webhook, signed with the alert's secret",
    concurrency: 4,
    maxAttempts: 5,
    async handler({ alertId, event }, { logger }) {
      const [alert]: Array<{ webhook_url: string | null; webhook_secret: string | null }> =
        await context.orm.em
          .getConnection()
          .execute(`select "webhook_url", "webhook_secret" from "collection"."price_alert" where "id" = ?`, [
            alertId,
          ]);
      if (!alert?.webhook_url || !alert.webhook_secret) return;
      const status = await deliverWebhook(guard, {
        url: alert.webhook_url,
        secret: alert.webhook_secret,
        event,
        at: context.now(),
      });
      logger.info({ alertId, status }, 'price alert delivered to its webhook');
    },
  });
