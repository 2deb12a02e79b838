import type { DomainOrm } from '@platform/db';
import {
  decodeCursor,
  keysetCondition,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import type { ProductId } from '../rules/products.js';
import { subjectOf } from './entitlement.service.js';

export interface CreditView {
  productId: ProductId;
  /** Every consumable receipt's quantity for the product, added up. */
  credits: number;
  receipts: number;
  lastPurchasedAt: Date;
}

// One row per product: the product id alone is a total order.
const CREDIT_ORDER: KeyColumn[] = [{ sql: '"product_id"', direction: 'asc', cast: 'text' }];

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The caller's consumable credits, per product, as a keyset list: summed from the receipts in the
 * database (no balance is stored beside them, so a receipt and the credit it adds can never
 * disagree). Durables are owned, not counted: they are in the receipts list only.
 */
export class CreditService {
  constructor(private readonly orm: DomainOrm) {}

  async list(userId: string, page: PageRequest = {}): Promise<Page<CreditView>> {
    const id = subjectOf(userId);
    const limit = pageLimit(page.limit);
    const scope = `entitlements.credits:${id}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, CREDIT_ORDER.length) : null;
    const keyset = keysetCondition(CREDIT_ORDER, after);
    const rows: Array<Record<string, any>> = await this.orm.em.getConnection().execute(
      `select "product_id", sum("quantity")::int as "credits", count(*)::int as "receipts", max("purchased_at") as "last_purchased_at"
       from "entitlements"."iap_receipt" where "user_id" = ? and "kind" = 'consumable' and ${keyset.sql}
       group by "product_id" order by "product_id" asc limit ?`,
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
      }),
    );
  }
}
