import type { ClipRecord } from '../cli/clip-records.js';
import { storeWebClip, type WebClipInput } from '../capture/web-clip.service.js';
import { NotFoundError } from '../errors.js';
import { exportForPeers, importFromPeer } from '../federation/federation.service.js';
import { buildContext } from '../insights/context.js';
import { buildRecap, type Recap } from '../insights/recap.js';
import { clipboardStatus } from '../insights/status.js';
import { buildTopics } from '../insights/topics.js';
import { TagsRepository } from '../store/tags.repository.js';
import type { ClipboardContext } from './clipboard-context.js';
import { domainErrors } from './domain-errors.js';
import { BadInput } from '@platform/errors';

/** The instant `hours` ago; a span no date can hold (or negative) is the client's mistake, not a RangeError. */
function hoursAgo(hours: number, field: string): string {
  const since = new Date(Date.now() - hours * 3_600_000);
  if (!(hours >= 0) || Number.isNaN(since.getTime()))
    throw new BadInput(`${field} must be a number of hours between 0 and about 270,000 years`);
  return since.toISOString();
}
import { JSONObjectScalar } from './json-object.scalar.js';

type Args<T> = T & Record<string, unknown>;
const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The Recap type lists at most this many of the window's new clips. */
const RECAP_ITEMS = 200;

function clipRecord({ queries }: ClipboardContext, id: number): ClipRecord {
  const record = queries.get(id);
  if (!record) throw new NotFoundError(`clip #${id}`);
  return record;
}

// Thin: every field calls a service or repository; resolvers return the CLI's ClipRecord shape and
// the Clip type maps its snake_case fields, so HTTP and `mfm ... --json` describe a clip the same way.
export const clipboardResolvers = {
  JSONObject: JSONObjectScalar,
  Clip: {
    __resolveReference: domainErrors((ref: { id: number }, context: ClipboardContext) =>
      clipRecord(context, ref.id),
    ),
    createdAt: (clip: ClipRecord) => clip.created_at,
    sourceApp: (clip: ClipRecord) => clip.source_app,
    windowTitle: (clip: ClipRecord) => clip.window_title,
    filePath: (clip: ClipRecord) => clip.file_path,
  },
  ClipNote: { createdAt: (note: { created_at: string }) => note.created_at },
  // The CLI's recap under the HTTP API's documented names: count = new clips, apps/tags as {name, count}.
  Recap: {
    count: (recap: Recap) => recap.new_clips,
    apps: (recap: Recap) => recap.by_app.map(({ app, count }) => ({ name: app, count })),
    tags: (recap: Recap) => recap.by_tag.map(({ tag, count }) => ({ name: tag, count })),
    items: (recap: Recap) => recap.clips ?? [],
  },
  ClipboardStatus: {
    dbSizeMb: (status: { db_size_mb: number }) => status.db_size_mb,
    blocklistSize: (status: { blocklist_size: number }) => status.blocklist_size,
  },
  Query: {
    recentClips: domainErrors(
      (
        _: unknown,
        a: Args<{
          limit: number;
          app?: string;
          tag?: string;
          pinsOnly?: boolean;
          since?: string;
          until?: string;
        }>,
        { queries }: ClipboardContext,
      ) => ({
        items: queries.recent({
          limit: a.limit,
          app: optional(a.app),
          tag: optional(a.tag),
          pinsOnly: optional(a.pinsOnly),
          since: optional(a.since),
          until: optional(a.until),
        }),
      }),
    ),
    searchClips: domainErrors(
      async (
        _: unknown,
        a: Args<{ q: string; limit: number; app?: string; tag?: string }>,
        { queries }: ClipboardContext,
      ) => ({
        items: (
          await queries.search({
            q: a.q,
            limit: a.limit,
            mode: 'fulltext',
            app: optional(a.app),
            tag: optional(a.tag),
          })
        ).items,
      }),
    ),
    semanticSearch: domainErrors(
      async (_: unknown, a: Args<{ q: string; limit: number }>, { queries }: ClipboardContext) => ({
        items: (await queries.search({ q: a.q, limit: a.limit, mode: 'semantic' })).items,
      }),
    ),
    clip: domainErrors((_: unknown, a: Args<{ id: number }>, context: ClipboardContext) =>
      clipRecord(context, a.id),
    ),
    context: domainErrors(
      (
        _: unknown,
        a: Args<{ limit: number; app?: string; tag?: string; hours: number; pinsOnly?: boolean }>,
        { store }: ClipboardContext,
      ) => (
        hoursAgo(a.hours, 'hours'),
        buildContext(store.db, {
          limit: a.limit,
          app: optional(a.app),
          tag: optional(a.tag),
          hours: a.hours,
          pinsOnly: optional(a.pinsOnly),
        })
      ),
    ),
    recap: domainErrors((_: unknown, a: Args<{ minutes: number }>, { store }: ClipboardContext) => {
      hoursAgo(a.minutes / 60, 'minutes');
      return buildRecap(store.db, a.minutes, { top: 0, clips: RECAP_ITEMS });
    }),
    // No `by` argument: the tag groups, then the application groups, `limit` in all.
    topics: domainErrors(
      (
        _: unknown,
        a: Args<{ limit: number; perGroup: number; sinceHours?: number }>,
        { store }: ClipboardContext,
      ) => {
        const since = a.sinceHours == null ? undefined : hoursAgo(a.sinceHours, 'sinceHours');
        return buildTopics(store.db, {
          by: ['tag', 'app'],
          limit: a.limit,
          perGroup: a.perGroup,
          filter: { since },
        });
      },
    ),
    tags: domainErrors((_: unknown, _a: unknown, { store }: ClipboardContext) =>
      new TagsRepository(store.db).listAll(),
    ),
    status: domainErrors((_: unknown, _a: unknown, { store }: ClipboardContext) => clipboardStatus(store)),
    federateExport: domainErrors((_: unknown, _a: unknown, { store }: ClipboardContext) =>
      exportForPeers(store.db),
    ),
  },
  Mutation: {
    setPinned: domainErrors(
      (_: unknown, a: Args<{ id: number; pinned: boolean }>, { clips }: ClipboardContext) => {
        if (!clips.setPinned(a.id, a.pinned)) throw new NotFoundError(`clip #${a.id}`);
        return { id: a.id, pinned: a.pinned };
      },
    ),
    dropClip: domainErrors(
      (_: unknown, a: Args<{ input: WebClipInput }>, { store, pipeline }: ClipboardContext) =>
        storeWebClip(store.db, a.input, pipeline),
    ),
    ingestUrl: domainErrors(
      (
        _: unknown,
        a: Args<{ url: string; title?: string; selection?: string }>,
        { store, pipeline }: ClipboardContext,
      ) => storeWebClip(store.db, { url: a.url, title: a.title, selection: a.selection }, pipeline),
    ),
    federateImport: domainErrors((_: unknown, a: Args<{ payload: unknown }>, { store }: ClipboardContext) =>
      importFromPeer(store.db, a.payload),
    ),
  },
};
