import type { CardRef, ImportedPoint } from '../importers/catalog-row.js';
import { FUTURE_TOLERANCE_MS } from '../rules/card-input.js';
import { MARKET_WINDOW_MS } from '../rules/market-price.js';
import { isUuid } from '../rules/parse-input.js';
import { toDate, type CatalogContext } from './catalog-context.js';
import type { PricingService } from './pricing.service.js';

/**
 * A source's point at the same price within this long of an existing one is the same observation
 * (a re-run of one import, or Scryfall's daily figure fetched twice a day): it is not recorded again.
 */
export const REPEAT_WINDOW_HOURS = 20;

export interface IngestOutcome {
  recorded: number;
  /** Points left out as repeats of one already recorded. */
  repeated: number;
  /** Where (the item's `at`) a point named no card of the catalog, or lay in the future. */
  problems: Array<{ at: number; message: string }>;
}

const refColumns = (ref: CardRef) => ({
  card_id: 'cardId' in ref && isUuid(ref.cardId) ? ref.cardId : null,
  import_key: 'importKey' in ref ? ref.importKey : null,
  game: 'game' in ref ? ref.game : null,
  set_code: 'setCode' in ref ? ref.setCode : null,
  collector_number: 'collectorNumber' in ref ? ref.collectorNumber : null,
  condition: 'condition' in ref ? ref.condition : null,
});

/**
 * Records imported price points in two statements (resolve the cards they name; insert the new ones
 * and count them on their cards), then recomputes the market price of every card with a new point in
 * the window, which publishes price.update where it changed, as a posted point does.
 */
export async function ingestPoints(
  context: CatalogContext,
  pricing: PricingService,
  items: Array<{ at: number; point: ImportedPoint }>,
): Promise<IngestOutcome> {
  if (items.length === 0) return { recorded: 0, repeated: 0, problems: [] };
  const now = context.now();
  const connection = context.orm.em.getConnection();
  const problems: IngestOutcome['problems'] = [];
  const timely = items.filter(({ at, point }) => {
    if (!point.observedAt || point.observedAt.getTime() <= now.getTime() + FUTURE_TOLERANCE_MS) return true;
    problems.push({ at, message: 'timestamp must not be in the future' });
    return false;
  });
  const resolved: Array<{ at: number; card: string | null }> = await connection.execute(
    `select v."at", coalesce(
       (select c."id" from "catalog"."card" c where c."id" = v."card_id"),
       (select c."id" from "catalog"."card" c where c."import_key" = v."import_key"),
       (select c."id" from "catalog"."card" c where c."game" = v."game" and c."set_code" = v."set_code"
          and c."collector_number" = v."collector_number" and c."condition" = v."condition" order by c."created_at", c."id" limit 1)) as "card"
     from jsonb_to_recordset(?::jsonb) as v("at" int, "card_id" uuid, "import_key" text, "game" text, "set_code" text, "collector_number" text, "condition" text)`,
    [JSON.stringify(timely.map(({ at, point }) => ({ at, ...refColumns(point.card) })))],
  );
  const cardAt = new Map(resolved.map((row) => [Number(row.at), row.card]));
  const points = timely.flatMap(({ at, point }) => {
    const card = cardAt.get(at);
    if (!card) {
      problems.push({ at, message: 'names no card of the catalog' });
      return [];
    }
    return [
      {
        card_id: card,
        source: point.source,
        price: point.price,
        is_sold: point.isSold,
        observed_at: (point.observedAt ?? now).toISOString(),
      },
    ];
  });
  const counted: Array<{ card_id: string; n: number; latest: Date | string }> = points.length
    ? await connection.execute(
        `with t as (select distinct on ("card_id", "source", "observed_at") * from jsonb_to_recordset(?::jsonb)
             as t("card_id" uuid, "source" text, "price" numeric, "is_sold" boolean, "observed_at" timestamptz)),
         n as (select t.* from t where not exists (select 1 from "catalog"."price_point" p
             where p."card_id" = t."card_id" and p."source" = t."source" and p."price" = t."price"
               and p."observed_at" > t."observed_at" - interval '${REPEAT_WINDOW_HOURS} hours'
               and p."observed_at" < t."observed_at" + interval '${REPEAT_WINDOW_HOURS} hours')),
         i as (insert into "catalog"."price_point" ("card_id", "source", "price", "is_sold", "observed_at", "recorded_at")
             select "card_id", "source", "price", "is_sold", "observed_at", ? from n returning "card_id", "observed_at"),
         k as (select "card_id", count(*)::int as "n", max("observed_at") as "latest" from i group by "card_id"),
         u as (update "catalog"."card" c set "points_recorded" = c."points_recorded" + k."n" from k where c."id" = k."card_id" returning c."id")
         select k."card_id", k."n", k."latest" from k join u on u."id" = k."card_id"`,
        [JSON.stringify(points), now],
      )
    : [];
  const recorded = counted.reduce((sum, row) => sum + Number(row.n), 0);
  for (const row of counted)
    if (toDate(row.latest).getTime() >= now.getTime() - MARKET_WINDOW_MS)
      await pricing.recompute(row.card_id);
  return { recorded, repeated: points.length - recorded, problems };
}
