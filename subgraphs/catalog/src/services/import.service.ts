import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { NotFound } from '@platform/errors';
import { PermanentJobError } from '@platform/jobs';
import {
  decodeCursor,
  keysetCondition,
  keysetOrderBy,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import {
  ImportRun,
  type ImportIssue,
  type ImportKind,
  type ImportStatus,
} from '../entities/import-run.entity.js';
import { IMPORT_PROGRESS_TOPIC, type ImportProgress } from '@platform/catalog-contracts';
import { tickerOf } from '../rules/ticker.js';
import { isUuid } from '../rules/parse-input.js';
import type { ImportedCard, ImportedPoint, ImportItem } from '../importers/catalog-row.js';
import { readScryfallBulk } from '../importers/scryfall.js';
import { readCatalogCsv } from '../importers/catalog-csv.js';
import { readPriceCsv } from '../importers/price-csv.js';
import { ingestPoints } from './price-ingest.js';
import type { PricingService } from './pricing.service.js';
import { toDate, type CatalogContext } from './catalog-context.js';
import { refreshCatalogStatistics } from './catalog-statistics.js';

export const IMPORT_BATCH = 200;
export const MAX_RECORDED_ISSUES = 50;

export interface ImportRunView {
  runId: string;
  kind: ImportKind;
  file: string;
  status: ImportStatus;
  /** The subject of the token that started the run (null: started without a caller, e.g. in process). */
  requestedBy: string | null;
  /** Share of the file read, 0 to 1 (null before the run starts). */
  progress: number | null;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  pricesRecorded: number;
  issues: ImportIssue[];
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const READERS: Record<ImportKind, (input: Readable) => AsyncGenerator<ImportItem>> = {
  scryfall: readScryfallBulk,
  csv: readCatalogCsv,
  prices: readPriceCsv,
};

const RUN_ORDER: KeyColumn[] = [
  { sql: '"created_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"id"', direction: 'desc', cast: 'uuid' },
];

/** Counts the bytes that pass, for progress. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/**
 * Catalog importers (Scryfall bulk data, the catalog CSV) as runs: `start` records a queued run and
 * hands it to the job queue; the job streams the file, upserts cards in batches of 200 by their
 * import key (a re-run updates, never duplicates), and keeps progress and the summary on the run.
 */
export class ImportService {
  constructor(
    private readonly context: CatalogContext,
    private readonly pricing: PricingService,
    /** Queues the import job (the platform's JobQueue.enqueue); absent, the caller runs `run` itself. */
    private readonly enqueue?: (runId: string, requestedBy: string | null) => Promise<unknown>,
  ) {}

  async start(subject: string | null, input: { kind: ImportKind; file: string }): Promise<ImportRunView> {
    if (!Object.hasOwn(READERS, input.kind)) throw new NotFound(`Importer ${String(input.kind)}`);
    const em = this.context.orm.em.fork();
    const run = em.create(ImportRun, {
      id: randomUUID(),
      kind: input.kind,
      file: input.file,
      status: 'queued',
      requestedBy: subject,
      bytesTotal: null,
      bytesRead: 0,
      issues: [],
      createdAt: this.context.now(),
    });
    await em.flush();
    await this.enqueue?.(run.id, subject);
    return this.get(run.id);
  }

  async get(runId: string): Promise<ImportRunView> {
    if (!isUuid(runId)) throw new NotFound('Import run');
    const run = await this.context.orm.em.fork().findOne(ImportRun, { id: runId });
    if (!run) throw new NotFound('Import run');
    return viewOf(run);
  }

  async list(page: PageRequest = {}): Promise<Page<ImportRunView>> {
    const limit = pageLimit(page.limit);
    const scope = 'catalog.import-runs';
    const after = page.cursor ? decodeCursor(page.cursor, scope, RUN_ORDER.length) : null;
    const keyset = keysetCondition(RUN_ORDER, after);
    const ids: Array<{ id: string; created_at: Date | string }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select "id", "created_at" from "catalog"."import_run" where ${keyset.sql} order by ${keysetOrderBy(RUN_ORDER)} limit ?`,
        [...keyset.params, limit + 1],
      );
    const runs = new Map(
      (await this.context.orm.em.fork().find(ImportRun, { id: { $in: ids.map((row) => row.id) } })).map(
        (run) => [run.id, run],
      ),
    );
    return toPage(
      ids,
      limit,
      scope,
      (row) => [toDate(row.created_at).toISOString(), row.id],
      (row) => viewOf(runs.get(row.id)!),
    );
  }

  /** The job's work: runs the import from the start (a retried run counts afresh; upserts make that safe). */
  async run(runId: string): Promise<ImportRunView> {
    const em = this.context.orm.em.fork();
    const run = await em.findOne(ImportRun, { id: runId });
    if (!run) throw new PermanentJobError(`Import run ${runId} does not exist`);
    let size: number;
    try {
      size = (await stat(run.file)).size;
    } catch (error) {
      await this.finish(run, 'failed', `Cannot read ${run.file}: ${(error as Error).message}`);
      throw new PermanentJobError(`Cannot read ${run.file}`);
    }
    Object.assign(run, {
      status: 'running',
      startedAt: this.context.now(),
      finishedAt: null,
      error: null,
      bytesTotal: size,
      bytesRead: 0,
      processed: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      failed: 0,
      pricesRecorded: 0,
      issues: [],
    });
    await em.flush();
    await this.announce(run);
    const counter = new ByteCounter();
    const input = createReadStream(run.file).pipe(counter);
    let batch: ImportedCard[] = [];
    let points: Array<{ at: number; point: ImportedPoint }> = [];
    const noteIssue = (at: number, message: string) => {
      run.failed += 1;
      if (run.issues.length < MAX_RECORDED_ISSUES) run.issues = [...run.issues, { at, message }];
    };
    const flushBatch = async () => {
      if (batch.length === 0 && points.length === 0) return;
      if (batch.length) {
        const counts = await this.upsert(batch, run.requestedBy ?? null);
        run.created += counts.created;
        run.updated += counts.updated;
        run.unchanged += counts.unchanged;
      }
      // A card's own prices are recorded once the card exists, as points of their sources.
      const pending = [
        ...points,
        ...batch.flatMap(({ importKey, prices }, at) =>
          (prices ?? []).map((price) => ({
            at,
            point: { card: { importKey }, source: price.source, price: price.price, isSold: false },
          })),
        ),
      ];
      const ingested = await ingestPoints(this.context, this.pricing, pending);
      run.pricesRecorded += ingested.recorded;
      if (run.kind === 'prices') run.unchanged += ingested.repeated;
      for (const problem of ingested.problems) noteIssue(problem.at, problem.message);
      batch = [];
      points = [];
      run.bytesRead = counter.bytes;
      await em.flush();
      await this.announce(run);
    };
    try {
      for await (const item of READERS[run.kind](input)) {
        run.processed += 1;
        if (item.kind === 'card') batch.push(item.value);
        else if (item.kind === 'point') points.push({ at: item.at, point: item.value });
        else if (item.kind === 'skipped') run.skipped += 1;
        else noteIssue(item.at, item.message);
        if (batch.length + points.length >= IMPORT_BATCH) await flushBatch();
      }
      await flushBatch();
    } catch (error) {
      input.destroy();
      await this.finish(run, 'failed', (error as Error).message);
      // A malformed file fails the same way every time: no retries.
      throw new PermanentJobError(`Import failed: ${(error as Error).message}`);
    }
    run.bytesRead = size;
    if (run.created > 0) await refreshCatalogStatistics(this.context);
    await this.finish(run, 'completed', null);
    this.context.logger.info(
      {
        runId,
        kind: run.kind,
        processed: run.processed,
        created: run.created,
        updated: run.updated,
        skipped: run.skipped,
        failed: run.failed,
      },
      'catalog import done',
    );
    return viewOf(run);
  }

  private async finish(run: ImportRun, status: ImportStatus, error: string | null) {
    run.status = status;
    run.error = error;
    run.finishedAt = this.context.now();
    await this.context.orm.em.fork().nativeUpdate(
      ImportRun,
      { id: run.id },
      {
        status,
        error,
        finishedAt: run.finishedAt,
        bytesRead: run.bytesRead,
        ...countsOf(run),
      },
    );
    await this.announce(run);
  }

  private async announce(run: ImportRun) {
    const progress: ImportProgress = {
      runId: run.id,
      status: run.status,
      processed: run.processed,
      progress: progressOf(run),
    };
    await this.context.bus?.publish(IMPORT_PROGRESS_TOPIC, progress).catch(() => undefined);
  }

  /**
   * Upserts a batch of cards by import key (one statement: only rows whose fields changed are
   * written), then their variants by (card, label). A variant keeps the market price computed
   * from price points (the primary variant of a card with a market price); the others take the
   * imported figure.
   */
  private async upsert(
    batch: ImportedCard[],
    subject: string | null,
  ): Promise<{ created: number; updated: number; unchanged: number }> {
    const byKey = new Map(batch.map((item) => [item.importKey, item]));
    const now = this.context.now();
    const rows = [...byKey.values()].map(({ importKey, card }) => ({
      id: randomUUID(),
      import_key: importKey,
      name: card.name,
      search_name: card.name.toLowerCase(),
      game: card.game,
      set_code: card.setCode,
      set_name: card.setName,
      rarity: card.rarity,
      condition: card.condition,
      collector_number: card.collectorNumber,
      ticker: tickerOf(card.game, card.setCode, card.name),
      image_uri: card.imageUri ?? null,
    }));
    const connection = this.context.orm.em.getConnection();
    const written: Array<{ inserted: boolean }> = await connection.execute(
      `insert into "catalog"."card" ("id", "import_key", "name", "search_name", "game", "set_code", "set_name", "rarity", "condition", "collector_number", "ticker", "image_uri", "points_recorded", "created_by", "created_at", "updated_at")
       select r."id", r."import_key", r."name", r."search_name", r."game", r."set_code", r."set_name", r."rarity", r."condition", r."collector_number", r."ticker", r."image_uri", 0, ?, ?, ?
       from jsonb_to_recordset(?::jsonb) as r("id" uuid, "import_key" text, "name" text, "search_name" text, "game" text, "set_code" text, "set_name" text, "rarity" text, "condition" text, "collector_number" text, "ticker" text, "image_uri" text)
       on conflict ("import_key") do update set "name" = excluded."name", "search_name" = excluded."search_name", "game" = excluded."game",
         "set_code" = excluded."set_code", "set_name" = excluded."set_name", "rarity" = excluded."rarity", "condition" = excluded."condition",
         "collector_number" = excluded."collector_number", "ticker" = excluded."ticker", "image_uri" = excluded."image_uri", "updated_at" = excluded."updated_at"
       where ("card"."name", "card"."game", "card"."set_code", "card"."set_name", "card"."rarity", "card"."condition", "card"."collector_number", "card"."image_uri")
         is distinct from (excluded."name", excluded."game", excluded."set_code", excluded."set_name", excluded."rarity", excluded."condition", excluded."collector_number", excluded."image_uri")
       returning (xmax = 0) as "inserted"`,
      [subject, now, now, JSON.stringify(rows)],
    );
    const variants = [...byKey.values()].flatMap(({ importKey, card }) =>
      card.variants.map((variant, position) => ({
        id: randomUUID(),
        import_key: importKey,
        position,
        label: variant.label,
        finish: variant.finish,
        market_price: variant.marketPrice ?? null,
        listed_price: variant.listedPrice ?? null,
      })),
    );
    await connection.execute(
      `insert into "catalog"."variant" ("id", "card_id", "position", "label", "finish", "market_price", "listed_price")
       select v."id", c."id", v."position", v."label", v."finish", v."market_price", v."listed_price"
       from jsonb_to_recordset(?::jsonb) as v("id" uuid, "import_key" text, "position" int, "label" text, "finish" text, "market_price" numeric, "listed_price" numeric)
       join "catalog"."card" c on c."import_key" = v."import_key"
       on conflict ("card_id", "label") do update set "position" = excluded."position", "finish" = excluded."finish", "listed_price" = excluded."listed_price",
         "market_price" = case
           when "variant"."position" = 0 and exists (select 1 from "catalog"."market_price" m where m."card_id" = "variant"."card_id" and m."price" is not null)
           then "variant"."market_price" else excluded."market_price" end`,
      [JSON.stringify(variants)],
    );
    const created = written.filter((row) => row.inserted).length;
    return { created, updated: written.length - created, unchanged: byKey.size - written.length };
  }
}

const progressOf = (run: ImportRun) =>
  run.bytesTotal
    ? Math.min(1, Math.round((run.bytesRead / run.bytesTotal) * 1000) / 1000)
    : run.status === 'completed'
      ? 1
      : null;

/** What a run has counted so far, as its row stores and its view shows it. */
const countsOf = ({
  processed,
  created,
  updated,
  unchanged,
  skipped,
  failed,
  pricesRecorded,
  issues,
}: ImportRun) => ({ processed, created, updated, unchanged, skipped, failed, pricesRecorded, issues });

function viewOf(run: ImportRun): ImportRunView {
  return {
    runId: run.id,
    kind: run.kind,
    file: run.file,
    status: run.status,
    requestedBy: run.requestedBy ?? null,
    progress: progressOf(run),
    ...countsOf(run),
    error: run.error ?? null,
    createdAt: run.createdAt,
    startedAt: run.startedAt ?? null,
    finishedAt: run.finishedAt ?? null,
  };
}
