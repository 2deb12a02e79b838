import { randomUUID } from 'node:crypto';
import { BadInput, BusinessRuleViolation, NotFound } from '@platform/errors';
import {
  decodeCursor,
  keysetCondition,
  keysetOrderBy,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import { BlockedUrl, type UrlGuard } from '@platform/url-guard';
import { alertInputSchema, type AlertInput, type AlertKind } from '../rules/alert-rules.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import type { AlertCardsOf } from '../ports.js';
import { toDate, withOwnersLocked, type CollectionContext } from './collection-context.js';
import { newWebhookSecret } from './alert-webhook.js';

export interface AlertView {
  id: string;
  cardId: string;
  kind: AlertKind;
  price: number | null;
  percent: number | null;
  referencePrice: number | null;
  armed: boolean;
  webhookUrl: string | null;
  lastPrice: number | null;
  lastTriggeredAt: Date | null;
  triggerCount: number;
  createdAt: Date;
}

/** More alerts (or watched cards) than the tier keeps (the cards API: 422 `alert_limit_exceeded`). */
export class AlertLimitExceeded extends BusinessRuleViolation {
  constructor(what: 'alerts' | 'watched cards', max: number) {
    super('alert_limit_exceeded', `Your tier keeps at most ${max} ${what}; Pro keeps any number`, {
      max,
      requires_pro: true,
    });
  }
}

const ALERT_ORDER: KeyColumn[] = [
  { sql: '"created_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"id"', direction: 'desc', cast: 'uuid' },
];

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const alertViewOf = (row: Record<string, any>): AlertView => ({
  id: row.id,
  cardId: row.card_id,
  kind: row.kind,
  price: num(row.threshold),
  percent: num(row.percent),
  referencePrice: num(row.reference_price),
  armed: row.armed,
  webhookUrl: row.webhook_url ?? null,
  lastPrice: num(row.last_price),
  lastTriggeredAt: row.last_triggered_at ? toDate(row.last_triggered_at) : null,
  triggerCount: Number(row.trigger_count),
  createdAt: toDate(row.created_at),
});

const COLUMNS = `"id", "card_id", "kind", "threshold", "percent", "reference_price", "armed", "webhook_url", "last_price", "last_triggered_at", "trigger_count", "created_at"`;

/**
 * The owner's price alerts: made (within the tier's count, checked in the same statement as the
 * insert, under the owner's lock), listed and deleted. What fires them: alert-trigger.service.ts.
 */
export class AlertService {
  constructor(
    private readonly context: CollectionContext,
    private readonly cards: AlertCardsOf,
    private readonly guard: UrlGuard,
  ) {}

  async create(
    ownerId: string,
    input: AlertInput,
  ): Promise<{ alert: AlertView; webhookSecret: string | null }> {
    const parsed = parseInput(alertInputSchema, input);
    const webhookUrl = parsed.webhookUrl || null;
    if (webhookUrl) {
      try {
        await this.guard.check(webhookUrl);
      } catch (error) {
        if (!(error instanceof BlockedUrl)) throw error;
        throw new BadInput(`webhookUrl: ${error.message}`, { reason: 'invalid_webhook_url' });
      }
    }
    const card = (await this.cards([parsed.cardId])).get(parsed.cardId.toLowerCase());
    if (!card) throw new NotFound('Card');
    const { maxAlerts } = (await this.context.entitlementsOf(ownerId)).alertLimits;
    const secret = webhookUrl ? newWebhookSecret() : null;
    const id = randomUUID();
    const [row] = await withOwnersLocked(this.context, [ownerId], (sql) =>
      sql(
        `insert into "collection"."price_alert" ("id", "owner_id", "card_id", "kind", "threshold", "percent", "reference_price", "armed", "webhook_url", "webhook_secret", "trigger_count", "created_at")
         select ?, ?, ?, ?, ?, ?, ?, true, ?, ?, 0, ?
         where (select count(*) from "collection"."price_alert" where "owner_id" = ?) < ?
         returning ${COLUMNS}`,
        [
          id,
          ownerId,
          card.cardId,
          parsed.kind,
          parsed.kind === 'move' ? null : parsed.price,
          parsed.kind === 'move' ? parsed.percent : null,
          parsed.kind === 'move' ? card.marketPrice : null,
          webhookUrl,
          secret,
          this.context.now(),
          ownerId,
          maxAlerts,
        ],
      ),
    );
    if (!row) throw new AlertLimitExceeded('alerts', maxAlerts);
    return { alert: alertViewOf(row), webhookSecret: secret };
  }

  async list(ownerId: string, page: PageRequest = {}): Promise<Page<AlertView>> {
    const limit = pageLimit(page.limit);
    const scope = `collection.alerts:${ownerId}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, ALERT_ORDER.length) : null;
    const keyset = keysetCondition(ALERT_ORDER, after);
    const rows: Array<Record<string, any>> = await this.context.orm.em.getConnection().execute(
      `select ${COLUMNS} from "collection"."price_alert" where "owner_id" = ? and ${keyset.sql}
       order by ${keysetOrderBy(ALERT_ORDER)} limit ?`,
      [ownerId, ...keyset.params, limit + 1],
    );
    return toPage(rows, limit, scope, (row) => [toDate(row.created_at).toISOString(), row.id], alertViewOf);
  }

  /** Deletes one of the owner's alerts; another owner's is NOT_FOUND, as a missing one. */
  async delete(ownerId: string, alertId: string): Promise<AlertView> {
    if (!isUuid(alertId)) throw new NotFound('Alert');
    const [row]: Array<Record<string, any>> = await this.context.orm.em
      .getConnection()
      .execute(
        `delete from "collection"."price_alert" where "id" = ? and "owner_id" = ? returning ${COLUMNS}`,
        [alertId, ownerId],
      );
    if (!row) throw new NotFound('Alert');
    return alertViewOf(row);
  }
}
