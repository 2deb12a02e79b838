import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
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
import { IapReceipt } from '../entities/iap-receipt.entity.js';
import { PRODUCTS, type ProductId, type ProductKind } from '../rules/products.js';
import type { ProviderEvent } from '../rules/stripe-events.js';
import { subjectOf } from './entitlement.service.js';

export type EventOutcome = 'applied' | 'ignored' | 'stale' | 'duplicate';

export interface ReceiptView {
  receiptId: string;
  productId: ProductId;
  kind: ProductKind;
  quantity: number;
  amountTotal: number | null;
  currency: string | null;
  purchasedAt: Date;
}

const RECEIPT_ORDER: KeyColumn[] = [
  { sql: '"purchased_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"id"', direction: 'desc', cast: 'uuid' },
];

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Applies verified provider events. Each event id is recorded in the same statement that applies
 * it, so the same event twice is applied once (the second answers `duplicate`), and a crash can
 * never record an event without its effect. A subscription snapshot older than the one applied
 * (by the event's time) changes nothing (`stale`): providers do not promise order.
 */
export class BillingEventService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  async apply(event: ProviderEvent): Promise<{ outcome: EventOutcome; reason?: string }> {
    const connection = this.orm.em.getConnection();
    const command = event.command;
    const now = this.now();
    const recordEvent = `insert into "entitlements"."processed_event" ("event_id", "type", "outcome", "processed_at") values (?, ?, ?, ?) on conflict ("event_id") do nothing returning "event_id"`;
    if (command.kind === 'ignored') {
      const rows: unknown[] = await connection.execute(recordEvent, [event.id, event.type, 'ignored', now]);
      this.logger.info(
        { eventId: event.id, type: event.type, reason: command.reason },
        'billing event ignored',
      );
      return rows.length ? { outcome: 'ignored', reason: command.reason } : { outcome: 'duplicate' };
    }
    if (command.kind === 'subscription') {
      const [row]: Array<{ fresh: number; written: number }> = await connection.execute(
        `with e as (${recordEvent}),
         s as (
           insert into "entitlements"."subscription" ("user_id", "tier", "status", "current_period_end", "cancel_at_period_end", "provider", "provider_subscription_id", "provider_customer_id", "event_created_at", "updated_at")
           select ?, ?, ?, ?, ?, 'stripe', ?, ?, ?, ? from e
           on conflict ("user_id") do update set "tier" = excluded."tier", "status" = excluded."status", "current_period_end" = excluded."current_period_end",
             "cancel_at_period_end" = excluded."cancel_at_period_end", "provider" = excluded."provider", "provider_subscription_id" = excluded."provider_subscription_id",
             "provider_customer_id" = excluded."provider_customer_id", "event_created_at" = excluded."event_created_at", "updated_at" = excluded."updated_at"
           where "subscription"."event_created_at" is null or "subscription"."event_created_at" <= excluded."event_created_at"
           returning "user_id")
         select (select count(*) from e)::int as "fresh", (select count(*) from s)::int as "written"`,
        [
          event.id,
          event.type,
          'applied',
          now,
          subjectOf(command.userId),
          command.tier,
          command.status,
          command.currentPeriodEnd,
          command.cancelAtPeriodEnd,
          command.providerSubscriptionId,
          command.providerCustomerId,
          event.created,
          now,
        ],
      );
      if (!row.fresh) return { outcome: 'duplicate' };
      if (!row.written) {
        await connection.execute(
          `update "entitlements"."processed_event" set "outcome" = 'stale' where "event_id" = ?`,
          [event.id],
          'run',
        );
        return { outcome: 'stale' };
      }
      this.logger.info(
        { eventId: event.id, userId: command.userId, status: command.status, tier: command.tier },
        'subscription updated',
      );
      return { outcome: 'applied' };
    }
    const [row]: Array<{ fresh: number }> = await connection.execute(
      `with e as (${recordEvent}),
       r as (
         insert into "entitlements"."iap_receipt" ("id", "user_id", "product_id", "kind", "quantity", "amount_total", "currency", "provider", "provider_session_id", "event_id", "purchased_at")
         select ?, ?, ?, ?, ?, ?, ?, 'stripe', ?, ?, ? from e
         on conflict ("provider_session_id") do nothing returning "id")
       select (select count(*) from e)::int as "fresh"`,
      [
        event.id,
        event.type,
        'applied',
        now,
        randomUUID(),
        subjectOf(command.userId),
        command.productId,
        PRODUCTS[command.productId].kind,
        command.quantity,
        command.amountTotal,
        command.currency,
        command.sessionId,
        event.id,
        event.created,
      ],
    );
    if (!row.fresh) return { outcome: 'duplicate' };
    this.logger.info(
      { eventId: event.id, userId: command.userId, productId: command.productId },
      'in-app purchase recorded',
    );
    return { outcome: 'applied' };
  }

  /** The user's receipts, newest first. */
  async receipts(userId: string, page: PageRequest = {}): Promise<Page<ReceiptView>> {
    const id = subjectOf(userId);
    const limit = pageLimit(page.limit);
    const scope = `entitlements.receipts:${id}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, RECEIPT_ORDER.length) : null;
    const keyset = keysetCondition(RECEIPT_ORDER, after);
    const rows: Array<Record<string, any>> = await this.orm.em.getConnection().execute(
      `select "id", "product_id", "kind", "quantity", "amount_total", "currency", "purchased_at" from "entitlements"."iap_receipt"
       where "user_id" = ? and ${keyset.sql} order by ${keysetOrderBy(RECEIPT_ORDER)} limit ?`,
      [id, ...keyset.params, limit + 1],
    );
    return toPage(
      rows,
      limit,
      scope,
      (row) => [toDate(row.purchased_at).toISOString(), row.id],
      (row) => ({
        receiptId: row.id,
        productId: row.product_id,
        kind: row.kind,
        quantity: row.quantity,
        amountTotal: row.amount_total ?? null,
        currency: row.currency ?? null,
        purchasedAt: toDate(row.purchased_at),
      }),
    );
  }

  /** What the user's purchases add up to: consumable credits bought and durables owned. */
  async inventory(
    userId: string,
  ): Promise<{ credits: Partial<Record<ProductId, number>>; owned: ProductId[] }> {
    const receipts = await this.orm.em.fork().find(IapReceipt, { userId: subjectOf(userId) });
    const credits: Partial<Record<ProductId, number>> = {};
    const owned = new Set<ProductId>();
    for (const receipt of receipts) {
      if (receipt.kind === 'consumable')
        credits[receipt.productId] = (credits[receipt.productId] ?? 0) + receipt.quantity;
      else owned.add(receipt.productId);
    }
    return { credits, owned: [...owned].sort() };
  }
}
