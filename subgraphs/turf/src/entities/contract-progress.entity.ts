import { defineEntity, p } from '@mikro-orm/core';
import { Contract } from './contract.entity.js';

const ContractProgressSchema = defineEntity({
  name: 'ContractProgress',
  schema: 'turf',
  tableName: 'contract_progress',
  properties: {
    contract: () => p.manyToOne(Contract).primary().deleteRule('cascade'),
    playerId: p.uuid().primary(),
    progress: p.integer().default(0),
    /** Set once when progress reaches the target; the reward is paid then. */
    completedAt: p.datetime().nullable(),
  },
});

/** One player's progress on one contract: open, then completed (or left open when the contract expires). */
export class ContractProgress extends ContractProgressSchema.class {}
ContractProgressSchema.setClass(ContractProgress);
