/** Influence halves every 48 hours. */
export const HALF_LIFE_MS = 48 * 3600_000;

/** Influence below this is gone: the hourly job deletes such rows. */
export const INFLUENCE_FLOOR = 0.01;

/** The value stored at `asOf`, decayed continuously to `now` (so reads between hourly runs are exact). */
export function decayed(value: number, asOf: Date, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - asOf.getTime());
  return value * Math.pow(0.5, elapsed / HALF_LIFE_MS);
}

/** The same decay in SQL, for ranking and bulk updates: `value` at `as_of` decayed to the parameter. */
export const DECAYED_SQL = (nowParam: string) =>
  `value * power(0.5, greatest(0, extract(epoch from (${nowParam}::timestamptz - as_of))) / ${HALF_LIFE_MS / 1000})`;

/** What earns influence: +10 a fingerprint, +5 a capture. */
export const INFLUENCE_AWARD = { fingerprint: 10, capture: 5 } as const;
