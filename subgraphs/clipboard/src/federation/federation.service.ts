import { getSetting, readSettings } from '../config/settings.js';
import { findSecret } from '../capture/secrets.js';
import { contentHash } from '../capture/capture-pipeline.js';
import { createEmbedder, type SyncEmbedder } from '../embedding/embedder.js';
import { MfmError } from '../errors.js';
import type { ClipFilter } from '../store/clip.types.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';
import { NotesRepository } from '../store/notes.repository.js';
import { SettingsRepository } from '../store/settings.repository.js';
import { normaliseTag, TagsRepository } from '../store/tags.repository.js';
import { VectorsRepository } from '../store/vectors.repository.js';
import { toRecords } from '../cli/clip-records.js';
import {
  FEDERATION_FORMAT,
  FEDERATION_VERSION,
  peerExport,
  type FederationExport,
  type ImportCounts,
  type PeerClip,
} from './federation-payload.js';

/** A peer payload that is not an export; the CLI shows it as a usage error, HTTP as a 400. */
export class InvalidPeerExportError extends MfmError {
  constructor(detail: string) {
    super(`not a peer export: ${detail}`, 'BAD_PEER_EXPORT', 2);
  }
}

export interface ExportOptions extends ClipFilter {
  /** Newest clips first; absent means every clip. */
  limit?: number;
}

/** Clips with their tags and notes, newest first, in the form importFromPeer reads. */
export function exportForPeers(db: Db, options: ExportOptions = {}): FederationExport {
  const { limit, ...filter } = options;
  const rows = new ClipsRepository(db).list(filter, limit ?? -1); // LIMIT -1: no limit in SQLite
  const hashes = new Map(rows.map((row) => [row.id, row.hash]));
  const clips = toRecords(db, rows).map((record) => ({
    hash: hashes.get(record.id)!,
    content: record.content,
    created_at: record.created_at,
    source_app: record.source_app,
    window_title: record.window_title,
    title: record.title,
    lang: record.lang,
    file_path: record.file_path,
    pinned: record.pinned,
    tags: record.tags,
    notes: record.notes,
  }));
  return {
    format: FEDERATION_FORMAT,
    version: FEDERATION_VERSION,
    exported_at: new Date().toISOString(),
    clip_count: clips.length,
    clips,
  };
}

function parsePayload(payload: unknown): PeerClip[] {
  const parsed = peerExport.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidPeerExportError(`${issue.path.join('.') || 'payload'}: ${issue.message}`);
  }
  return parsed.data.clips;
}

/**
 * The import is one synchronous transaction, so only the hash embedder runs inside it. With e5-small,
 * imported clips get their vector from the semantic index on the next semantic search.
 */
function embedderFor(db: Db): SyncEmbedder | null {
  return getSetting(new SettingsRepository(db), 'embedder') === 'hash' ? createEmbedder('hash') : null;
}

/**
 * Merges a peer export by content hash, in one transaction. A clip this store lacks is added with the
 * peer's capture time; one it has gains the peer's missing tags and notes (and its pin). Importing the
 * same export again therefore changes nothing. The capture rules that guard watch apply here too: a
 * clip over max_bytes, or secret-like while allow_secrets is off, is skipped.
 */
/** `onProgress(done, total)` follows the merge clip by clip (the CLI draws a bar from it on a terminal). */
export function importFromPeer(
  db: Db,
  payload: unknown,
  onProgress?: (done: number, total: number) => void,
): ImportCounts {
  const incoming = parsePayload(payload);
  const settings = readSettings(new SettingsRepository(db));
  const clips = new ClipsRepository(db);
  const tags = new TagsRepository(db);
  const notes = new NotesRepository(db);
  const vectors = new VectorsRepository(db);
  const embedder = embedderFor(db);
  const counts: ImportCounts = { added: 0, merged: 0, skipped: 0 };
  const noteKey = (note: { note: string; created_at: string }) => `${note.created_at}\u0000${note.note}`;

  db.transaction(() => {
    for (const [index, clip] of incoming.entries()) {
      onProgress?.(index, incoming.length);
      const refused =
        Buffer.byteLength(clip.content, 'utf8') > settings.max_bytes ||
        (!settings.allow_secrets && findSecret(clip.content) !== null);
      if (refused || clip.content.trim() === '') {
        counts.skipped++;
        continue;
      }
      const hash = contentHash(clip.content);
      const existingId = clips.idByHash(hash);
      const clipTags = [...new Set(clip.tags.map(normaliseTag).filter(Boolean))];
      if (existingId === undefined) {
        const id = clips.insert({
          content: clip.content,
          hash,
          createdAt: clip.created_at ? new Date(clip.created_at).toISOString() : new Date().toISOString(),
          sourceApp: clip.source_app,
          windowTitle: clip.window_title,
          title: clip.title,
          filePath: clip.file_path,
          lang: clip.lang ?? 'unk',
          pinned: clip.pinned,
        });
        if (embedder) vectors.upsert(id, embedder.embed(clip.content, 'passage'), embedder.modelId);
        for (const tag of clipTags) tags.assign(id, tag);
        for (const note of clip.notes) notes.add(id, note.note, note.created_at);
        counts.added++;
        continue;
      }
      let changed = false;
      for (const tag of clipTags) changed = tags.assign(existingId, tag) || changed;
      const known = new Set((notes.forClips([existingId]).get(existingId) ?? []).map(noteKey));
      for (const note of clip.notes) {
        if (known.has(noteKey(note))) continue;
        notes.add(existingId, note.note, note.created_at);
        known.add(noteKey(note));
        changed = true;
      }
      if (clip.pinned && clips.get(existingId)?.pinned !== 1)
        changed = clips.setPinned(existingId, true) || changed;
      if (changed) counts.merged++;
      else counts.skipped++;
    }
    onProgress?.(incoming.length, incoming.length);
  })();
  return counts;
}
