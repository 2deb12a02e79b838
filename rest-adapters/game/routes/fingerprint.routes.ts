import { z } from 'zod';
import { route, queryBoolean, queryFromArguments } from '../../core/index.js';
import {
  CaptureCreatureDocument,
  MyCreaturesDocument,
  SubmitFingerprintDocument,
} from '@platform/operations';
import {
  CaptureInputSchema,
  FingerprintInputSchema,
  QueryMyCreaturesArgsSchema,
} from '@platform/subgraph-creatures/validation';
import { bodyUserId } from '../owned-body.js';
import { captureRecord, creatureRecord, fingerprintReceiptRecord } from '../turf-records.js';

// Bodies come from creatures' SDL (codegen): the subgraph checks GraphQL callers with the same rules.
const fingerprintBody = FingerprintInputSchema();

export const fingerprintRoutes = [
  route({
    method: 'post',
    path: '/api/v1/fingerprint/submit',
    summary: 'Submit a place fingerprint where you stand (+10 influence, spawns a creature)',
    description:
      "The spec's flat body; 5 to 7 palette colours; audioFeatures and motionSignature optional. Optional `descriptor`: the documented full descriptor " +
      '(palette weights, saturation, 8-bucket edge histogram, surfaces, motion, spectral audio, locality buckets) that creature traits follow. ' +
      "Stored in a compact binary form (at most 90 bytes with the descriptor, under the spec's 400). " +
      'Refused with 403 and a reason: no_valid_position (validate your location first; a fix older than 10 minutes does not count), ' +
      'cell_too_far (h3Cell more than one cell from your last valid one), user_mismatch. 409 fingerprint_cooldown: one accepted fingerprint per player, cell and hour (of several sent at once, one is accepted).',
    tag: 'Fingerprints',
    auth: 'user',
    body: fingerprintBody,
    owner: bodyUserId,
    operation: SubmitFingerprintDocument,
    variables: ({ body }: { body: z.output<typeof fingerprintBody> }) => ({ input: body }),
    respond: ({ creaturesPlayer }) => creaturesPlayer.submitFingerprint,
    status: 201,
    response: fingerprintReceiptRecord,
    errors: [403, 409],
  }),
  route({
    method: 'post',
    path: '/api/v1/creatures/:creatureId/capture',
    summary: 'Capture a wild creature within one cell of you (+5 influence, into your collection)',
    description:
      '403 no_valid_position or cell_too_far; 404 unknown creature; 409 already captured or gone (a spawn lives 30 minutes).',
    tag: 'Creatures',
    auth: 'user',
    params: CaptureInputSchema().pick({ creatureId: true }),
    operation: CaptureCreatureDocument,
    variables: ({ params }) => ({ input: { creatureId: params.creatureId } }),
    respond: ({ creaturesPlayer }) => creaturesPlayer.captureCreature,
    response: captureRecord,
    errors: [403, 404, 409],
  }),
  route({
    method: 'get',
    path: '/api/v1/creatures/collection',
    summary: 'Your captured creatures, newest first',
    tag: 'Creatures',
    auth: 'user',
    query: queryFromArguments(QueryMyCreaturesArgsSchema(), queryBoolean),
    operation: MyCreaturesDocument,
    variables: ({ query }) => query,
    respond: ({ myCreatures }) => ({ creatures: myCreatures }),
    response: z.object({ creatures: z.array(creatureRecord) }),
  }),
];
