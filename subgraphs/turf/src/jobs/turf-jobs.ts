import { defineJob, type JobData } from '@platform/jobs';
import type { InfluenceService } from '../services/influence.service.js';
import type { OutpostService } from '../services/outpost.service.js';
import type { ContractService } from '../services/contract.service.js';

export const TURF_JOB = {
  decay: 'turf.influence-decay',
  outpostTicks: 'turf.outpost-ticks',
  contracts: 'turf.daily-contracts',
} as const;

/** Decay and ticks hourly; contracts are checked hourly and created once per UTC day. */
export const TURF_SCHEDULES: Array<[string, string]> = [
  ['1 hour', TURF_JOB.decay],
  ['1 hour', TURF_JOB.outpostTicks],
  ['1 hour', TURF_JOB.contracts],
];

type TurfJobServices = { influence: InfluenceService; outposts: OutpostService; contracts: ContractService };

/**
 * The hourly work in its job order, run at once: what advanceTestClock does after moving the test
 * clock, so the hours that passed get their decay, ticks and contracts as they would in production.
 */
export async function runHourlyWork(services: TurfJobServices): Promise<void> {
  await services.influence.applyDecay();
  await services.outposts.tick();
  await services.contracts.generateDaily();
}

export function turfJobs(services: TurfJobServices) {
  const task = (name: string, description: string, run: () => Promise<unknown>) =>
    defineJob<JobData>({
      name,
      description,
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info({ result: await run() }, `${name} done`);
      },
    });
  return [
    task(
      TURF_JOB.decay,
      'Writes the 48-hour half-life decay into stored influence and drops what has faded',
      () => services.influence.applyDecay(),
    ),
    task(
      TURF_JOB.outpostTicks,
      'Pays each outpost owner the influence of the hours since its last tick',
      () => services.outposts.tick(),
    ),
    task(TURF_JOB.contracts, "Creates today's five contracts in every district where people play", () =>
      services.contracts.generateDaily(),
    ),
  ];
}
