import type { ClipQueries } from '../bridge/clip-queries.js';
import type { CapturePipeline } from '../capture/capture-pipeline.js';
import type { ClipsRepository } from '../store/clips.repository.js';
import type { Store } from '../store/store.js';

/** What every resolver of the local subgraph receives: the open store and what is built on it once per server. */
export interface ClipboardContext {
  requestId: string;
  store: Store;
  /** One pipeline for the server's life, so its settings cache and embedder are reused. */
  pipeline: CapturePipeline;
  /** The read side shared with the bridge (clip records through toRecords, tags and notes batched). */
  queries: ClipQueries;
  /** Prepared once: a repository per request would prepare its statements on every call. */
  clips: ClipsRepository;
}
