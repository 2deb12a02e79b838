import { z } from 'zod';

/** Format marker of an export, so an importer can tell a peer export from any other JSON. */
export const FEDERATION_FORMAT = 'mfm-federation';
export const FEDERATION_VERSION = 1;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

/** One clip as peers exchange it: content plus what travels with it (tags, notes, pin). */
export const peerClip = z.object({
  content: z
    .string()
    .min(1)
    .max(100 * 1024 * 1024),
  /** Informational: the importer recomputes the hash from content and never trusts this one. */
  hash: z.string().max(128).optional(),
  created_at: z.string().datetime({ offset: true }).optional(),
  source_app: text(1000),
  window_title: text(4000),
  title: text(4000),
  lang: text(32),
  file_path: text(4096),
  pinned: z.boolean().optional().default(false),
  tags: z.array(z.string().max(200)).max(1000).optional().default([]),
  notes: z
    .array(z.object({ note: z.string().max(100_000), created_at: z.string().max(64) }))
    .max(10_000)
    .optional()
    .default([]),
});

export type PeerClip = z.infer<typeof peerClip>;

/**
 * What `federate_import` accepts: a peer export ({format, version, clips}) or, for convenience, the
 * plain array that `mfm export` writes (its records carry the same field names).
 */
export const peerExport = z.union([
  z.object({
    format: z.literal(FEDERATION_FORMAT).optional(),
    version: z.number().int().min(1).max(FEDERATION_VERSION).optional(),
    clips: z.array(peerClip).max(1_000_000),
  }),
  z
    .array(peerClip)
    .max(1_000_000)
    .transform((clips) => ({ clips })),
]);

export interface FederationExport {
  format: typeof FEDERATION_FORMAT;
  version: typeof FEDERATION_VERSION;
  exported_at: string;
  clip_count: number;
  clips: Array<Omit<PeerClip, 'hash' | 'created_at'> & { hash: string; created_at: string }>;
}

export interface ImportCounts {
  /** Clips this store did not have. */
  added: number;
  /** Clips it had (same content hash) that gained tags, notes or a pin from the peer. */
  merged: number;
  /** Clips it had with nothing new, or that the capture rules refuse (secrets, max_bytes). */
  skipped: number;
}
