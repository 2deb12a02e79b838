import type { DomainOrm } from '@platform/db';
import { defineJob } from '@platform/jobs';
import { Tab } from '../entities/tab.entity.js';
import { Bookmark } from '../entities/bookmark.entity.js';
import { folderOf, newItemFields } from '../services/item-input.js';

export const BULK_SYNC_JOB = 'library.bulk-sync';

export interface BulkSyncItem {
  url: string;
  title?: string | null;
  folder?: string | null;
}

export interface BulkSyncJob {
  userId: number;
  kind: 'tabs' | 'bookmarks';
  items: BulkSyncItem[];
}

/**
 * Inserts a Pro user's batch (no bookmark limit applies to Pro). Idempotent enough to retry: a url
 * the user already keeps as a live (non-archived) record of that kind is skipped, and so is a
 * repeat of a url within the batch, so a run cut short and retried does not duplicate its rows.
 */
export function bulkSyncJob(orm: DomainOrm, onChanged: (userId: number) => Promise<void>) {
  return defineJob<BulkSyncJob>({
    name: BULK_SYNC_JOB,
    async handler({ userId, kind, items }, { logger }) {
      const em = orm.em.fork();
      // Re-checked here as well: job data sits in a store the request validation does not guard.
      const rows = items.map((item, i) => ({
        ...newItemFields(item, `items[${i}].`),
        folder: kind === 'bookmarks' ? folderOf(item.folder, `items[${i}].folder`) : null,
      }));
      const where = { userId, isArchived: false, url: { $in: [...new Set(rows.map((row) => row.url))] } };
      const existing = kind === 'tabs'
        ? await em.find(Tab, where, { fields: ['url'] })
        : await em.find(Bookmark, where, { fields: ['url'] });
      const seen = new Set(existing.map((item) => item.url));
      let created = 0;
      for (const { folder, ...fields } of rows) {
        if (seen.has(fields.url)) continue;
        seen.add(fields.url);
        if (kind === 'tabs') em.create(Tab, { userId, ...fields });
        else em.create(Bookmark, { userId, ...fields, folder });
        created++;
      }
      await em.flush();
      if (created) await onChanged(userId);
      logger.info({ kind, created, skipped: rows.length - created }, 'bulk sync done');
    },
  });
}
