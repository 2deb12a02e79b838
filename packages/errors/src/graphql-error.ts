import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { isConnectionError, storeUnavailable } from './connection-error.js';
import { isExposedCode } from './error-codes.js';

/** The error of an answer over GRAPHQL_MAX_RESPONSE_BYTES, on /graphql and on every REST API alike. */
export function responseTooLarge(bytes: number, limit: number): GraphQLFormattedError {
  return {
    message: `The answer (${bytes} bytes) exceeds the limit of ${limit} bytes: ask for fewer items`,
    extensions: { code: 'RESPONSE_TOO_LARGE' },
  };
}

/** True when the error is one a client is meant to see (a DomainError or a GraphQL request error). */
export function isExpectedError(formatted: GraphQLFormattedError): boolean {
  return isExposedCode(formatted.extensions?.code);
}

/**
 * Apollo `formatError`: expected errors pass through with their code and details; an unreachable
 * database becomes SERVICE_UNAVAILABLE (with retryAfter); anything else is reported to
 * `onUnexpected` (for logging) and reaches the client as a generic internal error. No stack trace,
 * server path or subgraph name ever leaves, whatever NODE_ENV says.
 */
export function maskUnexpectedErrors(onUnexpected: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (isExpectedError(formatted)) {
      const {
        stacktrace: _stacktrace,
        serviceName: _serviceName,
        exception: _exception,
        ...extensions
      } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    // Apollo's own refusals of a malformed request (a persisted query of an unknown version, say)
    // carry a 4xx status and no code: the client's mistake, shown as BAD_REQUEST.
    const httpStatus = (error as { extensions?: { http?: { status?: number } } } | undefined)?.extensions
      ?.http?.status;
    if (!formatted.extensions?.code || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') {
      if (httpStatus && httpStatus >= 400 && httpStatus < 500)
        return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    // A variable that does not coerce to its declared type: graphql-js points at the variable's
    // definition (the test Apollo Server applies too). The client's input, not a server failure.
    if (
      !formatted.extensions?.code &&
      error instanceof GraphQLError &&
      error.nodes?.length === 1 &&
      error.nodes[0].kind === Kind.VARIABLE_DEFINITION
    ) {
      return { ...formatted, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isConnectionError(error)) {
      const unavailable = storeUnavailable();
      return { message: unavailable.message, path: formatted.path, extensions: unavailable.extensions };
    }
    onUnexpected(error);
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
