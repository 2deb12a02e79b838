import { NotFound } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records are keyed by uuid columns: an id that is no uuid names nothing (NotFound), and must not
 * reach PostgreSQL, whose uuid cast would fail the whole statement.
 */
export function recordId(id: string, what: string): string {
  if (!UUID.test(id)) throw new NotFound(what);
  return id;
}
