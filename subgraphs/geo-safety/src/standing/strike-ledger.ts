import type { QueryPool } from '@platform/db';
import type { GameSettings } from '@platform/config';

/** What a player can see of their own standing: strikes that still count and any lockout running. */
export interface PlayerStanding {
  /** Strikes that have not decayed yet (0 once they have). */
  strikes: number;
  strikeLimit: number;
  /** When the running lockout ends; null when none runs. */
  lockedUntil: Date | null;
  /** When the strikes decay if the player earns no other; null without strikes. */
  strikesDecayAt: Date | null;
}

/** The outcome of one strike: counted, or refused because a lockout already runs. */
export type StrikeOutcome =
  { counted: true; strikes: number; lockedUntil: Date | null } | { counted: false; lockedUntil: Date };

type StrikeSettings = Pick<
  GameSettings,
  'GAME_STRIKE_LIMIT' | 'GAME_STRIKE_WINDOW_SECONDS' | 'GAME_LOCKOUT_SECONDS' | 'GAME_LOCKOUT_MAX_SECONDS'
>;

const TABLE = '"geo_safety"."player_standing"';
// The strikes after this one: back to 1 once the window has passed since the later of the last strike
// and the end of the last lockout (a locked-out player's strikes do not decay while they sit it out).
const NEXT = `(case when greatest(s."last_strike_at", coalesce(s."locked_until", s."last_strike_at")) + make_interval(secs => $3::float8) <= $2::timestamptz then 1 else s."strikes" + 1 end)`;
// The lockout the strikes earn: the base at the limit, doubled per strike beyond it, capped.
const lockout = (strikes: string) =>
  `$2::timestamptz + make_interval(secs => least($5::float8 * power(2, least(${strikes} - $4::int, 30)), $6::float8))`;

/**
 * One statement per strike: the row lock of the upsert serialises a player's parallel strikes, each
 * counts once, and a strike arriving while a lockout runs changes nothing (the WHERE refuses it), so
 * parallel reports never push a lockout further than the strikes earned before it.
 */
const STRIKE = `insert into ${TABLE} as s ("player_id", "strikes", "last_strike_at", "locked_until")
values ($1::uuid, 1, $2::timestamptz, case when 1 >= $4::int then ${lockout('1')} end)
on conflict ("player_id") do update set
  "strikes" = ${NEXT},
  "last_strike_at" = excluded."last_strike_at",
  "locked_until" = case when ${NEXT} >= $4::int then ${lockout(NEXT)} else s."locked_until" end
where s."locked_until" is null or s."locked_until" <= $2::timestamptz
returning "strikes", "locked_until"`;

const READ = `select "strikes", "last_strike_at", "locked_until" from ${TABLE} where "player_id" = $1::uuid`;

const dateOf = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date));

/**
 * Strikes and lockouts of location validation (docs/security/game.md): blocked_spoof_detected and
 * blocked_speed_lockout each earn a strike; GAME_STRIKE_LIMIT strikes lock the player out for
 * GAME_LOCKOUT_SECONDS, each further strike doubles it up to GAME_LOCKOUT_MAX_SECONDS. Kept in the
 * database, so every replica and a restart see the same standing.
 */
export class StrikeLedger {
  constructor(
    private readonly pool: Pick<QueryPool, 'query'>,
    private readonly settings: StrikeSettings,
  ) {}

  async strike(playerId: string, now: Date): Promise<StrikeOutcome> {
    const s = this.settings;
    const { rows } = await this.pool.query(STRIKE, [
      playerId,
      now.toISOString(),
      s.GAME_STRIKE_WINDOW_SECONDS,
      s.GAME_STRIKE_LIMIT,
      s.GAME_LOCKOUT_SECONDS,
      s.GAME_LOCKOUT_MAX_SECONDS,
    ]);
    const row = rows[0] as { strikes: number; locked_until: unknown } | undefined;
    if (row) {
      const lockedUntil = dateOf(row.locked_until);
      return {
        counted: true,
        strikes: Number(row.strikes),
        lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null,
      };
    }
    // Refused: a lockout runs (another request's strike got there first).
    const standing = await this.standing(playerId, now);
    return { counted: false, lockedUntil: standing.lockedUntil ?? now };
  }

  async standing(playerId: string, now: Date): Promise<PlayerStanding> {
    const { rows } = await this.pool.query(READ, [playerId]);
    const row = rows[0] as { strikes: number; last_strike_at: unknown; locked_until: unknown } | undefined;
    const none = {
      strikes: 0,
      strikeLimit: this.settings.GAME_STRIKE_LIMIT,
      lockedUntil: null,
      strikesDecayAt: null,
    };
    if (!row) return none;
    const last = dateOf(row.last_strike_at)!.getTime();
    const locked = dateOf(row.locked_until);
    const decayAt = new Date(
      Math.max(last, locked?.getTime() ?? last) + this.settings.GAME_STRIKE_WINDOW_SECONDS * 1000,
    );
    if (decayAt <= now) return none;
    return {
      strikes: Number(row.strikes),
      strikeLimit: this.settings.GAME_STRIKE_LIMIT,
      lockedUntil: locked && locked > now ? locked : null,
      strikesDecayAt: decayAt,
    };
  }
}
