import type { TabsUser as Identity } from '@platform/auth';
import type { DomainOrm } from '@platform/db';
import type { JobQueue } from '@platform/jobs';
import { Bookmark } from '../entities/bookmark.entity.js';
import type { EnrichmentService } from './enrichment.service.js';
import type { Entitlements } from './entitlements.js';
import { newItemFields, type NewItemInput } from './saved-item-fields.js';
import { SavedItemService, type ListArgs, type OnRemoved, type PageArgs } from './saved-item.service.js';
import type { UsageService } from './usage.service.js';

export interface NewBookmarkInput extends NewItemInput {
  folder?: string | null;
}

/** The caller's bookmarks: what every saved item has, plus folders and the Free bookmark limit. */
export class BookmarkService extends SavedItemService<Bookmark, NewBookmarkInput> {
  constructor(
    orm: DomainOrm,
    jobs: JobQueue,
    private readonly entitlements: Entitlements,
    private readonly usage: UsageService,
    enrichment: EnrichmentService,
    onRemoved: OnRemoved,
  ) {
    super(orm, jobs, enrichment, onRemoved, { entity: Bookmark, label: 'Bookmark', type: 'bookmark' });
  }

  /** `folder` undefined or null lists every folder. */
  override list(userId: number, args: ListArgs & { folder?: string | null }): Promise<Bookmark[]> {
    return super.list(userId, args, args.folder ?? undefined);
  }

  override page(userId: number, args: PageArgs & { folder?: string | null }) {
    return super.page(userId, args, args.folder ?? undefined);
  }

  /**
   * Free accounts are checked before the insert (the usual refusal) and again after it, counting
   * only older rows: two concurrent creates at the limit cannot both keep their bookmark, and no
   * transaction is needed for that. Pro with content queues the bookmark's enrichment.
   */
  async create(identity: Identity, input: NewBookmarkInput): Promise<Bookmark> {
    const fields = { ...newItemFields(input), folder: input.folder ?? null };
    const free = identity.plan !== 'pro';
    if (free && !this.entitlements.hasBookmarkRoom(identity, await this.usage.bookmarks(identity.userId))) {
      throw await this.entitlements.bookmarkLimitError(identity);
    }
    const em = this.orm.em.fork();
    const bookmark = em.create(Bookmark, { userId: identity.userId, ...fields });
    await em.flush();
    if (
      free &&
      !this.entitlements.hasBookmarkRoom(identity, await this.usage.bookmarks(identity.userId, bookmark.id))
    ) {
      await em.nativeDelete(Bookmark, { id: bookmark.id });
      throw await this.entitlements.bookmarkLimitError(identity);
    }
    await this.enrichment.afterCreate(identity, 'bookmark', bookmark);
    return bookmark;
  }
}
