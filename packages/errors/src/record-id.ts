import { NotFound } from './domain-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid in its canonical text form, the only form the domains' ids take. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An id of a record keyed by a uuid column, or NotFound naming `what`: an id that is no uuid names
 * nothing, and must not reach PostgreSQL, whose uuid cast would fail the whole statement (a 500).
 */
export function recordId(id: string, what: string): string {
  if (!isUuid(id)) throw new NotFound(what);
  return id;
}
