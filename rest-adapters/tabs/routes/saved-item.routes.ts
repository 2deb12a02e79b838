import { z } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { route, type Route } from '../../core/index.js';
import { idParams, queryArguments } from '../params.js';
import { messageRecord } from '../records.js';

type Document = TypedDocumentNode<any, any>;

/** One kind of saved item as its REST routes need it; every name follows from `label` (Tab: /api/tabs, createTab...). */
export interface SavedItemRoutesKind {
  label: 'Tab' | 'Bookmark';
  /** The OpenAPI tag, which is also the REST collection: Tabs → /api/tabs. */
  tag: 'Tabs' | 'Bookmarks';
  record: z.ZodType;
  toRecord(item: never): unknown;
  /** The generated schemas (library.graphql, codegen) of the kind's inputs. */
  schemas: { create: z.ZodType; bulk: z.ZodType; list: z.ZodObject; update: z.ZodType };
  documents: {
    create: Document;
    bulk: Document;
    list: Document;
    update: Document;
    delete: Document;
    archive: Document;
  };
  summaries: { create: string; list: string };
  createDescription?: string;
  /** GET /api/<kind>s/:id: the operation and its result field (tabs count an access: openTab; bookmarks just read). */
  read: { document: Document; field: string; summary: string; cached: boolean };
}

const queued = z.object({ message: z.string(), jobId: z.string() });

/**
 * The routes tabs and bookmarks share: save, bulk sync, list, read, update, delete and archive. Bodies and queries
 * are the generated schemas of the operations' arguments, so REST is held to the SDL's rules.
 */
export function savedItemRoutes({
  label,
  tag,
  record,
  toRecord,
  schemas,
  documents,
  summaries,
  createDescription,
  read,
}: SavedItemRoutesKind): Route[] {
  const plural = tag.toLowerCase();
  const singular = label.toLowerCase();
  const collection = `/api/${plural}`;
  const reply = (field: string) => (data: Record<string, never>) => toRecord(data[field]);
  const queuedReply = (field: string) => (data: Record<string, { message: string; jobId: string }>) => ({
    message: data[field].message,
    jobId: data[field].jobId,
  });
  return [
    route({
      method: 'post',
      path: collection,
      summary: summaries.create,
      description: createDescription,
      tag,
      auth: 'user',
      body: schemas.create,
      operation: documents.create,
      variables: ({ body }) => ({ input: body }),
      respond: reply(`create${label}`),
      status: 201,
      response: record,
      errors: [402],
    }),
    route({
      method: 'post',
      path: `${collection}/bulk`,
      summary: `Bulk sync ${plural} (Pro, feature sync); done by a background job`,
      description: 'Items with content are enriched once the job has created them.',
      tag,
      auth: 'user',
      body: schemas.bulk,
      operation: documents.bulk,
      variables: ({ body }) => body,
      respond: queuedReply(`bulkCreate${label}s`),
      status: 202,
      response: queued,
      errors: [402],
    }),
    route({
      method: 'get',
      path: collection,
      cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC },
      summary: summaries.list,
      tag,
      auth: 'user',
      query: queryArguments(schemas.list),
      operation: documents.list,
      variables: ({ query }) => query,
      respond: (data: Record<string, never[]>) => data[plural].map((item) => toRecord(item)),
      response: z.array(record),
    }),
    route({
      method: 'get',
      path: `${collection}/:id`,
      ...(read.cached ? { cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC } } : {}),
      summary: read.summary,
      tag,
      auth: 'user',
      params: idParams,
      operation: read.document,
      variables: ({ params }) => params,
      respond: reply(read.field),
      response: record,
      errors: [404],
    }),
    route({
      method: 'put',
      path: `${collection}/:id`,
      summary: `Update a ${singular}; only supplied values change`,
      tag,
      auth: 'user',
      params: idParams,
      body: schemas.update,
      operation: documents.update,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      respond: reply(`update${label}`),
      response: record,
      errors: [404],
    }),
    route({
      method: 'delete',
      path: `${collection}/:id`,
      summary: `Delete a ${singular}`,
      tag,
      auth: 'user',
      params: idParams,
      operation: documents.delete,
      variables: ({ params }) => params,
      respond: (data: Record<string, { message: string }>) => data[`delete${label}`],
      response: messageRecord,
      errors: [404],
    }),
    route({
      method: 'post',
      path: `${collection}/:id/archive`,
      summary: `Archive a ${singular}: sets is_archived and queues a page capture`,
      tag,
      auth: 'user',
      params: idParams,
      operation: documents.archive,
      variables: ({ params }) => params,
      respond: queuedReply(`archive${label}`),
      response: queued,
      errors: [404],
    }),
  ];
}
