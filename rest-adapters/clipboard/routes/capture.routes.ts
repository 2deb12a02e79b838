import { z } from 'zod';
import { route } from '../../core/route.js';
import { DropClipDocument, IngestUrlDocument, SetClipPinnedDocument } from '../__generated__/operations.js';
import { toWebClipResult, webClipResult } from '../records.js';

const TAG = 'Capture';
const text = (max: number) => z.string().max(max).nullish().transform((value) => value ?? undefined);
/** http(s) only: the URL is recorded, never fetched, but other schemes (javascript:, file:) mean nothing here. */
const pageUrl = z.string().max(8192).refine((value) => /^https?:\/\/\S+$/i.test(value), 'expected an http(s) URL');

export const captureRoutes = [
  route({
    method: 'post',
    path: '/pin',
    summary: 'Pin or unpin a clip (pinned clips are never evicted in tiered mode)',
    tag: TAG,
    auth: 'none',
    body: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), pinned: z.boolean() }),
    operation: SetClipPinnedDocument,
    variables: ({ body }) => body,
    respond: ({ setPinned }) => setPinned,
    response: z.object({ id: z.number().int(), pinned: z.boolean() }),
    errors: [403, 404, 413, 415],
  }),
  route({
    method: 'post',
    path: '/dropper',
    summary: 'Store a browser selection (or the text of `html` when the selection is empty) through the capture rules',
    description: 'source_app is `app` (default "browser"); the page URL is kept as the clip\'s file_path. Answers whether it was stored or skipped and why.',
    tag: TAG,
    auth: 'none',
    body: z.object({ url: pageUrl.nullish().transform((v) => v ?? undefined), title: text(4000), selection: text(1_000_000), html: text(1_000_000), app: text(200) }),
    operation: DropClipDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ dropClip }) => toWebClipResult(dropClip),
    response: webClipResult,
    errors: [403, 413, 415],
  }),
  route({
    method: 'post',
    path: '/ingest_url',
    summary: 'Store {url, title, selection} as a clip; the server never fetches the URL',
    description: 'No outbound request is made (no SSRF surface): the clip holds the selection, or the title and URL when there is no selection.',
    tag: TAG,
    auth: 'none',
    body: z.object({ url: pageUrl, title: text(4000), selection: text(1_000_000) }),
    operation: IngestUrlDocument,
    variables: ({ body }) => body,
    respond: ({ ingestUrl }) => toWebClipResult(ingestUrl),
    response: webClipResult,
    errors: [403, 413, 415],
  }),
];
