import type { TabsUser as Identity } from '@platform/auth';
import type { DomainOrm } from '@platform/db';
import type { JobQueue } from '@platform/jobs';
import { Bookmark } from '../entities/bookmark.entity.js';
import type { EnrichmentService } from './enrichment.service.js';
import type { Entitlements } from './entitlements.js';
import { changedItemFields, folderOf, newItemFields, page } from './item-input.js';
import { archiveOwned, deleteOwned, findOwned } from './saved-items.js';
import { listSavedItems } from './saved-item-lists.js';
import type { UsageService } from './usage.service.js';

export interface CreateBookmarkInput {
  url: string;
  title?: string | null;
  favicon?: string | null;
  folder?: string | null;
  content?: string | null;
}

export interface UpdateBookmarkInput {
  title?: string | null;
  folder?: string | null;
  content?: string | null;
  tags?: string[] | null;
  category?: string | null;
}

/** The caller's bookmarks: paging, folders, ownership and the Free bookmark limit. */
export class BookmarkService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly jobs: JobQueue,
    private readonly entitlements: Entitlements,
    private readonly usage: UsageService,
    private readonly enrichment: EnrichmentService,
    /** Called after a delete (drops the item's pending suggestions). */
    private readonly onRemoved: (userId: number, type: 'bookmark', id: number) => Promise<void>,
  ) {}

  /** `folder` undefined or null lists every folder. */
  list(userId: number, args: { limit: number; offset: number; archived: boolean; folder?: string | null }): Promise<Bookmark[]> {
    const folder = folderOf(args.folder);
    return listSavedItems(this.orm, Bookmark, { userId, archived: args.archived, ...(folder === null ? {} : { folder }), ...page(args.limit, args.offset) });
  }

  get(userId: number, id: number): Promise<Bookmark> {
    return findOwned(this.orm.em.fork(), Bookmark, 'Bookmark', userId, id);
  }

  /**
   * Free accounts are checked before the insert (the usual refusal) and again after it, counting
   * only older rows: two concurrent creates at the limit cannot both keep their bookmark, and no
   * transaction is needed for that. Pro with content queues the bookmark's enrichment.
   */
  async create(identity: Identity, input: CreateBookmarkInput): Promise<Bookmark> {
    const fields = { ...newItemFields(input), folder: folderOf(input.folder) };
    const free = identity.plan !== 'pro';
    if (free && !this.entitlements.hasBookmarkRoom(identity, await this.usage.bookmarks(identity.userId))) {
      throw await this.entitlements.bookmarkLimitError(identity);
    }
    const em = this.orm.em.fork();
    const bookmark = em.create(Bookmark, { userId: identity.userId, ...fields });
    await em.flush();
    if (free && !this.entitlements.hasBookmarkRoom(identity, await this.usage.bookmarks(identity.userId, bookmark.id))) {
      await em.nativeDelete(Bookmark, { id: bookmark.id });
      throw await this.entitlements.bookmarkLimitError(identity);
    }
    await this.enrichment.afterCreate(identity, 'bookmark', bookmark);
    return bookmark;
  }

  async update(userId: number, id: number, input: UpdateBookmarkInput): Promise<Bookmark> {
    const changes = { ...changedItemFields(input), ...(input.folder === undefined ? {} : { folder: folderOf(input.folder) }) };
    const em = this.orm.em.fork();
    const bookmark = await findOwned(em, Bookmark, 'Bookmark', userId, id);
    em.assign(bookmark, { ...changes, updatedAt: new Date() });
    await em.flush();
    return bookmark;
  }

  async remove(userId: number, id: number) {
    const result = await deleteOwned(this.orm.em.fork(), Bookmark, 'Bookmark', userId, id);
    await this.onRemoved(userId, 'bookmark', id);
    return result;
  }

  archive(userId: number, id: number) {
    return archiveOwned(this.orm.em.fork(), this.jobs, Bookmark, 'Bookmark', userId, id);
  }
}
