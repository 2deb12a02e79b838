// The statements that add copies (one holding, a CSV import's rows, a trade's transfer) share these
// parts, so the cataloging limit and the averaged purchase price are one rule however copies arrive.

/**
 * Adds copies to the owner's total only while it stays within the limit: a row with the new
 * total, or none when the limit would be passed. Parameters: owner, copies, now, copies, max, max.
 */
export const ADD_WITHIN_LIMIT = `insert into "collection"."portfolio" ("owner_id", "total_cards", "updated_at") select ?, ?, ? where ?::bigint <= ?::bigint
           on conflict ("owner_id") do update set "total_cards" = "portfolio"."total_cards" + excluded."total_cards", "updated_at" = excluded."updated_at"
           where "portfolio"."total_cards" + excluded."total_cards" <= ?::bigint
           returning "total_cards"`;

/** A card already held (an insert into holding): the copies add up and the purchase price becomes the average over all of them. */
export const MERGE_HELD = `on conflict ("owner_id", "card_id") do update set
             "purchase_price" = round(("holding"."purchase_price" * "holding"."quantity" + excluded."purchase_price" * excluded."quantity") / ("holding"."quantity" + excluded."quantity"), 2),
             "quantity" = "holding"."quantity" + excluded."quantity", "updated_at" = excluded."updated_at"`;
