import { z } from 'zod';
import { route } from '../../core/route.js';
import { FederateExportDocument, FederateImportDocument } from '../__generated__/operations.js';

const TAG = 'Federation';
const peerClip = z.looseObject({ content: z.string() });

/** Largest peer export accepted; the other POST paths take at most the API's 1 MB. */
export const FEDERATION_BODY_LIMIT = '64mb';

export const federationRoutes = [
  route({
    method: 'get',
    path: '/federate_export',
    summary: 'Every clip with its tags and notes, for a peer to import',
    tag: TAG,
    auth: 'none',
    operation: FederateExportDocument,
    respond: ({ federateExport }) => federateExport,
    response: z.looseObject({
      format: z.literal('mfm-federation'),
      version: z.number().int(),
      exported_at: z.string(),
      clip_count: z.number().int(),
      clips: z.array(peerClip),
    }),
  }),
  route({
    method: 'post',
    path: '/federate_import',
    summary: 'Merge a peer export by content hash (idempotent); answers {added, merged, skipped}',
    description: `A peer's /federate_export body, or the array \`mfm export\` writes. Body limit ${FEDERATION_BODY_LIMIT}.`,
    tag: TAG,
    auth: 'none',
    // Any JSON object or array: the import itself checks the export (its one declaration is the clipboard's
    // federation-payload.ts), so a REST and a /graphql caller get the same "not a peer export: ..." answer.
    body: z
      .union([z.looseObject({}), z.array(z.unknown())])
      .meta({ description: 'A peer export: {clips: [{content, ...}]} or an array of clips.' }),
    operation: FederateImportDocument,
    variables: ({ body }) => ({ payload: body as Record<string, unknown> }),
    respond: ({ federateImport }) => federateImport,
    response: z.object({ added: z.number().int(), merged: z.number().int(), skipped: z.number().int() }),
    errors: [403, 413, 415],
  }),
];
