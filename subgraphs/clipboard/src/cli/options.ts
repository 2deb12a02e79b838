import { InvalidArgumentError } from 'commander';
import { UsageError } from '../errors.js';

// Argument parsers for commander: a bad value becomes a usage error (exit 2) before any command runs.

export function positiveInt(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new InvalidArgumentError('expected a positive integer');
  return Number(value);
}

export function nonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('expected a non-negative integer');
  return Number(value);
}

export function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number');
  return n;
}

const DURATION = /^(\d+(?:\.\d+)?)\s*(m|min|h|d|w)$/i;
const UNIT_MS: Record<string, number> = { m: 60e3, min: 60e3, h: 3600e3, d: 86400e3, w: 7 * 86400e3 };

/**
 * A time bound as stored (UTC ISO-8601): an ISO date or date-time, or a duration back from now
 * (`90m`, `2h`, `7d`, `1w`). A bare date means its start for --since and its end for --until.
 */
function timeBound(edge: 'start' | 'end') {
  return (value: string): string => {
    const text = value.trim();
    const duration = DURATION.exec(text);
    if (duration)
      return new Date(Date.now() - Number(duration[1]) * UNIT_MS[duration[2].toLowerCase()]).toISOString();
    if (/^\d{4}-\d{2}-\d{2}$/.test(text))
      return `${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
    const parsed = new Date(text);
    if (Number.isNaN(parsed.getTime()))
      throw new InvalidArgumentError('expected an ISO date/time or a duration like 2h, 7d');
    return parsed.toISOString();
  };
}

export const sinceTime = timeBound('start');
export const untilTime = timeBound('end');

export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3600e3).toISOString();
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** The obvious positional form and the flag form of one value; giving both differently is a usage error. */
export function oneOf<T>(name: string, positional: T | undefined, flag: T | undefined, required: true): T;
export function oneOf<T>(
  name: string,
  positional: T | undefined,
  flag: T | undefined,
  required?: false,
): T | undefined;
export function oneOf<T>(
  name: string,
  positional: T | undefined,
  flag: T | undefined,
  required = false,
): T | undefined {
  if (positional !== undefined && flag !== undefined && positional !== flag) {
    throw new UsageError(`${name} given twice (${String(positional)} and ${String(flag)})`);
  }
  const value = positional ?? flag;
  if (required && value === undefined) throw new UsageError(`${name} is required`);
  return value;
}

/** --on/--off/--toggle, or the same word as a positional argument. */
export function switchState(
  positional: string | undefined,
  flags: { on?: boolean; off?: boolean; toggle?: boolean },
): 'on' | 'off' | 'toggle' | undefined {
  const chosen = (['on', 'off', 'toggle'] as const).filter((s) => flags[s]);
  if (positional !== undefined) {
    const word = positional.toLowerCase();
    if (word !== 'on' && word !== 'off' && word !== 'toggle')
      throw new UsageError(`expected on, off or toggle, got ${JSON.stringify(positional)}`);
    chosen.push(word);
  }
  const unique = [...new Set(chosen)];
  if (unique.length > 1) throw new UsageError('choose only one of --on, --off, --toggle');
  return unique[0];
}
