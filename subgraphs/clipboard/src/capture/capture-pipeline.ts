import { createHash } from 'node:crypto';
import type { Settings } from '../config/settings.js';
import { createEmbedder, type Embedder } from '../embedding/embedder.js';
import type { Db } from '../store/database.js';
import { ClipsRepository } from '../store/clips.repository.js';
import { EventsRepository } from '../store/events.repository.js';
import { normaliseTag, TagsRepository } from '../store/tags.repository.js';
import { VectorsRepository } from '../store/vectors.repository.js';
import { checkCapture } from './capture-checks.js';
import { CaptureState } from './capture-state.js';
import type { CaptureInput, CaptureOptions, CaptureResult } from './capture.types.js';
import { Evictor } from './eviction.js';
import { firstLineTitle, parseTagOutput, runHook } from './hooks.js';

interface EmbeddedVector {
  values: Float32Array;
  modelId: string;
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * One capture: skip rules, store + index (FTS triggers) + embed, hooks, caps. Used unchanged by watch,
 * the hidden `capture` command and ingest, so what the tests and the bench measure is what users run.
 */
export class CapturePipeline {
  private readonly state: CaptureState;
  private readonly clips: ClipsRepository;
  private readonly events: EventsRepository;
  private readonly tags: TagsRepository;
  private readonly vectors: VectorsRepository;
  private embedder: { key: string; embedder: Embedder | null; logged?: boolean } = {
    key: '',
    embedder: null,
  };

  constructor(
    private readonly db: Db,
    private readonly options: CaptureOptions = {},
  ) {
    this.state = new CaptureState(db);
    this.clips = new ClipsRepository(db);
    this.events = new EventsRepository(db);
    this.tags = new TagsRepository(db);
    this.vectors = new VectorsRepository(db);
  }

  /**
   * Paused state and settings as of the latest commit by any connection: watch asks before reading the
   * clipboard, so nothing is read at all while paused, and reads `notify` without its own query.
   */
  current(): { paused: boolean; settings: Readonly<Settings> } {
    this.state.refreshIfChanged();
    return { paused: this.state.paused, settings: this.state.settings };
  }

  /** Marks text as already evaluated (watch does this for what was copied while capture was paused). */
  markSeen(text: string): void {
    this.state.lastHash = contentHash(text);
  }

  async capture(input: CaptureInput): Promise<CaptureResult> {
    this.state.refreshIfChanged();
    const hash = contentHash(input.text);
    const skip = checkCapture(input, hash, this.state, this.options);
    // Remember what was evaluated, skipped or not, so a clip left on the clipboard is judged once per change.
    const evaluated = !skip || (skip.reason !== 'paused' && skip.reason !== 'empty');
    const lastHash = this.state.lastHash;
    if (evaluated && (input.source ?? 'clipboard') === 'clipboard') this.state.lastHash = hash;
    if (skip) return skip;
    try {
      return await this.store(input, hash);
    } catch (error) {
      // Nothing was written (a busy database, a full disk): the same text must be judged again.
      this.state.lastHash = lastHash;
      throw error;
    }
  }

  private async store(input: CaptureInput, hash: string): Promise<CaptureResult> {
    const now = (this.options.now?.() ?? new Date()).toISOString();
    const app = input.app?.trim() || null;
    const windowTitle = input.windowTitle?.trim() || null;
    const existing = this.clips.idByHash(hash);
    if (existing !== undefined) {
      this.events.record(existing, now, app, windowTitle);
      return { status: 'repeat', id: existing };
    }

    // The hash embedder answers synchronously: no await, so nothing can interleave and the check above holds.
    const pending = this.embed(input.text);
    const vector = pending instanceof Promise ? await pending : pending;
    if (pending instanceof Promise) {
      // While a model ran, a concurrent capture (serve) may have stored the same text.
      const stored = this.clips.idByHash(hash);
      if (stored !== undefined) {
        this.events.record(stored, now, app, windowTitle);
        return { status: 'repeat', id: stored };
      }
    }
    const tags = (input.tags ?? []).map(normaliseTag).filter(Boolean);
    const id = this.db.transaction(() => {
      const clipId = this.clips.insert({
        content: input.text,
        hash,
        createdAt: now,
        sourceApp: app,
        windowTitle,
        title: input.title?.trim() || firstLineTitle(input.text),
        filePath: input.filePath ?? null,
      });
      if (vector) this.vectors.upsert(clipId, vector.values, vector.modelId);
      this.events.record(clipId, now, app, windowTitle);
      for (const tag of tags) this.tags.assign(clipId, tag);
      return clipId;
    })();
    this.state.clipCount += 1;

    tags.push(...(await this.runHooks(id, input.text, app, windowTitle)));
    return { status: 'saved', id, evicted: this.enforceCaps(app, tags) };
  }

