import type { TerritoryService } from '../services/territory.service.js';

/** A cell's territory as the graph shows it (the service's maps under the SDL's names). */
export async function cellView(territory: TerritoryService, h3Index: string) {
  const cell = await territory.cell(h3Index);
  return {
    h3Index: cell.cell,
    districtId: cell.districtId,
    playerInfluence: cell.players,
    crewInfluence: cell.crews,
    totals: cell.totals,
    controllingCrewId: cell.controllingCrewId,
    outpost: cell.outpost,
  };
}
export type CellView = Awaited<ReturnType<typeof cellView>>;
