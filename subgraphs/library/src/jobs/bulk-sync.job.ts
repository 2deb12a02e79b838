import type { DomainOrm } from '@platform/db';
import { defineJob } from '@platform/jobs';
import { Tab } from '../entities/tab.entity.js';
import { Bookmark } from '../entities/bookmark.entity.js';
import { BulkBookmarkInputSchema } from '../graphql/__generated__/validation.js';
import { newItemFields } from '../services/saved-item-fields.js';

export const BULK_SYNC_JOB = 'library.bulk-sync';

export interface BulkSyncItem {
  url: string;
  title?: string | null;
  folder?: string | null;
  content?: string | null;
}

export interface BulkSyncJob {
  userId: number;
  kind: 'tabs' | 'bookmarks';
  items: BulkSyncItem[];
}

/**
 * Inserts a Pro user's batch and queues enrichment of the items with content (no bookmark limit applies to Pro). Idempotent enough to retry: a url
 * the user already keeps as a live (non-archived) record of that kind is skipped, and so is a
 * repeat of a url within the batch, so a run cut short and retried does not duplicate its rows.
 */
export function bulkSyncJob(
  orm: DomainOrm,
  onChanged: (userId: number) => Promise<void>,
  onCreated: (
    userId: number,
    itemType: 'tab' | 'bookmark',
    items: Array<{ id: number; content?: string | null }>,
  ) => Promise<void>,
) {
  return defineJob<BulkSyncJob>({
    name: BULK_SYNC_JOB,
    async handler({ userId, kind, items }, { logger }) {
      const em = orm.em.fork();
      // Re-checked here as well, by the same generated rules: job data sits in a store the request validation does not guard.
      const rows = items.map((raw) => {
        // A bookmark's item rules are a tab's and a folder's.
        const item = BulkBookmarkInputSchema().parse(raw);
        return { ...newItemFields(item), folder: kind === 'bookmarks' ? (item.folder ?? null) : null };
      });
      const where = { userId, isArchived: false, url: { $in: [...new Set(rows.map((row) => row.url))] } };
      const existing =
        kind === 'tabs'
          ? await em.find(Tab, where, { fields: ['url'] })
          : await em.find(Bookmark, where, { fields: ['url'] });
      const seen = new Set(existing.map((item) => item.url));
      const created: Array<Tab | Bookmark> = [];
      for (const { folder, ...fields } of rows) {
        if (seen.has(fields.url)) continue;
        seen.add(fields.url);
        created.push(
          kind === 'tabs'
            ? em.create(Tab, { userId, ...fields })
            : em.create(Bookmark, { userId, ...fields, folder }),
        );
      }
      await em.flush();
      if (created.length) await onChanged(userId);
      // Bulk sync is Pro only, so every created item with content is enriched (queued best effort).
      await onCreated(userId, kind === 'tabs' ? 'tab' : 'bookmark', created);
      logger.info({ kind, created: created.length, skipped: rows.length - created.length }, 'bulk sync done');
    },
  });
}
