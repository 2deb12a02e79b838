// The events that cross domain or process boundaries, in one place: topic names and payloads.

/** Accounts deleted a user; every domain removes that user's records. */
export const USER_DELETED_TOPIC = 'accounts.userDeleted';
export interface UserDeleted {
  userId: number;
}

/** Accounts changed something a session depends on (logout, plan, password, deletion). */
export const SESSION_CHANGED_TOPIC = 'accounts.sessionChanged';
export interface SessionChanged {
  userId: number;
}

/** The library changed a user's tabs or bookmarks; cached reads of that user are stale. */
export const LIBRARY_CHANGED_TOPIC = 'library.changed';
export interface LibraryChanged {
  userId: number;
}

/**
 * The archive domain's page-capture job. The library queues it when a tab or bookmark is archived;
 * the archive subgraph defines it. Jobs meet by name in the shared job store, so this works
 * embedded and distributed alike.
 */
export const ARCHIVE_CAPTURE_JOB = 'archive.capture-page';
export interface ArchiveCaptureJob {
  userId: number;
  url: string;
}
