import { defineEntity, p } from '@mikro-orm/core';

const RewardReceiptSchema = defineEntity({
  name: 'RewardReceipt',
  schema: 'turf',
  tableName: 'reward_receipt',
  indexes: [{ name: 'reward_receipt_created_idx', properties: ['createdAt'] }],
  properties: {
    /** The fingerprint or creature whose reward was paid: every replica hears the event, one pays it. */
    sourceId: p.uuid().primary(),
    createdAt: p.datetime(),
  },
});

/** A creatures event turf has already rewarded. */
export class RewardReceipt extends RewardReceiptSchema.class {}
RewardReceiptSchema.setClass(RewardReceipt);
