import { defineEntity, p } from '@mikro-orm/core';
import type { ContractType } from '../rules/contract-catalog.js';

const ContractSchema = defineEntity({
  name: 'Contract',
  schema: 'turf',
  tableName: 'contract',
  uniques: [{ name: 'contract_district_type_day_unique', properties: ['districtId', 'type', 'issuedOn'] }],
  indexes: [{ name: 'contract_district_expires_idx', properties: ['districtId', 'expiresAt'] }],
  properties: {
    id: p.uuid().primary(),
    districtId: p.string().length(16),
    type: p.string().length(8).$type<ContractType>(),
    /** The UTC day it was generated for (YYYY-MM-DD); one contract per district, type and day. */
    issuedOn: p.string().length(10),
    target: p.integer(),
    reward: p.integer(),
    issuedAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

/** A daily task of a district; each player works on it on their own (ContractProgress). */
export class Contract extends ContractSchema.class {}
ContractSchema.setClass(Contract);
