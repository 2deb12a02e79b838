import type { DomainStorage } from '@platform/db';
import { ExclusionZone } from './entities/exclusion-zone.entity.js';
import { ZoneCell } from './entities/zone-cell.entity.js';
import { LocationAudit } from './entities/location-audit.entity.js';
import { ZoneAudit } from './entities/zone-audit.entity.js';
import { migrations } from './migrations/index.js';

/** The geo-safety domain's tables, in its own Postgres schema. */
export const geoSafetyStorage: DomainStorage = {
  schema: 'geo_safety',
  entities: [ExclusionZone, ZoneCell, LocationAudit, ZoneAudit],
  migrations,
};
