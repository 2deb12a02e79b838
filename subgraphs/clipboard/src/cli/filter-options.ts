import type { ClipFilter } from '../store/clip.types.js';
import { hoursAgo } from './options.js';

/** Options registered by filter-flags.ts `filters()`. */
export interface FilterOptions {
  app?: string;
  tag?: string;
  pinsOnly?: boolean;
  since?: string;
  sinceHours?: number;
  until?: string;
  limit: number;
  json?: boolean;
}

export function toFilter(options: FilterOptions): ClipFilter {
  const since = options.sinceHours !== undefined ? hoursAgo(options.sinceHours) : options.since;
  return { app: options.app, tag: options.tag, pinsOnly: options.pinsOnly, since, until: options.until };
}
