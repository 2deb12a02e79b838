const UNIT_MS: Record<string, number> = {
  s: 1000,
  sec: 1000,
  secs: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  mins: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
  w: 604_800_000,
  week: 604_800_000,
  weeks: 604_800_000,
};
const THIRTY_DAYS_MS = 30 * 86_400_000;

/**
 * The longest an access token can live, from JWT_EXPIRES_IN (a bare number is seconds, as in
 * AccessTokens). A revocation must be kept at least that long; unreadable values fall back to 30 days.
 */
export function tokenLifetimeMs(expiresIn: string): number {
  const match = /^(\d+)\s*([a-z]*)$/i.exec(expiresIn.trim());
  if (!match) return THIRTY_DAYS_MS;
  const unit = match[2].toLowerCase() || 's';
  const ms = UNIT_MS[unit];
  return ms === undefined ? THIRTY_DAYS_MS : Number(match[1]) * ms;
}
