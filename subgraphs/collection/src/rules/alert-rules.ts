import { z } from 'zod';

export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An alert as its owner asks for it: a threshold price (above, below) or a percentage (move). */
export const alertInputSchema = z
  .object({
    cardId: z.uuid({ error: 'cardId must be a card id' }),
    kind: z.enum(ALERT_KINDS),
    price: z.number().finite().min(0).max(9_999_999_999.99).nullish(),
    percent: z.number().finite().gt(0).max(10_000).nullish(),
    webhookUrl: z.string().trim().max(2048).nullish(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'move' ? input.percent == null : input.price == null)
      context.addIssue({
        code: 'custom',
        path: [input.kind === 'move' ? 'percent' : 'price'],
        message: input.kind === 'move' ? 'a move alert needs percent' : `an ${input.kind} alert needs price`,
      });
    if (input.kind === 'move' ? input.price != null : input.percent != null)
      context.addIssue({
        code: 'custom',
        path: [input.kind === 'move' ? 'price' : 'percent'],
        message:
          input.kind === 'move' ? 'a move alert takes percent, not price' : 'percent is for move alerts',
      });
  });
export type AlertInput = z.input<typeof alertInputSchema>;

/** What an alert holds that the next price decides on. */
export interface AlertState {
  kind: AlertKind;
  threshold: number | null;
  percent: number | null;
  referencePrice: number | null;
  armed: boolean;
}

/** What a new market price does to an alert: fire it, re-arm it, set its reference, or nothing. */
export type AlertStep =
  | { fire: true; referencePrice: number | null; changePercentage: number | null }
  | { fire: false; armed?: boolean; referencePrice?: number };

const percentOf = (price: number, reference: number) =>
  Math.round(((price - reference) / reference) * 10_000) / 100;

/**
 * above / below fire on the first price at or beyond the threshold, then wait (disarmed) until the
 * price is back on the other side. move fires when the price is at least `percent` away (either
 * way) from its reference, and measures from that price next; without a reference (no market price
 * yet when it was made) the first price becomes it.
 */
export function stepAlert(alert: AlertState, price: number): AlertStep {
  if (alert.kind === 'move') {
    const reference = alert.referencePrice;
    if (reference === null || reference === 0) return { fire: false, referencePrice: price };
    const change = percentOf(price, reference);
    return Math.abs(change) >= alert.percent!
      ? { fire: true, referencePrice: price, changePercentage: change }
      : { fire: false };
  }
  const beyond = alert.kind === 'above' ? price >= alert.threshold! : price <= alert.threshold!;
  if (beyond && alert.armed) return { fire: true, referencePrice: null, changePercentage: null };
  if (!beyond && !alert.armed) return { fire: false, armed: true };
  return { fire: false };
}
