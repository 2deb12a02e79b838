import { z } from 'zod';
import { BadInput } from '@platform/errors';
import { GAMES } from './vocabulary.js';

/**
 * Price changes compare each card's price in two time windows (half-open [from, to)): the price in
 * a window is the market price rule over that window's points alone (IQR fences 1.5 over them,
 * weights 2 sold / 1 active). Parameters:
 *  - windowHours (default 24, 1 to 8,760) and end (default now): current = [end − window, end),
 *    previous = the window of the same length just before it;
 *  - or all four bounds explicitly (currentFrom, currentTo, previousFrom, previousTo); the previous
 *    window must end no later than the current one starts;
 *  - minChangePercentage (default 0): only |change_percentage| at or above it;
 *  - direction: up, down or both (default); game: one game.
 * A card is listed when it has points in both windows and a previous price above 0.
 */
export const DEFAULT_CHANGE_WINDOW_HOURS = 24;
export const MAX_CHANGE_WINDOW_HOURS = 365 * 24;

const when = z.union([z.iso.datetime({ offset: true }).transform((value) => new Date(value)), z.date()]);

export const priceChangesSchema = z.object({
  windowHours: z.number().int().min(1).max(MAX_CHANGE_WINDOW_HOURS).optional(),
  end: when.optional(),
  currentFrom: when.optional(),
  currentTo: when.optional(),
  previousFrom: when.optional(),
  previousTo: when.optional(),
  minChangePercentage: z.number().finite().min(0).max(1_000_000).default(0),
  direction: z.enum(['up', 'down', 'both']).default('both'),
  game: z.enum(GAMES).optional(),
});
export type PriceChangesInput = z.input<typeof priceChangesSchema>;

export interface ChangeWindows {
  previous: { from: Date; to: Date };
  current: { from: Date; to: Date };
}

export function changeWindows(input: z.output<typeof priceChangesSchema>, now: Date): ChangeWindows {
  const explicit = [input.currentFrom, input.currentTo, input.previousFrom, input.previousTo];
  if (explicit.some(Boolean)) {
    if (!explicit.every(Boolean))
      throw new BadInput('Give all four of currentFrom, currentTo, previousFrom and previousTo, or none');
    if (input.windowHours || input.end)
      throw new BadInput('Give either windowHours/end or the four window bounds, not both');
    const windows = {
      previous: { from: input.previousFrom!, to: input.previousTo! },
      current: { from: input.currentFrom!, to: input.currentTo! },
    };
    for (const [name, window] of Object.entries(windows)) {
      if (window.from >= window.to) throw new BadInput(`The ${name} window must start before it ends`);
      if (window.to.getTime() - window.from.getTime() > MAX_CHANGE_WINDOW_HOURS * 3600_000)
        throw new BadInput(`The ${name} window is longer than a year`);
    }
    if (windows.previous.to > windows.current.from)
      throw new BadInput('The previous window must end before the current one starts');
    return windows;
  }
  const length = (input.windowHours ?? DEFAULT_CHANGE_WINDOW_HOURS) * 3600_000;
  const end = input.end ?? now;
  const from = new Date(end.getTime() - length);
  return { current: { from, to: end }, previous: { from: new Date(from.getTime() - length), to: from } };
}
