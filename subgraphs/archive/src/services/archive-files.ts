import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '@platform/config';
import type { CaptureFiles } from './page-capture.js';

/**
 * ARCHIVE_DIR, else <DATA_DIR>/archives; a memory:// database gets a throw-away temporary folder,
 * since its archive records vanish with the process too.
 */
export function archiveRoot(config: Pick<Config, 'ARCHIVE_DIR' | 'DATA_DIR'>): string {
  if (config.ARCHIVE_DIR) return resolve(config.ARCHIVE_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'platform-archives-'));
  return resolve(config.DATA_DIR, 'archives');
}

/** The archive's files on disk: <root>/<userId>/<jobId>.{html,png,pdf}. */
export class ArchiveFiles {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  /** Paths of one capture, its folder created. Job ids are checked to be plain names (no path tricks). */
  async prepare(userId: number, jobId: string): Promise<CaptureFiles> {
    if (!/^[\w-]{1,64}$/.test(jobId)) throw new Error(`Unexpected job id ${JSON.stringify(jobId)}`);
    const folder = this.userFolder(userId);
    await mkdir(folder, { recursive: true });
    const base = join(folder, jobId);
    return { htmlPath: `${base}.html`, screenshotPath: `${base}.png`, pdfPath: `${base}.pdf` };
  }

  /** Removes what a failed capture left behind. */
  async discard(files: CaptureFiles): Promise<void> {
    await Promise.all(Object.values(files).map((path) => rm(path, { force: true })));
  }

  /** Account deletion: the user's whole folder. */
  async removeUser(userId: number): Promise<void> {
    await rm(this.userFolder(userId), { recursive: true, force: true });
  }

  private userFolder(userId: number): string {
    if (!Number.isSafeInteger(userId) || userId < 1) throw new Error(`Unexpected user id ${userId}`);
    return join(this.root, String(userId));
  }
}
