import type pg from 'pg';

type Query = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * pg's Client whose promise form of `query(text, values)` is answered through pg's callback form.
 * Through pg's own promise (what Kysely, and so every domain's ORM, calls) each statement's result
 * outlived two young-generation collections and was promoted to the old generation, to be freed
 * only by the next full collection: a 100-row list promoted 7 MB per scavenge in a loop of
 * sequential reads, 130 KB per request under the platform's list load, where the same reads
 * through the callback form promoted nothing (3 KB per scavenge). A full collection frees those
 * results, so no heap snapshot shows what held them.
 */
export function withCallbackQueries(Client: typeof pg.Client): typeof pg.Client {
  const query = Client.prototype.query as unknown as Query;
  class CallbackQueryClient extends Client {}
  (CallbackQueryClient.prototype as unknown as { query: Query }).query = function (config, values, callback) {
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined)
      return query.call(this, config, values, callback);
    return new Promise((resolve, reject) => {
      query.call(this, config, values, (error: Error | null, result: unknown) =>
        error ? reject(error) : resolve(result),
      );
    });
  };
  return CallbackQueryClient;
}
