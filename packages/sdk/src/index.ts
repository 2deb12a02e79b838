import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

// The typed SDK for front-ends: every operation of schema/operations/ as a typed document (generated
// by `npm run codegen`), and a small fetch client whose results and variables carry those types.
export * from './__generated__/operations.js';

export class GraphQLRequestError extends Error {
  constructor(readonly errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
    super(errors.map((e) => e.message).join('; '));
  }
}

export interface SdkClientOptions {
  /** The gateway's /graphql URL. */
  url: string;
  /** Supplies the bearer token for each request, when signed in. */
  token?: () => string | undefined;
  fetch?: typeof fetch;
}

export function createSdkClient(options: SdkClientOptions) {
  const printed = new WeakMap<object, string>();
  return async function request<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData> {
    let query = printed.get(document);
    if (!query) printed.set(document, (query = print(document)));
    const token = options.token?.();
    const response = await (options.fetch ?? fetch)(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: TData; errors?: GraphQLRequestError['errors'] };
    if (body.errors?.length) throw new GraphQLRequestError(body.errors);
    return body.data as TData;
  };
}
