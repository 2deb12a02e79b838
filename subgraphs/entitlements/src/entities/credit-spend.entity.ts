import { defineEntity, p } from '@mikro-orm/core';
import type { ProductId } from '../rules/products.js';

const CreditSpendSchema = defineEntity({
  name: 'CreditSpend',
  schema: 'entitlements',
  tableName: 'credit_spend',
  indexes: [{ name: 'credit_spend_user_product_idx', properties: ['userId', 'productId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(255),
    productId: p.string().length(40).$type<ProductId>(),
    quantity: p.integer(),
    /** What the credits paid for (e.g. proxy_print). */
    reason: p.string().length(40),
    spentAt: p.datetime(),
  },
});

/**
 * Credits of a consumable spent, one row per spend: the balance is what the receipts add up to
 * minus these, so no stored counter can drift from the ledger.
 */
export class CreditSpend extends CreditSpendSchema.class {}
CreditSpendSchema.setClass(CreditSpend);