  private embed(text: string): EmbeddedVector | null | Promise<EmbeddedVector | null> {
    const embedder = this.currentEmbedder();
    if (!embedder) return null;
    if (embedder.sync) return { values: embedder.embed(text, 'passage'), modelId: embedder.modelId };
    return embedder.embed(text, 'passage').then(
      (values) => ({ values, modelId: embedder.modelId }),
      (error: Error) => {
        // The model folder looked right but the model cannot run: same as a missing model, logged once.
        this.embedderUnavailable(error);
        return null;
      },
    );
  }

  /** The embedder of the current settings, created again only when `embedder` or `e5_model_dir` changes. */
  private currentEmbedder(): Embedder | null {
    const { embedder: name, e5_model_dir: modelDir } = this.state.settings;
    const key = `${name}\u0000${modelDir}`;
    if (this.embedder.key !== key) {
      this.embedder = { key, embedder: null };
      try {
        this.embedder.embedder = createEmbedder(name, { e5ModelDir: modelDir });
      } catch (error) {
        this.embedderUnavailable(error as Error);
      }
    }
    return this.embedder.embedder;
  }

  /** Logged once per settings change; clips are still stored and searchable by full text. */
  private embedderUnavailable(error: Error): void {
    if (this.embedder.embedder === null && this.embedder.logged) return;
    this.embedder = { ...this.embedder, embedder: null, logged: true };
    this.options.log?.(`clips are stored without vectors: ${error.message}`);
  }

  /** Returns the tags the tag hook added. Hook failures are logged, never thrown. */
  private async runHooks(
    id: number,
    text: string,
    app: string | null,
    windowTitle: string | null,
  ): Promise<string[]> {
    const { auto_summary_cmd: summaryCmd, auto_tag_cmd: tagCmd } = this.state.settings;
    if (!summaryCmd && !tagCmd) return [];
    const hookOptions = {
      timeoutMs: this.options.hookTimeoutMs ?? 6000,
      env: { MFM_CLIP_ID: String(id), MFM_SOURCE_APP: app ?? '', MFM_WINDOW_TITLE: windowTitle ?? '' },
    };
    const [summary, tagged] = await Promise.all([
      summaryCmd ? runHook(summaryCmd, text, hookOptions) : null,
      tagCmd ? runHook(tagCmd, text, hookOptions) : null,
    ]);
    if (summary && !summary.ok)
      this.options.log?.(`auto_summary_cmd failed for clip #${id}: ${summary.error}`);
    if (tagged && !tagged.ok) this.options.log?.(`auto_tag_cmd failed for clip #${id}: ${tagged.error}`);
    const title = summary?.ok ? firstLineTitle(summary.output) : '';
    const added = tagged?.ok ? parseTagOutput(tagged.output) : [];
    this.db.transaction(() => {
      if (title) this.clips.setTitle(id, title);
      for (const tag of added) this.tags.assign(id, tag);
    })();
    return added;
  }

  private enforceCaps(app: string | null, tags: string[]): number {
    const { settings } = this.state;
    const evictor = new Evictor(this.db, settings.evict_mode);
    const evicted = this.db.transaction(() => {
      let removed = evictor.enforceTotal(this.options.cap ?? 0, this.state.clipCount);
      const appCap = app ? settings.cap_by_app[app.toLowerCase()] : undefined;
      if (app && appCap !== undefined) removed += evictor.enforceApp(app, appCap);
      for (const tag of tags) {
        const tagCap = settings.cap_by_tag[tag];
        if (tagCap !== undefined) removed += evictor.enforceTag(tag, tagCap);
      }
      return removed + evictor.enforceDbSize(settings.max_db_mb);
    })();
    this.state.clipCount -= evicted;
    return evicted;
  }
}
