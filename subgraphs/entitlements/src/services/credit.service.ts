import { randomUUID } from 'node:crypto';
import type { DomainOrm } from '@platform/db';
import { BadInput, DomainError } from '@platform/errors';
import {
  decodeCursor,
  keysetCondition,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import { PRODUCTS, type ProductId } from '../rules/products.js';
import { subjectOf } from './entitlement.service.js';
import { SPEND_STATEMENT, withCreditsLocked } from './credit-ledger.js';

export interface CreditView {
  productId: ProductId;
  /** Every consumable receipt's quantity for the product, added up. */
  credits: number;
  receipts: number;
  lastPurchasedAt: Date;
  /** Every spend's quantity for the product, added up. */
  spent: number;
  /** credits - spent: never below zero. */
  balance: number;
}

export interface SpendResult {
  spendId: string;
  productId: ProductId;
  quantity: number;
  credits: number;
  spent: number;
  balance: number;
}

/** Why credits are spent, as the ledger records it. */
export type SpendReason = 'proxy_print' | 'direct';

// One row per product: the product id alone is a total order.
const CREDIT_ORDER: KeyColumn[] = [{ sql: '"r"."product_id"', direction: 'asc', cast: 'text' }];

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The caller's consumable credits, per product: bought (summed from the receipts) and spent (summed
 * from the ledger of spends) in the database, no balance stored beside them, so a receipt or a spend
 * and the balance can never disagree. Durables are owned, not counted: they are in the receipts only.
 */
export class CreditService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(userId: string, page: PageRequest = {}): Promise<Page<CreditView>> {
    const id = subjectOf(userId);
    const limit = pageLimit(page.limit);
    const scope = `entitlements.credits:${id}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, CREDIT_ORDER.length) : null;
    const keyset = keysetCondition(CREDIT_ORDER, after);
    const rows: Array<Record<string, any>> = await this.orm.em.getConnection().execute(
      `select "r"."product_id", sum("r"."quantity")::int as "credits", count(*)::int as "receipts",
              max("r"."purchased_at") as "last_purchased_at",
              (select coalesce(sum("s"."quantity"), 0)::int from "entitlements"."credit_spend" "s"
               where "s"."user_id" = "r"."user_id" and "s"."product_id" = "r"."product_id") as "spent"
       from "entitlements"."iap_receipt" "r" where "r"."user_id" = ? and "r"."kind" = 'consumable' and ${keyset.sql}
       group by "r"."user_id", "r"."product_id" order by "r"."product_id" asc limit ?`,
      [id, ...keyset.params, limit + 1],
    );
    return toPage(
      rows,
      limit,
      scope,
      (row) => [row.product_id],
      (row) => ({
        productId: row.product_id,
        credits: Number(row.credits),
        receipts: Number(row.receipts),
        lastPurchasedAt: toDate(row.last_purchased_at),
        spent: Number(row.spent),
        balance: Number(row.credits) - Number(row.spent),
      }),
    );
  }

  /**
   * Spends `quantity` credits of a consumable at once, or none: the balance check and the ledger row
   * are one locked statement, so concurrent spends never take the balance below zero. Not enough
   * credits is 402 insufficient_credits with what was needed and what is left.
   */
  async spend(
    userId: string,
    productId: ProductId,
    quantity: number,
    reason: SpendReason,
  ): Promise<SpendResult> {
    const id = subjectOf(userId);
    if (PRODUCTS[productId]?.kind !== 'consumable')
      throw new BadInput(`${productId} is not a consumable: it has no credits to spend`);
    if (!Number.isInteger(quantity) || quantity < 1) throw new BadInput('quantity must be at least 1');
    const spendId = randomUUID();
    const [row] = await withCreditsLocked(this.orm, `entitlements.credits:${id}:${productId}`, (sql) =>
      sql(SPEND_STATEMENT, [
        id,
        productId,
        id,
        productId,
        spendId,
        id,
        productId,
        quantity,
        reason,
        this.now(),
        quantity,
      ]),
    );
    const credits = Number(row.bought);
    const spentBefore = Number(row.spent);
    if (!Number(row.inserted)) {
      throw new DomainError('UPGRADE_REQUIRED', `Not enough ${productId} credits: ${quantity} needed`, {
        reason: 'insufficient_credits',
        product_id: productId,
        required: quantity,
        balance: credits - spentBefore,
      });
    }
    const spent = spentBefore + quantity;
    return { spendId, productId, quantity, credits, spent, balance: credits - spent };
  }

  /** Gives a spend back (its work failed after the credits were taken): the ledger row goes. */
  async refund(userId: string, spendId: string): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(`delete from "entitlements"."credit_spend" where "id" = ? and "user_id" = ?`, [
        spendId,
        subjectOf(userId),
      ]);
  }
}
