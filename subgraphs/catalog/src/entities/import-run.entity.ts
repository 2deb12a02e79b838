import { defineEntity, p } from '@mikro-orm/core';

export type ImportKind = 'scryfall' | 'csv' | 'prices';
export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';
export interface ImportIssue {
  /** Item index (Scryfall, from 0) or line (CSV, from 1 with the header). */
  at: number;
  message: string;
}

const ImportRunSchema = defineEntity({
  name: 'ImportRun',
  schema: 'catalog',
  tableName: 'import_run',
  indexes: [{ name: 'import_run_created_idx', properties: ['createdAt', 'id'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(10).$type<ImportKind>(),
    file: p.text(),
    status: p.string().length(10).$type<ImportStatus>(),
    requestedBy: p.string().length(255).nullable(),
    bytesTotal: p.double().$type<number>().nullable(),
    bytesRead: p.double().$type<number>().default(0),
    processed: p.integer().default(0),
    created: p.integer().default(0),
    updated: p.integer().default(0),
    unchanged: p.integer().default(0),
    skipped: p.integer().default(0),
    failed: p.integer().default(0),
    /** Price points recorded (Scryfall's prices, the price CSV's rows); repeats are not counted. */
    pricesRecorded: p.integer().default(0),
    /** The first 50 problems, each with where it was. */
    issues: p.json<ImportIssue[]>(),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});

/** One run of a catalog importer: its progress while it runs and its summary after. */
export class ImportRun extends ImportRunSchema.class {}
ImportRunSchema.setClass(ImportRun);
