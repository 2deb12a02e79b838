import { defineEntity, p } from '@mikro-orm/core';

export interface TransferMove {
  fromOwner: string;
  toOwner: string;
  cardId: string;
  quantity: number;
}

const TransferSchema = defineEntity({
  name: 'Transfer',
  schema: 'collection',
  tableName: 'transfer',
  properties: {
    /** The caller's id for it (an accepted trade's id): applying the same transfer twice moves nothing the second time. */
    id: p.string().length(100).primary(),
    moves: p.json<TransferMove[]>(),
    appliedAt: p.datetime(),
  },
});

/** Holdings moved between portfolios at once (an accepted trade), recorded in the statement that moved them. */
export class Transfer extends TransferSchema.class {}
TransferSchema.setClass(Transfer);
