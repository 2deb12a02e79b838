import { raw } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import type { TabsUser as Identity } from '@platform/auth';
import type { JobQueue } from '@platform/jobs';
import { BadInput, NotFound } from '@platform/errors';
import { Tab } from '../entities/tab.entity.js';
import { changedItemFields, newItemFields, page } from './item-input.js';
import type { EnrichmentService } from './enrichment.service.js';
import { archiveOwned, deleteOwned, findOwned, recordColumns } from './saved-items.js';

export interface CreateTabInput {
  url: string;
  title?: string | null;
  favicon?: string | null;
  content?: string | null;
}

export interface UpdateTabInput {
  title?: string | null;
  content?: string | null;
  tags?: string[] | null;
  category?: string | null;
}

const MAX_STALE_DAYS = 36500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's tabs: paging, ownership, access counting and staleness. */
export class TabService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly jobs: JobQueue,
    private readonly enrichment: EnrichmentService,
    /** Called after a delete (drops the item's pending suggestions). */
    private readonly onRemoved: (userId: number, type: 'tab', id: number) => Promise<void>,
  ) {}

  list(userId: number, args: { limit: number; offset: number; archived: boolean }): Promise<Tab[]> {
    const { limit, offset } = page(args.limit, args.offset);
    return this.orm.em.fork().find(
      Tab,
      { userId, isArchived: args.archived },
      // Read-only: skipping the identity map saves a third of the time of a 100-row page.
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset, disableIdentityMap: true },
    );
  }

  get(userId: number, id: number): Promise<Tab> {
    return findOwned(this.orm.em.fork(), Tab, 'Tab', userId, id);
  }

  /** Saves the tab and returns it at once; Pro with content queues its enrichment. */
  async create(identity: Identity, input: CreateTabInput): Promise<Tab> {
    const em = this.orm.em.fork();
    const tab = em.create(Tab, { userId: identity.userId, ...newItemFields(input) });
    await em.flush();
    await this.enrichment.afterCreate(identity, 'tab', tab);
    return tab;
  }

  /** Counts the access in one UPDATE, so concurrent opens never lose a count. */
  async open(userId: number, id: number): Promise<Tab> {
    const em = this.orm.em.fork();
    const rows: Array<Record<string, unknown>> = await em.getConnection().execute(
      `update "library"."tab" set "access_count" = "access_count" + 1, "last_accessed" = now()
       where "id" = ? and "user_id" = ? returning ${recordColumns(em, Tab)}`,
      [id, userId],
    );
    if (!rows.length) throw new NotFound('Tab');
    return em.map(Tab, rows[0]);
  }

  async update(userId: number, id: number, input: UpdateTabInput): Promise<Tab> {
    const changes = changedItemFields(input);
    const em = this.orm.em.fork();
    const tab = await findOwned(em, Tab, 'Tab', userId, id);
    em.assign(tab, { ...changes, updatedAt: new Date() });
    await em.flush();
    return tab;
  }

  async remove(userId: number, id: number) {
    const result = await deleteOwned(this.orm.em.fork(), Tab, 'Tab', userId, id);
    await this.onRemoved(userId, 'tab', id);
    return result;
  }

  archive(userId: number, id: number) {
    return archiveOwned(this.orm.em.fork(), this.jobs, Tab, 'Tab', userId, id);
  }

  /** Live tabs untouched for `days` (never-opened ones by creation), least recently used first. */
  stale(userId: number, days: number): Promise<Tab[]> {
    if (!Number.isInteger(days) || days < 0 || days > MAX_STALE_DAYS) throw new BadInput(`days must be between 0 and ${MAX_STALE_DAYS}`);
    const cutoff = new Date(Date.now() - days * DAY_MS);
    return this.orm.em.fork().find(
      Tab,
      {
        userId,
        isArchived: false,
        $or: [{ lastAccessed: { $lt: cutoff } }, { lastAccessed: null, createdAt: { $lt: cutoff } }],
      },
      { orderBy: [{ [raw('coalesce(last_accessed, created_at)')]: 'asc' }, { id: 'asc' }] },
    );
  }
}
