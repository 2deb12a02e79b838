/**
 * The platform's error codes, once: each code's HTTP status and who may see it. The GraphQL error
 * form (graphql-error.ts), the REST adapters' bodies (statusForCode), the gateway's /graphql
 * statuses and the supergraph client all read this table.
 *
 * - `status`: the HTTP status the code stands for on a REST API.
 * - `thrown`: a service may throw it as a DomainError (the ErrorCode type).
 * - `relayed`: another domain's supergraph call gets the same DomainError back (else a failure).
 * - `exposed`: a client sees the error as it is (message, code, details); any other error is masked.
 */
interface Entry {
  status: number;
  thrown: boolean;
  relayed: boolean;
  exposed: boolean;
}

export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, thrown: true, relayed: true, exposed: true },
  UNAUTHENTICATED: { status: 401, thrown: true, relayed: true, exposed: true },
  UPGRADE_REQUIRED: { status: 402, thrown: true, relayed: true, exposed: true },
  FORBIDDEN: { status: 403, thrown: true, relayed: true, exposed: true },
  NOT_FOUND: { status: 404, thrown: true, relayed: true, exposed: true },
  CONFLICT: { status: 409, thrown: true, relayed: true, exposed: true },
  UNPROCESSABLE: { status: 422, thrown: true, relayed: true, exposed: true },
  QUOTA_EXCEEDED: { status: 429, thrown: true, relayed: true, exposed: true },
  // Login throttling: only the accounts domain throws it, and only on /graphql (and the tab API's own 429).
  RATE_LIMITED: { status: 429, thrown: true, relayed: false, exposed: true },
  SERVICE_UNAVAILABLE: { status: 503, thrown: true, relayed: true, exposed: true },
  INTERNAL_SERVER_ERROR: { status: 500, thrown: true, relayed: false, exposed: false },
  // What the GraphQL server itself answers about a request it could not run.
  GRAPHQL_VALIDATION_FAILED: { status: 400, thrown: false, relayed: false, exposed: true },
  GRAPHQL_PARSE_FAILED: { status: 400, thrown: false, relayed: false, exposed: true },
  // Persisted queries and operation resolution are /graphql's alone (a REST route sends its own document).
  PERSISTED_QUERY_NOT_FOUND: { status: 500, thrown: false, relayed: false, exposed: true },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 500, thrown: false, relayed: false, exposed: true },
  OPERATION_RESOLUTION_FAILURE: { status: 500, thrown: false, relayed: false, exposed: true },
  BAD_REQUEST: { status: 400, thrown: false, relayed: false, exposed: true },
  RESPONSE_TOO_LARGE: { status: 400, thrown: false, relayed: false, exposed: true },
} as const satisfies Record<string, Entry>;

export type KnownErrorCode = keyof typeof ERROR_CODES;

/** The platform's error codes; GraphQL errors carry one in `extensions.code`. */
export type ErrorCode = {
  [K in KnownErrorCode]: (typeof ERROR_CODES)[K]['thrown'] extends true ? K : never;
}[KnownErrorCode];

const entryOf = (code: unknown) =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code)
    ? (ERROR_CODES[code as KnownErrorCode] as Entry)
    : undefined;

/** The HTTP status a GraphQL error code stands for (500 for a code the table does not hold); each API picks its bodies. */
export const statusForCode = (code: unknown): number => entryOf(code)?.status ?? 500;

/** A code a client sees as it is (the rest are masked as INTERNAL_SERVER_ERROR). */
export const isExposedCode = (code: unknown): boolean => entryOf(code)?.exposed ?? false;

/** A code another domain's supergraph call gets back as the same DomainError. */
export const isRelayedCode = (code: unknown): code is ErrorCode => entryOf(code)?.relayed ?? false;
