import { defineEntity, p } from '@mikro-orm/core';

const ContractStepSchema = defineEntity({
  name: 'ContractStep',
  schema: 'turf',
  tableName: 'contract_step',
  properties: {
    contractId: p.uuid().primary(),
    playerId: p.uuid().primary(),
    /** What made the step (the patrol's gameplay cell): a key counts once per player and contract. */
    stepKey: p.string().length(32).primary(),
    createdAt: p.datetime(),
  },
});

/**
 * A counted step of a contract whose steps must be distinct (patrol: cells, not fixes). The primary
 * key makes a repeat, or the same event heard by another replica, count nothing.
 */
export class ContractStep extends ContractStepSchema.class {}
ContractStepSchema.setClass(ContractStep);
