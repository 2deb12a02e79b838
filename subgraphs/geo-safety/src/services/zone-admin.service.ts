import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { MultiPolygon, Polygon } from 'geojson';
import type { DomainOrm } from '@platform/db';
import { BadInput, NotFound } from '@platform/errors';
import type { ExclusionZone, ZoneSource } from '../entities/exclusion-zone.entity.js';
import { ZoneAudit, type ZoneAuditAction } from '../entities/zone-audit.entity.js';
import { zoneGeometry } from '../zones/geojson-zones.js';
import { coveringCells } from '../zones/zone-index.js';
import { ZONE_KINDS, type ZoneKind } from '../zones/zone-kinds.js';
import type { ZoneService } from './zone.service.js';

const zoneInput = z.object({
  kind: z.enum(ZONE_KINDS),
  name: z.string().trim().min(1).max(200).nullish(),
  geometry: zoneGeometry,
});
export type ZoneInput = z.input<typeof zoneInput>;

export interface ZoneAdminDeps {
  orm: DomainOrm;
  zones: ZoneService;
  /** Tells every replica to rebuild its index (the bus's zones-changed topic). */
  announce: () => Promise<void>;
  now: () => Date;
  /** GAME_ZONE_MAX_CELLS. */
  maxCells: number;
  indexResolution: number;
}

/**
 * What operators do to the zones by hand: list them, add one, remove one, and read who did what
 * when. Every change writes a row to the zone audit before it answers.
 */
export class ZoneAdminService {
  constructor(private readonly deps: ZoneAdminDeps) {}

  list(
    filter: { source?: ZoneSource | null; kind?: ZoneKind | null },
    page: { limit: number; offset: number },
  ) {
    return this.deps.zones.list({ source: filter.source ?? undefined, kind: filter.kind ?? undefined }, page);
  }

  async add(actor: string, input: ZoneInput): Promise<ExclusionZone> {
    const parsed = zoneInput.safeParse(input);
    if (!parsed.success)
      throw new BadInput(
        `Invalid zone: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'zone'}: ${i.message}`).join('; ')}`,
      );
    const geometry = parsed.data.geometry as Polygon | MultiPolygon;
    const cells = coveringCells(geometry, this.deps.indexResolution).length;
    if (cells > this.deps.maxCells)
      throw new BadInput(
        `The zone covers ${cells} index cells, over GAME_ZONE_MAX_CELLS (${this.deps.maxCells})`,
        {
          reason: 'zone_too_large',
        },
      );
    const zone = await this.deps.zones.addZone('admin', {
      sourceRef: randomUUID(),
      kind: parsed.data.kind,
      name: parsed.data.name ?? null,
      geometry,
    });
    await this.record(actor, 'added', zone);
    await this.deps.announce();
    return zone;
  }

  async remove(actor: string, id: number): Promise<ExclusionZone> {
    const zone = await this.deps.zones.removeZone(id);
    if (!zone) throw new NotFound('Exclusion zone');
    await this.record(actor, 'removed', zone);
    await this.deps.announce();
    return zone;
  }

  /** An import replaced a whole source (`npm run zones:import`): one row with its counts. */
  async recordImport(actor: string, source: ZoneSource, detail: Record<string, unknown>): Promise<void> {
    await this.insert({ action: 'imported', actor, source, detail });
  }

  /** The zone audit, newest first. */
  auditLog(page: { limit: number; offset: number }): Promise<ZoneAudit[]> {
    return this.deps.orm.em.fork().find(ZoneAudit, {}, { orderBy: { at: 'desc', id: 'asc' }, ...page });
  }

  private record(actor: string, action: ZoneAuditAction, zone: ExclusionZone) {
    return this.insert({
      action,
      actor,
      zoneId: zone.id,
      source: zone.source,
      sourceRef: zone.sourceRef,
      kind: zone.kind,
      name: zone.name ?? null,
    });
  }

  private async insert(row: Pick<ZoneAudit, 'action' | 'actor' | 'source'> & Partial<ZoneAudit>) {
    await this.deps.orm.em.fork().insert(ZoneAudit, {
      zoneId: null,
      sourceRef: null,
      kind: null,
      name: null,
      detail: null,
      ...row,
      id: randomUUID(),
      at: this.deps.now(),
    });
  }
}
