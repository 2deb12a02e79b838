import type { TabsUser as Identity } from '@platform/auth';
import type { JobQueue } from '@platform/jobs';
import type { Logger } from '@platform/observability';
import type { EventBus } from '@platform/pubsub';
import { toSql } from 'pgvector';
import { AnalysisUnavailableError, isZeroVector, type AnalysisClient } from './analysis-client.js';
import { announceChange } from './library-changes.js';
import { TABLES } from './search.service.js';
import type { VectorStore } from './vector-store.js';

// What enrichment may store: the same limits library.graphql's @constraint rules give a user's own tags and category.
const LIMITS = { tag: 100, tags: 100, category: 100 } as const;

export const ENRICH_ITEM_JOB = 'library.enrich-item';

export type EnrichedItemType = 'tab' | 'bookmark';

export interface EnrichItemJob {
  userId: number;
  itemType: EnrichedItemType;
  itemId: number;
}

/** Published once an item's enrichment is stored; `itemEnriched` streams it to the owner. */
export const ITEM_ENRICHED_TOPIC = 'library.itemEnriched';
export interface ItemEnriched {
  userId: number;
  itemId: number;
  itemType: 'TAB' | 'BOOKMARK';
  summary: string;
  category: string;
  tags: string[];
  entities: Record<string, string[]>;
  /** Whether an embedding was stored (false without the vector extension). */
  embedded: boolean;
}

/** How many of the analysis service's keywords become tags. */
export const KEYWORD_TAGS = 5;
/** Attempts at the compare-and-set of tags before the job gives up (and retries later). */
const TAG_WRITE_ATTEMPTS = 5;

const hasText = (content: string | null | undefined): content is string =>
  typeof content === 'string' && content.trim().length > 0;

/**
 * The user's tags first, in their order, then the best keyword terms not already there
 * (case-insensitively), within the tag limits.
 */
export function mergeTags(
  existing: string[],
  keywords: Array<{ term: string }>,
  count = KEYWORD_TAGS,
): string[] {
  const tags = [...existing];
  const seen = new Set(existing.map((tag) => tag.toLowerCase()));
  for (const { term } of keywords.slice(0, count)) {
    const tag = term.trim().slice(0, LIMITS.tag);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (tags.length >= LIMITS.tags) break;
    tags.push(tag);
    seen.add(tag.toLowerCase());
  }
  return tags;
}

const tableOf = (type: EnrichedItemType) => (type === 'tab' ? TABLES.TAB : TABLES.BOOKMARK);

/**
 * Enrichment of Pro items (docs/products/tabs.md, "Enrichment"): a create with content queues `library.enrich-item`;
 * the job asks the analysis service for summary, category, keywords, entities and embedding and
 * stores them. The analysis service being down makes the job throw, so it is retried with backoff
 * and finally parked in the failed-jobs record.
 */
export class EnrichmentService {
  constructor(
    private readonly jobs: JobQueue,
    private readonly bus: EventBus,
    private readonly analysis: AnalysisClient,
    private readonly vectors: VectorStore,
    private readonly logger: Logger,
  ) {}

  /** After a create: queues enrichment when the caller is Pro and the item has content. */
  async afterCreate(
    identity: Identity,
    itemType: EnrichedItemType,
    item: { id: number; content?: string | null },
  ): Promise<void> {
    if (identity.plan !== 'pro' || !hasText(item.content)) return;
    await this.queue(identity.userId, itemType, [item]);
  }

  /**
   * Queues one job per item with content. Best effort: the records are already saved, and failing
   * the request (or the bulk job, whose retry would skip the rows it created) would not bring the
   * enrichment back, so a queue failure is logged instead.
   */
  async queue(
    userId: number,
    itemType: EnrichedItemType,
    items: Array<{ id: number; content?: string | null }>,
  ): Promise<void> {
    for (const item of items) {
      if (!hasText(item.content)) continue;
      try {
        await this.jobs.enqueue<EnrichItemJob>(ENRICH_ITEM_JOB, { userId, itemType, itemId: item.id });
      } catch (error) {
        this.logger.error(
          { err: (error as Error).message, userId, itemType, itemId: item.id },
          'could not queue enrichment',
        );
      }
    }
  }

  /** The job: analyse the item's current content and store the result; a deleted item is skipped. */
  async enrich(
    { userId, itemType, itemId }: EnrichItemJob,
    logger: Logger = this.logger,
  ): Promise<'enriched' | 'skipped'> {
    const table = tableOf(itemType);
    const read = async () =>
      (
        await this.vectors.execute(
          `select "url", "content", "tags" from ${table} where "id" = $1 and "user_id" = $2`,
          [itemId, userId],
        )
      )[0] as { url: string; content: string | null; tags: string[] | string } | undefined;
    const item = await read();
    if (!item || !hasText(item.content)) {
      logger.info({ itemType, itemId }, 'enrichment skipped: the item is gone or has no content');
      return 'skipped';
    }
    const analysis = await this.analysis.analyze(item.content, item.url).catch((error: Error) => {
      throw error instanceof AnalysisUnavailableError
        ? new Error(`Analysis service unavailable: ${error.message}`)
        : error;
    });
    const embedding =
      this.vectors.ready && !isZeroVector(analysis.embedding) ? (toSql(analysis.embedding) as string) : null;

    // Compare-and-set on tags, so a user's tag edit made while the analysis ran is never lost.
    let current = item;
    for (let attempt = 1; attempt <= TAG_WRITE_ATTEMPTS; attempt++) {
      const before = tagList(current.tags);
      const tags = mergeTags(before, analysis.keywords);
      const params: unknown[] = [
        analysis.summary,
        analysis.category.slice(0, LIMITS.category),
        JSON.stringify(analysis.entities),
        JSON.stringify(tags),
        itemId,
        userId,
        JSON.stringify(before),
      ];
      const setEmbedding = this.vectors.ready ? `, "embedding" = $${params.push(embedding)}::vector` : '';
      const updated = await this.vectors.execute(
        `update ${table} set "summary" = $1, "category" = $2, "entities" = $3::jsonb, "tags" = $4::jsonb, "updated_at" = now()${setEmbedding}
         where "id" = $5 and "user_id" = $6 and "tags" = $7::jsonb returning "id"`,
        params,
      );
      if (updated.length) {
        await this.announce({
          userId,
          itemId,
          itemType: itemType === 'tab' ? 'TAB' : 'BOOKMARK',
          summary: analysis.summary,
          category: analysis.category,
          tags,
          entities: analysis.entities,
          embedded: embedding !== null,
        });
        logger.info(
          { itemType, itemId, category: analysis.category, embedded: embedding !== null },
          'item enriched',
        );
        return 'enriched';
      }
      const again = await read();
      if (!again) {
        logger.info({ itemType, itemId }, 'enrichment skipped: the item was deleted during analysis');
        return 'skipped';
      }
      current = again;
    }
    throw new Error("The item's tags kept changing while enrichment was writing; it will be retried");
  }

  /** Cached reads of the owner are dropped; the enrichment has committed, so delivery failures are only reported. */
  private async announce(event: ItemEnriched): Promise<void> {
    await announceChange(this.bus, event.userId);
    await this.bus.notify<ItemEnriched>(ITEM_ENRICHED_TOPIC, event);
  }
}

function tagList(value: unknown): string[] {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
}
