import type { CapturePipeline } from '../capture/capture-pipeline.js';
import type { Store } from '../store/store.js';

/** What every resolver of the local subgraph receives: the open store and the capture pipeline. */
export interface ClipboardContext {
  requestId: string;
  store: Store;
  /** One pipeline for the server's life, so its settings cache and embedder are reused. */
  pipeline: CapturePipeline;
}
