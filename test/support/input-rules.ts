import type { JsonResponse } from './http-client.js';

/** One invalid input, as a REST request and as the GraphQL operation it maps to, and the rule both must name. */
export interface RuleCase {
  name: string;
  rest: [method: string, path: string, body?: unknown];
  graphql: [query: string, variables?: Record<string, unknown>];
  rule: string;
}

type GraphQLBody = {
  errors?: Array<{ message: string; extensions?: { code?: string; issues?: Array<{ message: string }> } }>;
};

/**
 * Sends a case through both APIs and reads back [status, rule] and [code, rule]. The rule is the first
 * broken rule's message: REST lists them in `details`, GraphQL in `extensions.issues`; a rule a service
 * checks itself is the whole message on both.
 */
export async function restAndGraphQLRule(
  { name, rest, graphql }: RuleCase,
  sendRest: (method: string, path: string, body?: unknown) => Promise<JsonResponse>,
  sendGraphQL: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLBody>,
) {
  const restReply = await sendRest(...rest);
  const graphqlReply = await sendGraphQL(...graphql);
  const error = graphqlReply.errors?.[0];
  return {
    name,
    rest: [restReply.status, restReply.body?.details?.[0]?.message ?? restReply.body?.message],
    graphql: [error?.extensions?.code, error?.extensions?.issues?.[0]?.message ?? error?.message],
  };
}
