import { Crew } from '../entities/crew.entity.js';
import { DECAYED_SQL, INFLUENCE_FLOOR } from '../rules/decay.js';
import { isActiveCrew } from '../rules/crew-rules.js';
import { assertDistrict, assertGameplayCell, districtOf, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';
import type { CrewService } from './crew.service.js';
import type { OutpostService } from './outpost.service.js';

const round = (value: number) => Math.round(value * 100) / 100;

/** What players read: a cell's territory status and a district's rankings. */
export class TerritoryService {
  constructor(
    private readonly context: TurfContext,
    private readonly influence: InfluenceService,
    private readonly crews: CrewService,
    private readonly outposts: OutpostService,
  ) {}

  /** A cell: its district, influence per player and crew (maps keyed by id), totals, controlling crew, outpost. */
  async cell(cell: string) {
    assertGameplayCell(this.context, cell);
    const holders = await this.influence.inCell(cell);
    const players = Object.fromEntries(
      holders.filter((h) => h.holderType === 'player').map((h) => [h.holderId, round(h.value)]),
    );
    const crewRows = holders.filter((h) => h.holderType === 'crew').sort((a, b) => b.value - a.value);
    const crews = Object.fromEntries(crewRows.map((h) => [h.holderId, round(h.value)]));
    const sizes = await this.crews.memberCounts(crewRows.map((h) => h.holderId));
    // Control goes to the strongest crew that is active (6 to 30 members).
    const controlling = crewRows.find((h) => isActiveCrew(sizes.get(h.holderId) ?? 0));
    const sum = (values: Record<string, number>) =>
      round(Object.values(values).reduce((total, value) => total + value, 0));
    return {
      cell,
      districtId: districtOf(this.context, cell),
      players,
      crews,
      totals: { players: sum(players), crews: sum(crews) },
      controllingCrewId: controlling?.holderId ?? null,
      outpost: await this.outposts.inCell(cell),
    };
  }

  /** Players and crews of a district ranked by their influence there now (ties: the earlier id first). */
  async leaderboard(districtId: string, limit = 50) {
    assertDistrict(this.context, districtId);
    const rows: Array<{ holder_type: 'player' | 'crew'; holder_id: string; influence: number }> =
      await this.context.orm.em.getConnection().execute(
        `select holder_type, holder_id, sum(${DECAYED_SQL('?')})::double precision as influence from "turf"."influence"
       where district_id = ? group by holder_type, holder_id having sum(${DECAYED_SQL('?')}) >= ? order by influence desc, holder_id`,
        [this.context.now(), districtId, this.context.now(), INFLUENCE_FLOOR],
      );
    const ranked = (type: 'player' | 'crew') =>
      rows
        .filter((row) => row.holder_type === type)
        .slice(0, limit)
        .map((row, i) => ({ rank: i + 1, id: row.holder_id, influence: round(row.influence) }));
    const crewRanks = ranked('crew');
    const crewNames = new Map(
      (await this.context.orm.em.fork().find(Crew, { id: { $in: crewRanks.map((c) => c.id) } })).map(
        (crew) => [crew.id, crew],
      ),
    );
    return {
      districtId,
      players: ranked('player').map(({ rank, id, influence }) => ({ rank, playerId: id, influence })),
      crews: crewRanks.map(({ rank, id, influence }) => ({
        rank,
        crewId: id,
        name: crewNames.get(id)?.name ?? null,
        tag: crewNames.get(id)?.tag ?? null,
        influence,
      })),
    };
  }
}
