import { z } from 'zod';
import { CardsImportRunDocument, CardsStartImportDocument } from '@platform/operations';
import {
  MutationStartCatalogImportArgsSchema,
  QueryCatalogImportArgsSchema,
} from '@platform/subgraph-catalog/validation';
import { CATALOG_CSV_COLUMNS, PRICE_CSV_COLUMNS } from '@platform/catalog-contracts';
import { route } from '../../core/index.js';
import { importRunRecord, toImportRunRecord } from '../records.js';
import { snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';

export const importRoutes = [
  route({
    method: 'post',
    path: '/api/v1/catalog/imports',
    summary: 'Import a catalog file (a job)',
    description:
      'kind: scryfall (a Scryfall bulk-data JSON array, e.g. default-cards: cards, and each of their prices as a point of source scryfall_<currency/finish>), csv (a header row naming columns among ' +
      `${CATALOG_CSV_COLUMNS.join(', ')}; game, set_code, set_name, name, collector_number and rarity required; one row per variant, rows of one card ` +
      'share game, set_code and collector_number, or external_id). file: a file name inside CATALOG_IMPORT_DIR. ' +
      `or prices (a price CSV: a header naming columns among ${PRICE_CSV_COLUMNS.join(', ')}; source and price required; ` +
      'the card by card_id, scryfall_id, external_id or game + set_code + collector_number). ' +
      'Answers 202 at once; GET /api/v1/catalog/imports/{import_id} shows progress and, when done, the summary. A re-run updates cards, never duplicates.',
    tag: 'Catalog import',
    auth: 'user',
    scopes: needs('cards:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationStartCatalogImportArgsSchema().shape.input),
    operation: CardsStartImportDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ startCatalogImport }) => toImportRunRecord(startCatalogImport),
    status: 202,
    response: importRunRecord,
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/catalog/imports/:import_id',
    summary: 'Progress and summary of an import',
    tag: 'Catalog import',
    auth: 'user',
    scopes: needs('cards:write'),
    params: z.object({ import_id: QueryCatalogImportArgsSchema().shape.id }),
    operation: CardsImportRunDocument,
    variables: ({ params }) => ({ id: params.import_id }),
    respond: ({ catalogImport }) => toImportRunRecord(catalogImport),
    response: importRunRecord,
    errors: [403, 404],
  }),
];
