import type { EntityManager } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import { ExclusionZone, type ZoneSource } from '../entities/exclusion-zone.entity.js';
import { ZoneCell } from '../entities/zone-cell.entity.js';
import { coveringCells, ZoneIndex } from '../zones/zone-index.js';
import type { ZoneDraft, ZoneKind } from '../zones/zone-kinds.js';

/** Rows per insert statement when a source is stored (keeps each statement's parameters bounded). */
const BATCH = 500;

/**
 * Stored exclusion zones and their H3 cell index, and the in-memory index checks run on. A source
 * (the GeoJSON file, the map data API) is replaced as a whole; the index is rebuilt from storage.
 */
export class ZoneService {
  private current: ZoneIndex;

  constructor(
    private readonly orm: DomainOrm,
    private readonly indexResolution: number,
    private readonly now: () => Date,
  ) {
    this.current = new ZoneIndex(indexResolution);
  }

  /** The index validation uses; swapped whole on reload, so a check never sees half a source. */
  get index(): ZoneIndex {
    return this.current;
  }

  /**
   * Replaces every zone of `source` with `zones` and their covering cells, then reloads the index.
   * Zones repeating a sourceRef keep the last one.
   */
  async replaceSource(source: ZoneSource, zones: ZoneDraft[]): Promise<{ zones: number; cells: number }> {
    const unique = [...new Map(zones.map((zone) => [zone.sourceRef, zone])).values()];
    let cells = 0;
    await this.orm.em.fork().transactional(async (em) => {
      await em.nativeDelete(ExclusionZone, { source });
      const loadedAt = this.now();
      for (let start = 0; start < unique.length; start += BATCH)
        cells += await this.insertZones(em, source, unique.slice(start, start + BATCH), loadedAt);
    });
    await this.reload();
    return { zones: unique.length, cells };
  }

  /** Stores one zone of `source` (its sourceRef new there) with its covering cells, then reloads the index. */
  async addZone(source: ZoneSource, zone: ZoneDraft): Promise<ExclusionZone> {
    const stored = await this.orm.em.fork().transactional(async (em) => {
      await this.insertZones(em, source, [zone], this.now());
      return em.findOneOrFail(ExclusionZone, { source, sourceRef: zone.sourceRef });
    });
    await this.reload();
    return stored;
  }

  /** Deletes one zone (its cells go with it) and reloads the index; null when no zone has the id. */
  async removeZone(id: number): Promise<ExclusionZone | null> {
    const em = this.orm.em.fork();
    const zone = await em.findOne(ExclusionZone, { id });
    if (!zone) return null;
    await em.nativeDelete(ExclusionZone, { id });
    await this.reload();
    return zone;
  }

  /** Stored zones, newest first, with how many match in all. */
  async list(filter: { source?: ZoneSource; kind?: ZoneKind }, page: { limit: number; offset: number }) {
    const where = {
      ...(filter.source ? { source: filter.source } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
    };
    const [zones, total] = await this.orm.em
      .fork()
      .findAndCount(ExclusionZone, where, { orderBy: { loadedAt: 'desc', id: 'desc' }, ...page });
    return { zones, total };
  }

  /** Inserts zones and their covering cells; answers how many cells. */
  private async insertZones(
    em: EntityManager,
    source: ZoneSource,
    batch: ZoneDraft[],
    loadedAt: Date,
  ): Promise<number> {
    await em.insertMany(
      ExclusionZone,
      batch.map((zone) => ({ ...zone, source, loadedAt })),
    );
    // Ids by the natural key: not every driver hands back the ids of a multi-row insert.
    const stored = await em.find(
      ExclusionZone,
      { source, sourceRef: { $in: batch.map((zone) => zone.sourceRef) } },
      { fields: ['id', 'sourceRef'] },
    );
    const idOf = new Map(stored.map((zone) => [zone.sourceRef, zone.id]));
    const rows = batch.flatMap((zone) =>
      coveringCells(zone.geometry, this.indexResolution).map((cell) => ({
        cell,
        zone: idOf.get(zone.sourceRef)!,
      })),
    );
    for (let from = 0; from < rows.length; from += BATCH * 4)
      await em.insertMany(ZoneCell, rows.slice(from, from + BATCH * 4));
    return rows.length;
  }

  /** Builds a fresh index from the stored zones and their stored cells. */
  async reload(): Promise<ZoneIndex> {
    const em = this.orm.em.fork();
    const [zones, cells] = await Promise.all([
      em.find(ExclusionZone, {}, { fields: ['id', 'kind', 'name', 'geometry'] }),
      em
        .getConnection()
        .execute<Array<{ cell: string; zone_id: number }>>(
          'select cell, zone_id from "geo_safety"."zone_cell"',
        ),
    ]);
    const cellsOf = new Map<number, string[]>();
    for (const row of cells) {
      const list = cellsOf.get(row.zone_id);
      if (list) list.push(row.cell);
      else cellsOf.set(row.zone_id, [row.cell]);
    }
    const index = new ZoneIndex(this.indexResolution);
    for (const zone of zones)
      index.add(
        { id: zone.id, kind: zone.kind, name: zone.name ?? null, geometry: zone.geometry },
        cellsOf.get(zone.id) ?? [],
      );
    this.current = index;
    return index;
  }

  /** Zones stored for a cell of the index resolution (one indexed lookup; what a replica without the index would run). */
  async storedZonesInCell(cell: string): Promise<ExclusionZone[]> {
    const rows = await this.orm.em.fork().find(ZoneCell, { cell }, { populate: ['zone'] });
    return rows.map((row) => row.zone as unknown as ExclusionZone);
  }
}
