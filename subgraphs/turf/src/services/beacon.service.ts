import { gridDisk, gridDistance } from 'h3-js';
import { Outpost } from '../entities/outpost.entity.js';
import { CrewMember } from '../entities/crew-member.entity.js';
import { activeModules, MODULE_MAX_LEVEL, moduleEffects } from '../rules/outpost-modules.js';
import { CREW_SIZE } from '../rules/crew-rules.js';
import { assertGameplayCell, type TurfContext } from './turf-context.js';
import type { CrewService, CrewView } from './crew.service.js';

export interface RecruitingCrew {
  crew: CrewView;
  /** The outpost whose beacon reaches the cell (the nearest, when the crew has several). */
  outpostCell: string;
  /** Grid distance from that outpost to the asking cell (0: the same cell). */
  distanceCells: number;
  /** Places left before the crew is full (CREW_SIZE.max). */
  openSlots: number;
}

/**
 * The beacon module ("attracts crew members"): an outpost with a beacon of level n shows its
 * owner's crew, while it has room, as recruiting to players up to n cells away. A player asks with the
 * cell they stand in and can join from the list; without a beacon nearby the list is empty.
 */
export class BeaconService {
  constructor(
    private readonly context: TurfContext,
    private readonly crews: CrewService,
  ) {}

  /** Crews whose beacons reach `cell`, nearest first (then the fewest members, so small crews fill up). */
  async recruitingNear(cell: string): Promise<RecruitingCrew[]> {
    assertGameplayCell(this.context, cell);
    const em = this.context.orm.em.fork();
    // A beacon reaches at most MODULE_MAX_LEVEL cells: only outposts in that disk can be in range.
    const outposts = await em.find(Outpost, {
      cell: { $in: gridDisk(cell, MODULE_MAX_LEVEL) },
      health: { $gt: 0 },
    });
    const now = this.context.now();
    const reaching = outposts
      .map((outpost) => ({
        outpost,
        reach: moduleEffects(activeModules(outpost.modules, outpost.building, now)).recruitRadiusCells,
        distance: gridDistance(cell, outpost.cell),
      }))
      .filter(({ reach, distance }) => reach > 0 && distance <= reach);
    if (!reaching.length) return [];
    // The owner's crew now (not at deployment): a beacon advertises whoever the owner plays for.
    const memberships = await em.find(CrewMember, {
      playerId: { $in: reaching.map(({ outpost }) => outpost.ownerId) },
    });
    const crewOfOwner = new Map(memberships.map((member) => [member.playerId, member.crew.id]));
    const nearest = new Map<string, { outpostCell: string; distanceCells: number }>();
    for (const { outpost, distance } of reaching.sort((a, b) => a.distance - b.distance)) {
      const crewId = crewOfOwner.get(outpost.ownerId);
      if (crewId && !nearest.has(crewId))
        nearest.set(crewId, { outpostCell: outpost.cell, distanceCells: distance });
    }
    const counts = await this.crews.memberCounts([...nearest.keys()]);
    const open = [...nearest].filter(([crewId]) => (counts.get(crewId) ?? 0) < CREW_SIZE.max);
    const views = await Promise.all(open.map(([crewId]) => this.crews.view(crewId)));
    return open
      .map(([crewId, reach], i) => ({
        crew: views[i]!,
        ...reach,
        openSlots: CREW_SIZE.max - (counts.get(crewId) ?? 0),
      }))
      .sort((a, b) => a.distanceCells - b.distanceCells || b.openSlots - a.openSlots);
  }
}
