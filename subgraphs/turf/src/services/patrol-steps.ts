import type { EventBus } from '@platform/pubsub';
import { CELL_ENTERED_TOPIC, type CellEntered } from '@platform/game-events';
import type { ContractService } from './contract.service.js';

/**
 * Turf's side of geo-safety's cell-entered events (over the bus, not its tables): each valid fix in a
 * gameplay cell the player had not patrolled yet on today's patrol contract of that district is a step.
 */
export function listenToPatrols(bus: EventBus, contracts: ContractService): () => void {
  return bus.subscribe<CellEntered>(CELL_ENTERED_TOPIC, async ({ playerId, gameplayCell }) => {
    await contracts.progress(playerId, gameplayCell, 'patrol', gameplayCell);
  });
}
