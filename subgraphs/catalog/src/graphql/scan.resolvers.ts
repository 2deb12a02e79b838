import { requireCardsScope } from '@platform/auth';
import type { ScanService } from '../services/scan.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Scan to catalog: any cards reader may scan (both tiers include scan_to_catalog). */
export function scanResolvers(scans: ScanService): Resolvers {
  return {
    Mutation: {
      scanCard: (_, { imageBase64 }, context) => {
        requireCardsScope(context, 'cards:read');
        return scans.scan(imageBase64);
      },
    },
  };
}
