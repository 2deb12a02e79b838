import { requireIdentity } from '@platform/auth';
import { iterateTopic, type EventBus } from '@platform/pubsub';
import type { SubscriptionResolvers } from '@platform/subgraph-kit';
import { CELL_CHANGED_TOPIC, type CellChanged } from '../services/cell-events.js';
import { RAID_RESOLVED_TOPIC } from '../services/raid.service.js';
import { CONTRACT_COMPLETED_TOPIC } from '../services/contract.service.js';

interface RaidResolved {
  attackerId: string;
  defenderId: string;
}

interface ContractCompleted {
  contractId: string;
  playerId: string;
  type: string;
  reward: number;
  at: string;
}

/**
 * Live turf over graphql-ws, from the bus (Redis across replicas): a cell's changes to anyone
 * watching it, raids to their attacker and defender, completed contracts to their player.
 */
export function turfSubscriptions(bus: EventBus): SubscriptionResolvers {
  return {
    cellChanged: {
      subscribe(_source, { h3Index }: { h3Index: string }, context) {
        requireIdentity(context, 'game');
        return iterateTopic<CellChanged>(bus, CELL_CHANGED_TOPIC, (event) => event.h3Index === h3Index);
      },
      resolve: (event: CellChanged) => event,
    },
    raidResolved: {
      subscribe(_source, _args, context) {
        const player = requireIdentity(context, 'game').subject;
        return iterateTopic<RaidResolved>(
          bus,
          RAID_RESOLVED_TOPIC,
          (event) => event.attackerId === player || event.defenderId === player,
        );
      },
      resolve: (event: RaidResolved) => event,
    },
    contractCompleted: {
      subscribe(_source, _args, context) {
        const player = requireIdentity(context, 'game').subject;
        return iterateTopic<ContractCompleted>(
          bus,
          CONTRACT_COMPLETED_TOPIC,
          (event) => event.playerId === player,
        );
      },
      resolve: ({ contractId, type, reward, at }: ContractCompleted) => ({ contractId, type, reward, at }),
    },
  };
}
