// Programmatic entry for later parts (watch, serve, bridge): the same store, pipeline and search the CLI uses.
export { readEnvironment, type Environment } from './config/environment.js';
export {
  SETTINGS,
  SETTING_KEYS,
  getSetting,
  setSetting,
  readSettings,
  type Settings,
  type SettingKey,
} from './config/settings.js';
export { openDatabase, type Db } from './store/database.js';
export { migrate, SCHEMA_VERSION } from './store/migrations.js';
export { openStore, type Store } from './store/store.js';
export { ClipsRepository } from './store/clips.repository.js';
export type { ClipRow, ClipFilter } from './store/clip.types.js';
export { TagsRepository } from './store/tags.repository.js';
export { NotesRepository } from './store/notes.repository.js';
export { EventsRepository } from './store/events.repository.js';
export { BlocklistRepository } from './store/blocklist.repository.js';
export { SettingsRepository, isPaused, setPaused } from './store/settings.repository.js';
export { backupTo, restoreFrom, assertMfmDatabase } from './store/backup.js';
export { CapturePipeline, contentHash } from './capture/capture-pipeline.js';
export type { CaptureInput, CaptureResult, CaptureOptions, SkipReason } from './capture/capture.types.js';
export { findSecret, SECRET_PATTERNS } from './capture/secrets.js';
export { createEmbedder, type Embedder, type EmbedderName } from './embedding/embedder.js';
export { hashEmbed, EMBEDDING_DIM } from './embedding/hash-embedder.js';
export { searchFulltext, toPhraseQuery } from './search/fulltext.js';
export { semanticSearch, relatedClips, semanticIndexFor } from './search/semantic.js';
export { MfmError, UsageError, NotFoundError } from './errors.js';
