import { z } from 'zod';

/** How one configuration key is parsed from text, validated, stored and shown. */
export interface SettingDefinition<T> {
  default: T;
  description: string;
  /** Named in the refusal message when a value is rejected. */
  allowed: string;
  schema: z.ZodType<T>;
  fromText(text: string): unknown;
  toText(value: T): string;
  show(value: T): string;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

export function integer(
  defaultValue: number,
  min: number,
  max: number,
  description: string,
): SettingDefinition<number> {
  return {
    default: defaultValue,
    description,
    allowed: `an integer from ${min} to ${max}`,
    schema: z.number().int().min(min).max(max),
    fromText: (text) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text),
    toText: String,
    show: String,
  };
}

// Stored as "1"/"0" because that is what the existing tool wrote and reads.
export function boolean(defaultValue: boolean, description: string): SettingDefinition<boolean> {
  return {
    default: defaultValue,
    description,
    allowed: 'true or false (also 1/0, yes/no, on/off)',
    schema: z.boolean(),
    fromText: (text) => {
      const word = text.trim().toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    },
    toText: (value) => (value ? '1' : '0'),
    show: (value) => String(value),
  };
}

export function oneOf<const T extends string>(
  values: readonly [T, ...T[]],
  defaultValue: T,
  description: string,
  aliases: Record<string, T> = {},
): SettingDefinition<T> {
  return {
    default: defaultValue,
    description,
    allowed: values.join(', '),
    schema: z.enum(values) as unknown as z.ZodType<T>,
    fromText: (text) => {
      const word = text.trim().toLowerCase();
      return aliases[word] ?? word;
    },
    toText: String,
    show: String,
  };
}

/** Per-application or per-tag caps; names are lower-cased because matching is case-insensitive. */
export function capMap(description: string): SettingDefinition<Record<string, number>> {
  return {
    default: {},
    description,
    allowed: 'a JSON object mapping names to non-negative integers, e.g. {"slack": 100}',
    schema: z
      .record(z.string().trim().min(1), z.number().int().min(0))
      .transform((map) =>
        Object.fromEntries(Object.entries(map).map(([k, v]) => [k.trim().toLowerCase(), v])),
      ),
    fromText: (text) => {
      try {
        return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
      } catch {
        return text;
      }
    },
    toText: (value) => JSON.stringify(value),
    show: (value) => JSON.stringify(value),
  };
}

export function text(description: string, allowed: string): SettingDefinition<string> {
  return {
    default: '',
    description,
    allowed,
    schema: z.string().max(4096),
    fromText: (value) => value.trim(),
    toText: (value) => value,
    show: (value) => value,
  };
}
