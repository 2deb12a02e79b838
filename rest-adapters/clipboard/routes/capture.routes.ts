import { z } from 'zod';
import { route } from '../../core/route.js';
import { DropClipDocument, IngestUrlDocument, SetClipPinnedDocument } from '../__generated__/operations.js';
import {
  MutationIngestUrlArgsSchema,
  MutationSetPinnedArgsSchema,
  WebClipInputSchema,
} from '@platform/clipboard/validation';
import { toWebClipResult, webClipResult } from '../records.js';

// Bodies and their rules come from the clipboard subgraph's SDL (codegen), which checks them again for
// /graphql callers.
const TAG = 'Capture';

export const captureRoutes = [
  route({
    method: 'post',
    path: '/pin',
    summary: 'Pin or unpin a clip (pinned clips are never evicted in tiered mode)',
    tag: TAG,
    auth: 'none',
    body: MutationSetPinnedArgsSchema(),
    operation: SetClipPinnedDocument,
    variables: ({ body }) => body,
    respond: ({ setPinned }) => setPinned,
    response: z.object({ id: z.number().int(), pinned: z.boolean() }),
    errors: [403, 404, 413, 415],
  }),
  route({
    method: 'post',
    path: '/dropper',
    summary:
      'Store a browser selection (or the text of `html` when the selection is empty) through the capture rules',
    description:
      'source_app is `app` (default "browser"); the page URL is kept as the clip\'s file_path. Answers whether it was stored or skipped and why.',
    tag: TAG,
    auth: 'none',
    body: WebClipInputSchema(),
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
    description:
      'No outbound request is made (no SSRF surface): the clip holds the selection, or the title and URL when there is no selection.',
    tag: TAG,
    auth: 'none',
    body: MutationIngestUrlArgsSchema(),
    operation: IngestUrlDocument,
    variables: ({ body }) => body,
    respond: ({ ingestUrl }) => toWebClipResult(ingestUrl),
    response: webClipResult,
    errors: [403, 413, 415],
  }),
];
