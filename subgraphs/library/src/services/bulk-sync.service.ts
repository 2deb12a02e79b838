import type { TabsUser as Identity } from '@platform/auth';
import type { JobQueue } from '@platform/jobs';
import { BULK_SYNC_JOB, type BulkSyncItem, type BulkSyncJob } from '../jobs/bulk-sync.job.js';
import type { Entitlements } from './entitlements.js';
import { newItemFields } from './saved-item-fields.js';

/**
 * Pro (sync): the batch's rules were checked with the mutation's arguments (library.graphql), so the
 * job only fails for reasons the caller could not see. Items with content are enriched after the job creates them.
 */
export class BulkSyncService {
  constructor(
    private readonly jobs: JobQueue,
    private readonly entitlements: Entitlements,
  ) {}

  async queue(identity: Identity, kind: BulkSyncJob['kind'], input: BulkSyncItem[]) {
    await this.entitlements.requirePro(identity, 'sync', 'Bulk sync');
    const items = input.map((item) => {
      const { url, title, content } = newItemFields(item);
      return kind === 'bookmarks'
        ? { url, title, content, folder: item.folder ?? null }
        : { url, title, content };
    });
    const job = await this.jobs.enqueue<BulkSyncJob>(BULK_SYNC_JOB, { userId: identity.userId, kind, items });
    return { message: `Bulk sync queued for ${items.length} ${kind}`, jobId: job.id };
  }
}
