import { realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Response } from 'express';
import type { Logger } from '@platform/observability';
import type { ErrorBodies, HttpReply } from './rest-api.js';

/**
 * What `respond` returns on a route with `file`: a file inside one of the API's named folders
 * (createApiApp's `fileFolders`), never a path the graph chose, so a record pointing anywhere else
 * on the disk cannot be downloaded.
 */
export interface FileReply {
  /** Name of the folder (a key of `fileFolders`). */
  folder: string;
  /** The file's place below that folder, one plain name per level (e.g. [userId, '<jobId>.pdf']). */
  path: string[];
  /** Offered to the client as the download name (Content-Disposition). */
  filename?: string;
}

/** Folder name → absolute folder the API's file routes may read from. */
export type FileFolders = Readonly<Record<string, string>>;

/** A plain file or folder name: no separators, no dotfiles (so no `.` or `..`), no NUL. */
const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,254}$/;

const inside = (folder: string, path: string) =>
  path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

export type ResolvedFile = { path: string } | { missing: true } | { refused: string };

/**
 * The real path of `reply`'s file when it lies inside its folder: every level a plain name, and
 * after resolving symbolic links the file's parent folder still inside the named folder and the
 * file inside that parent (a link to elsewhere is refused, not followed).
 */
export async function resolveFileReply(folders: FileFolders, reply: FileReply): Promise<ResolvedFile> {
  const root = Object.hasOwn(folders, reply.folder) ? folders[reply.folder] : undefined;
  if (!root) return { refused: `no file folder named ${JSON.stringify(reply.folder)}` };
  if (!reply.path.length || !reply.path.every((name) => PLAIN_NAME.test(name)))
    return { refused: 'not a plain path below the folder' };
  try {
    const realRoot = await realpath(root);
    const parent = await realpath(join(realRoot, ...reply.path.slice(0, -1)));
    if (parent !== realRoot && !inside(realRoot, parent))
      return { refused: 'its folder leads outside the file folder' };
    const file = await realpath(join(parent, reply.path.at(-1)!));
    if (!inside(parent, file)) return { refused: 'a link leading outside its folder' };
    return { path: file };
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    )
      return { missing: true };
    throw error;
  }
}

/**
 * Streams a route's file; a file missing, not a file, or outside its folder is the API's 404 (the
 * refusal is logged, the client learns nothing of the disk), any other read failure its 500.
 */
export async function sendFileReply(
  res: Response,
  reply: FileReply,
  options: {
    folders: FileFolders;
    contentType: string;
    errors: ErrorBodies;
    logger: Logger;
    send: (res: Response, reply: HttpReply) => void;
  },
): Promise<void> {
  const { errors, logger, send } = options;
  const notFound = () =>
    send(res, errors.fromGraphQL({ message: 'File not found', extensions: { code: 'NOT_FOUND' } }));
  const resolved = await resolveFileReply(options.folders, reply);
  if ('refused' in resolved) {
    logger.warn(
      { folder: reply.folder, path: reply.path, reason: resolved.refused },
      'file download refused',
    );
    return notFound();
  }
  if ('missing' in resolved) return notFound();
  if (reply.filename) res.attachment(reply.filename);
  res.sendFile(
    resolved.path,
    { headers: { 'Content-Type': options.contentType }, dotfiles: 'deny' },
    (error?: NodeJS.ErrnoException) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Disposition');
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || (error as { status?: number }).status === 404)
        return notFound();
      logger.error({ err: error }, 'sending a file failed');
      send(res, errors.internal(error));
    },
  );
}
