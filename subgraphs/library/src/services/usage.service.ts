import type { DomainOrm } from '@platform/db';
import { Tab } from '../entities/tab.entity.js';
import { Bookmark } from '../entities/bookmark.entity.js';

export interface LibraryUsage {
  tabs: number;
  bookmarks: number;
}

/** How many records a user keeps; archived ones count, as they still take a plan slot. */
export class UsageService {
  constructor(private readonly orm: DomainOrm) {}

  async of(userId: number): Promise<LibraryUsage> {
    const em = this.orm.em.fork();
    const [tabs, bookmarks] = await Promise.all([em.count(Tab, { userId }), em.count(Bookmark, { userId })]);
    return { tabs, bookmarks };
  }

  bookmarks(userId: number, before?: number): Promise<number> {
    return this.orm.em
      .fork()
      .count(Bookmark, before === undefined ? { userId } : { userId, id: { $lt: before } });
  }
}
