import { mkdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptureFiles } from './page-capture.js';

/** The archive's files on disk: <root>/<userId>/<jobId>.{html,png,pdf} (root: archiveDir(config)). */
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
