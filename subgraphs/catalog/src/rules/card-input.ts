import { z } from 'zod';
import { CONDITIONS, FINISHES, GAMES, PRICE_SOURCES, RARITIES } from './vocabulary.js';
import { round } from './market-price.js';

/** Largest price stored (numeric(12,2)). */
export const MAX_PRICE = 9_999_999_999.99;
export const MAX_VARIANTS = 20;

/** A price: a finite number, not negative, at most MAX_PRICE, kept to the cent (half up). */
export const priceSchema = z
  .number({ error: 'must be a number' })
  .finite()
  .min(0, 'must not be negative')
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
  .transform((value) => round(value));

const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

export const variantInputSchema = z.object({
  label: z.string().trim().min(1).max(60),
  finish: z.enum(FINISHES).default('standard'),
  marketPrice: priceSchema.nullish(),
  listedPrice: priceSchema.nullish(),
});

/** The default variant of a card created without any. */
export const DEFAULT_VARIANT = {
  label: 'Standard',
  finish: 'standard' as const,
  marketPrice: null,
  listedPrice: null,
};

export const cardInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    game: z.enum(GAMES),
    /** Letters, digits, `.`, `_`, `-`; stored upper case. */
    setCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/, 'must be 1 to 16 letters, digits, ".", "_" or "-"')
      .transform((code) => code.toUpperCase()),
    setName: z.string().trim().min(1).max(200),
    rarity: z.enum(RARITIES),
    collectorNumber: z.string().trim().min(1).max(20),
    imageUri: httpUrl.nullish(),
    condition: z.enum(CONDITIONS).default('mint'),
    variants: z.array(variantInputSchema).max(MAX_VARIANTS).default([]),
  })
  .superRefine((card, context) => {
    const seen = new Set<string>();
    card.variants.forEach((variant, i) => {
      const label = variant.label.toLowerCase();
      if (seen.has(label))
        context.addIssue({
          code: 'custom',
          path: ['variants', i, 'label'],
          message: 'variant labels must differ within a card',
        });
      seen.add(label);
    });
  });

export type CardInput = z.input<typeof cardInputSchema>;
export type ParsedCardInput = z.output<typeof cardInputSchema>;

/** A point may carry a timestamp this far ahead of the server clock (device clocks drift); later is refused. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export const pricePointInputSchema = z.object({
  source: z.enum(PRICE_SOURCES, { error: `source must be one of ${PRICE_SOURCES.join(', ')}` }),
  price: priceSchema,
  isSold: z.boolean({ error: 'isSold must be a boolean' }),
  /** ISO 8601 with a time zone, or a Date; absent: now. */
  timestamp: z
    .union([z.iso.datetime({ offset: true }).transform((value) => new Date(value)), z.date()])
    .nullish(),
});

export type PricePointInput = z.input<typeof pricePointInputSchema>;
