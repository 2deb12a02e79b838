import { NotFound } from '@platform/errors';

/** For entity references: a missing or foreign archive resolves to null; real failures still surface. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof NotFound) return null;
  throw error;
}
