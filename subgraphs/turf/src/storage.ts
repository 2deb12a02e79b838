import type { DomainStorage } from '@platform/db';
import { Influence } from './entities/influence.entity.js';
import { Outpost } from './entities/outpost.entity.js';
import { Raid } from './entities/raid.entity.js';
import { Crew } from './entities/crew.entity.js';
import { CrewMember } from './entities/crew-member.entity.js';
import { Contract } from './entities/contract.entity.js';
import { ContractProgress } from './entities/contract-progress.entity.js';
import { RewardReceipt } from './entities/reward-receipt.entity.js';
import { ContractStep } from './entities/contract-step.entity.js';
import { migrations } from './migrations/index.js';

/** The turf domain's tables, in its own Postgres schema. */
export const turfStorage: DomainStorage = {
  schema: 'turf',
  entities: [
    Influence,
    Outpost,
    Raid,
    Crew,
    CrewMember,
    Contract,
    ContractProgress,
    ContractStep,
    RewardReceipt,
  ],
  migrations,
};
