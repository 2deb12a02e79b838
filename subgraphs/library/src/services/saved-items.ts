import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/core';
import { NotFound } from '@platform/errors';
import type { JobQueue } from '@platform/jobs';
import { ARCHIVE_CAPTURE_JOB, type ArchiveCaptureJob } from '@platform/subgraph-kit';

/** What tabs and bookmarks share, as the helpers below need it. */
interface OwnedItem {
  id: number;
  userId: number;
  url: string;
}

type Label = 'Tab' | 'Bookmark';

/** The caller's item; another user's id is reported exactly like a missing one. */
export async function findOwned<T extends OwnedItem>(
  em: EntityManager,
  entity: EntityClass<T>,
  label: Label,
  userId: number,
  id: number,
): Promise<T> {
  const item = await em.findOne(entity, { id, userId } as FilterQuery<T>);
  if (!item) throw new NotFound(label);
  return item;
}

/** One statement, scoped by owner, so there is no window between the check and the delete. */
export async function deleteOwned<T extends OwnedItem>(
  em: EntityManager,
  entity: EntityClass<T>,
  label: Label,
  userId: number,
  id: number,
) {
  const deleted = await em.nativeDelete(entity, { id, userId } as FilterQuery<T>);
  if (deleted === 0) throw new NotFound(label);
  return { message: `${label} deleted successfully` };
}

/**
 * Sets the flag first, then queues the capture: a queue failure leaves an archived record with no
 * capture (the request fails and can be repeated), never a capture of a record still listed as live.
 */
export async function archiveOwned<T extends OwnedItem>(
  em: EntityManager,
  jobs: JobQueue,
  entity: EntityClass<T>,
  label: Label,
  userId: number,
  id: number,
) {
  const item = await findOwned(em, entity, label, userId, id);
  const updated = await em.nativeUpdate(
    entity,
    { id, userId } as FilterQuery<T>,
    { isArchived: true, updatedAt: new Date() } as never,
  );
  if (updated === 0) throw new NotFound(label);
  // The archive domain captures the page and keeps the archive record (subgraphs/archive).
  const job = await jobs.enqueue<ArchiveCaptureJob>(ARCHIVE_CAPTURE_JOB, { userId, url: item.url });
  return { message: `${label} archived; page capture queued`, jobId: job.id };
}

/** The table's columns that a record needs (the search vector is left out), quoted for raw SQL. */
export function recordColumns(em: EntityManager, entity: EntityClass<object>): string {
  return em
    .getMetadata()
    .get(entity)
    .props.filter((prop) => prop.persist !== false && !prop.lazy)
    .flatMap((prop) => prop.fieldNames)
    .map((column) => `"${column}"`)
    .join(', ');
}
