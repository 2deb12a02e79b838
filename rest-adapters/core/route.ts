import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route sees of a request once validated. */
export interface RouteInput<P = any, Q = any, B = any> {
  params: P;
  query: Q;
  body: B;
  /** The body exactly as received (routes with `rawBody`: signature checks). */
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/** One documented endpoint, declared once: router, validation and OpenAPI all read it. */
export interface Route<D = any, V = any> {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** 'user': a valid bearer token is required before anything runs. */
  auth: 'user' | 'none';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Keep the raw body (webhooks verify signatures over the exact bytes). */
  rawBody?: boolean;
  /** Headers this route reads, documented and passed to `variables`. */
  headers?: string[];
  /** The named operation from schema/operations/, typed by codegen. */
  operation: TypedDocumentNode<D, V>;
  variables?: (input: RouteInput) => V;
  /**
   * The route answers with a file of this content type instead of JSON: `respond` returns a FileReply
   * (file-reply.ts). A file missing on disk, or not inside its folder, answers the API's 404 body.
   */
  file?: { contentType: string };
  /** Maps the GraphQL result to the documented JSON body (or, with `file`, to a FileReply). */
  respond: (data: D, input: RouteInput) => unknown;
  status?: number;
  /** The documented success body, for OpenAPI. */
  response: z.ZodType;
  /** Documented error statuses beyond the common ones, for OpenAPI. */
  errors?: number[];
  /**
   * Side-effect-free routes only: cache the answer per user until the domain publishes this topic
   * (`{ userId }`) for that user.
   */
  cache?: { invalidatedBy: string };
}

/** Declares a route with its operation's types flowing into `variables` and `respond`. */
export function route<D, V>(definition: Route<D, V>): Route<D, V> {
  return definition;
}
