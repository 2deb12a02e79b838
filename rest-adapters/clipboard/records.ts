import { z } from 'zod';
import type { ClipFieldsFragment } from './__generated__/operations.js';

/**
 * A clip as `mfm ... --json` prints it (subgraphs/clipboard/src/cli/clip-records.ts), field for field
 * and in the same order, so scripts read HTTP and CLI output alike.
 */
export const clipRecord = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    source_app: z.string().nullable(),
    window_title: z.string().nullable(),
    title: z.string().nullable(),
    content: z.string(),
    pinned: z.boolean(),
    lang: z.string().nullable(),
    file_path: z.string().nullable(),
    tags: z.array(z.string()),
    notes: z.array(z.object({ note: z.string(), created_at: z.string() })),
    score: z.number().optional(),
  })
  .meta({ id: 'Clip' });

export type ClipRecordBody = z.infer<typeof clipRecord>;

export function toClipRecord(clip: ClipFieldsFragment): ClipRecordBody {
  return {
    id: clip.id,
    created_at: clip.createdAt,
    source_app: clip.sourceApp,
    window_title: clip.windowTitle,
    title: clip.title,
    content: clip.content,
    pinned: clip.pinned,
    lang: clip.lang,
    file_path: clip.filePath,
    tags: clip.tags,
    notes: clip.notes.map((n) => ({ note: n.note, created_at: n.createdAt })),
    ...(clip.score !== null && clip.score !== undefined ? { score: clip.score } : {}),
  };
}

export const clipItems = z.object({ items: z.array(clipRecord) });

export const nameCount = z.object({ name: z.string(), count: z.number().int() });

export const webClipResult = z
  .object({
    stored: z.boolean(),
    status: z.enum(['saved', 'repeat', 'skipped']),
    id: z.number().int().optional(),
    evicted: z.number().int().optional(),
    reason: z
      .string()
      .optional()
      .describe('why a clip was skipped: empty, too-large, secret, blocklisted-app'),
    detail: z.string().optional(),
  })
  .meta({ id: 'WebClipResult' });

/** GraphQL nulls dropped, so a stored clip reads {stored, status, id, evicted} and a skip {stored, status, reason, detail}. */
export function toWebClipResult(result: Record<string, unknown>): z.infer<typeof webClipResult> {
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== null && value !== undefined),
  ) as z.infer<typeof webClipResult>;
}
