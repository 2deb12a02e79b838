import { defineEntity, p } from '@mikro-orm/core';

const PageArchiveSchema = defineEntity({
  name: 'PageArchive',
  schema: 'archive',
  tableName: 'page_archive',
  indexes: [
    {
      name: 'page_archive_user_created_idx',
      properties: ['userId', 'createdAt'],
      columns: [{ name: 'user_id' }, { name: 'created_at', sort: 'desc' }],
    },
  ],
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    url: p.text(),
    htmlContent: p.text(),
    /** Absolute paths of the captured files on the archive worker's filesystem (ARCHIVE_DIR); the graph answers their names only. */
    htmlPath: p.text(),
    screenshotPath: p.text(),
    pdfPath: p.text(),
    /** The capture job that made the record; unique, so a retried job never stores a page twice. */
    jobId: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** One captured page. A row exists only for a capture that succeeded (see docs/products/tabs.md, page archives). */
export class PageArchive extends PageArchiveSchema.class {}
PageArchiveSchema.setClass(PageArchive);
