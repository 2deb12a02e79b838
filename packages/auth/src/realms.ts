import { z } from 'zod';

/** The APIs whose callers the platform knows; each verifies its own tokens. */
export const REALMS = ['tabs', 'resume', 'cards', 'game'] as const;
export type Realm = (typeof REALMS)[number];

export const isRealm = (value: string): value is Realm => (REALMS as readonly string[]).includes(value);

// Claims every realm shares. Bounds keep any value a store or a Date cannot hold out of the code:
// a token whose claims are out of range is invalid (401), never a failure further in.
const MAX_EXP = 253_402_300_799; // 9999-12-31, the last second a Date and a timestamp column hold
const common = {
  exp: z.number().int().positive().max(MAX_EXP),
  iat: z.number().int().nonnegative().max(MAX_EXP).optional(),
  jti: z.string().min(1).max(100).optional(),
  aud: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional(),
  /** The sign-in session the token was minted in: once it ends, the token is refused (session-end.ts). */
  sid: z.string().min(1).max(200).optional(),
};
/** A claim that marks another realm's tokens: its presence alone refuses the token here. */
const foreign = z.never().optional();
const uuid = z.uuid();
/** The accounts subgraph's user ids are PostgreSQL integers. */
const tabsUserId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((sub) => Number(sub) <= 2_147_483_647, 'beyond a 32-bit id');

/**
 * The claim shape of each realm. The shapes are mutually exclusive, so a token is never valid in
 * two realms even when every realm shares one secret and tokens carry no `aud`:
 *  - tabs:   integer `sub`, `jti`; no `permissions`, `scope` or `token_use`
 *  - resume: uuid `sub`, `permissions` (array); no `scope` or `token_use`
 *  - cards:  `sub`, `scope` (space-separated), `token_use`; no `permissions`
 *  - game:   uuid `sub`, optional `roles`; no `permissions`, `scope` or `token_use`
 * (tabs and game differ by `sub`, resume and game by `permissions`, cards by its two claims.)
 */
export const realmClaims = {
  tabs: z.object({
    ...common,
    sub: tabsUserId,
    jti: z.string().min(1).max(100),
    permissions: foreign,
    scope: foreign,
    token_use: foreign,
  }),
  resume: z.object({
    ...common,
    sub: uuid,
    permissions: z.array(z.string().min(1).max(100)).max(100),
    scope: foreign,
    token_use: foreign,
  }),
  cards: z.object({
    ...common,
    sub: z.string().min(1).max(200),
    scope: z.string().max(2000),
    token_use: z.enum(['user', 'customer']),
    permissions: foreign,
  }),
  game: z.object({
    ...common,
    sub: uuid,
    /** The account's roles (`["admin"]`) as accounts signs them; the zone admin API reads it. */
    roles: z.array(z.string().min(1).max(40)).max(20).optional(),
    permissions: foreign,
    scope: foreign,
    token_use: foreign,
  }),
} satisfies Record<Realm, z.ZodType>;

export type RealmClaims<R extends Realm> = z.infer<(typeof realmClaims)[R]>;

/** The realm whose claim shape a payload has, or undefined (at most one can match). */
export function realmOfClaims(payload: unknown): Realm | undefined {
  return REALMS.find((realm) => realmClaims[realm].safeParse(payload).success);
}
