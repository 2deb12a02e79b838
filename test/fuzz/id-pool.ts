import fc from 'fast-check';

const MAX_IDS = 200;

/**
 * Ids the API itself handed out during a run (any `id` or `...Id`/`..._id` field of a JSON answer),
 * so generated paths reach real records (the caller's own) as well as unknown and hostile ids:
 * a random id stops at the 404 and never reaches what a record's handler does with a hostile body.
 */
export class IdPool {
  private readonly ids: string[] = [];
  private readonly seen = new Set<string>();

  /** Ids of a successful answer (an error's `request_id` names no record). */
  learn(status: number, body: unknown): void {
    if (status >= 200 && status < 300) this.collect(body, 0);
  }

  private collect(body: unknown, depth: number): void {
    if (depth > 3 || body === null || typeof body !== 'object') return;
    for (const [key, value] of Object.entries(body)) {
      if (
        (typeof value === 'string' || typeof value === 'number') &&
        /^id$|Id$|_id$/.test(key) &&
        !/^request_?id$/i.test(key)
      )
        this.add(String(value));
      else this.collect(value, depth + 1);
    }
  }

  /** One of the ids learnt so far, read when the request is generated (`fallback` while there are none). */
  arbitrary(fallback: string): fc.Arbitrary<string> {
    return fc.nat().map((n) => (this.ids.length ? this.ids[n % this.ids.length]! : fallback));
  }

  private add(id: string): void {
    if (this.seen.has(id) || id.length > 100) return;
    this.seen.add(id);
    this.ids.push(id);
    if (this.ids.length > MAX_IDS) this.ids.splice(0, this.ids.length - MAX_IDS);
  }
}
