import { InfluenceService } from './services/influence.service.js';
import { CrewService } from './services/crew.service.js';
import { OutpostService } from './services/outpost.service.js';
import { ContractService } from './services/contract.service.js';
import { RaidService } from './services/raid.service.js';
import { TerritoryService } from './services/territory.service.js';
import { BeaconService } from './services/beacon.service.js';
import { listenToCreatures } from './services/creature-rewards.js';
import { listenToPatrols } from './services/patrol-steps.js';
import { runHourlyWork, turfJobs, TURF_SCHEDULES } from './jobs/turf-jobs.js';
import type { TurfContext } from './services/turf-context.js';

export { turfStorage } from './storage.js';
export type { PlayerPositions, TurfContext } from './services/turf-context.js';
export { RAID_RESOLVED_TOPIC } from './services/raid.service.js';
export { CONTRACT_COMPLETED_TOPIC } from './services/contract.service.js';
export * from './rules/outpost-modules.js';
export * from './rules/contract-catalog.js';
export { CREW_SIZE, CREW_ROLES } from './rules/crew-rules.js';
export { HALF_LIFE_MS, INFLUENCE_AWARD } from './rules/decay.js';

export type TurfOptions = Omit<TurfContext, 'now'> & { now?: () => Date };

/**
 * The turf domain's services, without its API (subgraph.ts adds SDL and resolvers): influence with decay,
 * crews, outposts and modules, raids, daily contracts, cell status and leaderboards, and its jobs.
 * With a bus it earns influence from the creatures domain's events.
 */
export function createTurfDomain(options: TurfOptions) {
  const context: TurfContext = { ...options, now: options.now ?? (() => new Date()) };
  const influence = new InfluenceService(context);
  const crews = new CrewService(context);
  const outposts = new OutpostService(context, influence, crews);
  const contracts = new ContractService(context, influence);
  const raids = new RaidService(context, influence, crews, contracts);
  const territory = new TerritoryService(context, influence, crews, outposts);
  const beacons = new BeaconService(context, crews);
  const listeners = context.bus
    ? [listenToCreatures(context, context.bus, influence, contracts), listenToPatrols(context.bus, contracts)]
    : [];
  return {
    services: { influence, crews, outposts, contracts, raids, territory, beacons },
    jobs: turfJobs({ influence, outposts, contracts }),
    runHourlyWork: () => runHourlyWork({ influence, outposts, contracts }),
    schedules: TURF_SCHEDULES,
    close: async () => {
      for (const unsubscribe of listeners) unsubscribe();
    },
  };
}

export type TurfDomain = ReturnType<typeof createTurfDomain>;
