import type { DomainOrm } from '@platform/db';
import type { Platform } from '@platform/subgraph-kit';
import { archiveDir } from '@platform/config';
import { ArchiveFiles } from './archive-files.js';
import { ArchiveService } from './archive.service.js';
import { BrowserPool, sandboxSettings } from '@platform/browser-pool';
import { GuardedProxy, UrlGuard } from '@platform/url-guard';
import { PageCapture } from './page-capture.js';

export interface ArchiveServices {
  archives: ArchiveService;
  files: ArchiveFiles;
  capture: PageCapture;
  browsers: BrowserPool;
}

/** Wires the archive's services once per running subgraph, from the validated configuration. */
export function createArchiveServices(platform: Platform, orm: DomainOrm): ArchiveServices {
  const { config } = platform;
  const guard = new UrlGuard({
    allowPrivate: config.ARCHIVE_ALLOW_PRIVATE,
    log: platform.logger.child({ component: 'archive-url-guard' }),
  });
  const files = new ArchiveFiles(archiveDir(config));
  // Chromium resolves no host itself: every request goes through the guard's proxy, which connects to the address it checked.
  const browsers = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
    sandbox: sandboxSettings(config),
    proxy: new GuardedProxy(guard),
    logger: platform.logger.child({ component: 'archive-browser' }),
  });
  const missing = browsers.missingBrowser();
  if (missing) platform.logger.warn(`page archives will fail until this is fixed. ${missing}`);
  return {
    archives: new ArchiveService(orm, platform.jobs, guard, files),
    files,
    capture: new PageCapture(browsers, guard, config.ARCHIVE_TIMEOUT_MS),
    browsers,
  };
}
