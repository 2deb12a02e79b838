import { defineEntity, p } from '@mikro-orm/core';
import type { ProductId, ProductKind } from '../rules/products.js';

const IapReceiptSchema = defineEntity({
  name: 'IapReceipt',
  schema: 'entitlements',
  tableName: 'iap_receipt',
  indexes: [{ name: 'iap_receipt_user_purchased_idx', properties: ['userId', 'purchasedAt', 'id'] }],
  uniques: [{ name: 'iap_receipt_session_unique', properties: ['providerSessionId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(255),
    productId: p.string().length(40).$type<ProductId>(),
    kind: p.string().length(12).$type<ProductKind>(),
    quantity: p.integer(),
    /** What was paid, in the currency's minor unit (cents), as the provider reports it. */
    amountTotal: p.integer().nullable(),
    currency: p.string().length(3).nullable(),
    provider: p.string().length(20),
    /** The checkout session: one receipt per session, whatever the number of events naming it. */
    providerSessionId: p.string().length(255),
    eventId: p.string().length(255),
    purchasedAt: p.datetime(),
  },
});

/** An in-app purchase (the cards API's products) from a completed payment-mode checkout. */
export class IapReceipt extends IapReceiptSchema.class {}
IapReceiptSchema.setClass(IapReceipt);
