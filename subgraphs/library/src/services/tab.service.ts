import { raw } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import type { TabsUser as Identity } from '@platform/auth';
import type { JobQueue } from '@platform/jobs';
import { NotFound } from '@platform/errors';
import { Tab } from '../entities/tab.entity.js';
import type { EnrichmentService } from './enrichment.service.js';
import { newItemFields, type NewItemInput } from './saved-item-fields.js';
import { SavedItemService, type OnRemoved } from './saved-item.service.js';
import { recordColumns } from './saved-items.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's tabs: what every saved item has, plus access counting and staleness. */
export class TabService extends SavedItemService<Tab, NewItemInput> {
  constructor(orm: DomainOrm, jobs: JobQueue, enrichment: EnrichmentService, onRemoved: OnRemoved) {
    super(orm, jobs, enrichment, onRemoved, { entity: Tab, label: 'Tab', type: 'tab' });
  }

  async create(identity: Identity, input: NewItemInput): Promise<Tab> {
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

  /** Live tabs untouched for `days` (never-opened ones by creation), least recently used first. */
  stale(userId: number, days: number): Promise<Tab[]> {
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
