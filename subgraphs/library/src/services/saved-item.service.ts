import type { EntityClass } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import type { JobQueue } from '@platform/jobs';
import type { TabsUser as Identity } from '@platform/auth';
import type { EnrichmentService } from './enrichment.service.js';
import { archiveOwned, deleteOwned, findOwned } from './saved-items.js';
import { listSavedItems, pageSavedItems } from './saved-item-lists.js';
import { changedItemFields, type ItemChanges } from './saved-item-fields.js';

/** What tabs and bookmarks share, as the service needs it. */
export interface SavedItem {
  id: number;
  createdAt: Date;
  userId: number;
  url: string;
}

/** Which of the two: its entity, its name in messages, and its item type for enrichment and suggestions. */
export interface SavedItemKind<T extends SavedItem> {
  entity: EntityClass<T>;
  label: 'Tab' | 'Bookmark';
  type: 'tab' | 'bookmark';
}

export interface ListArgs {
  limit: number;
  offset: number;
  archived: boolean;
}

export interface PageArgs {
  limit: number;
  cursor?: string | null;
  archived: boolean;
}

/** Called after a delete (drops the item's pending suggestions). */
export type OnRemoved = (userId: number, type: 'tab' | 'bookmark', id: number) => Promise<void>;

/**
 * The caller's tabs or bookmarks: listing, ownership, updates, deletion and archiving, the same for
 * both kinds. TabService and BookmarkService add what only their kind has.
 */
export abstract class SavedItemService<T extends SavedItem, NewInput> {
  constructor(
    protected readonly orm: DomainOrm,
    protected readonly jobs: JobQueue,
    protected readonly enrichment: EnrichmentService,
    private readonly onRemoved: OnRemoved,
    protected readonly kind: SavedItemKind<T>,
  ) {}

  /** Saves the item and returns it at once; Pro with content queues its enrichment. */
  abstract create(identity: Identity, input: NewInput): Promise<T>;

  /** Newest first, as plain rows (nothing is written back from a list); `folder` narrows bookmarks. */
  list(userId: number, { limit, offset, archived }: ListArgs, folder?: string): Promise<T[]> {
    return listSavedItems(this.orm, this.kind.entity, { userId, archived, folder, limit, offset });
  }

  /** Newest first by keyset: the page after `cursor`, with the cursor of the next one. */
  page(userId: number, { limit, cursor, archived }: PageArgs, folder?: string) {
    return pageSavedItems(this.orm, this.kind.entity, { userId, archived, folder, limit, cursor });
  }

  get(userId: number, id: number): Promise<T> {
    return findOwned(this.orm.em.fork(), this.kind.entity, this.kind.label, userId, id);
  }

  async update(userId: number, id: number, input: ItemChanges): Promise<T> {
    const changes = changedItemFields(input);
    const em = this.orm.em.fork();
    const item = await findOwned(em, this.kind.entity, this.kind.label, userId, id);
    em.assign(item, { ...changes, updatedAt: new Date() } as never);
    await em.flush();
    return item;
  }

  async remove(userId: number, id: number) {
    const result = await deleteOwned(this.orm.em.fork(), this.kind.entity, this.kind.label, userId, id);
    await this.onRemoved(userId, this.kind.type, id);
    return result;
  }

  archive(userId: number, id: number) {
    return archiveOwned(this.orm.em.fork(), this.jobs, this.kind.entity, this.kind.label, userId, id);
  }
}
