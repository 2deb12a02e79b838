import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** What a person reads when a request fails: the graph's own message, or what went wrong on the way. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join(' ');
  if (ServerError.is(error)) return `The platform answered with an error (${error.statusCode}). Try again.`;
  if (error instanceof TypeError)
    return 'The platform could not be reached. Check the connection and try again.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}
