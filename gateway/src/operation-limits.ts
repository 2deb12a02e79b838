import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  getNullableType,
  type FormattedExecutionResult,
  isListType,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  findUnstorableText,
  isUnstorableText,
  responseTooLarge,
  UNSTORABLE_TEXT_MESSAGE,
} from '@platform/errors';

/** What one GraphQL operation may cost (docs/configuration.md: GRAPHQL_MAX_*). */
export interface OperationLimits {
  maxAliases: number;
  maxDepth: number;
  maxTokens: number;
  maxCost: number;
  maxResponseBytes: number;
}

/** A list field without a limit/first argument counts as this many items. */
export const DEFAULT_LIST_SIZE = 10;

const clientError = (message: string, code: string, status = 400) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

/** List fields cost their requested size times what each item selects; every other field costs 1 plus its selection. */
const listSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!isListType(getNullableType(field.type))) return undefined;
  const requested = [args.limit, args.first].find((value): value is number => typeof value === 'number');
  return Math.max(1, requested ?? DEFAULT_LIST_SIZE) * (1 + childComplexity);
};

/** The computed cost of an operation, with variables applied (undefined when they do not coerce: execution reports that). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> = {},
): number | undefined {
  try {
    return getComplexity({
      schema,
      query: document,
      operationName,
      variables,
      estimators: [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch {
    return undefined;
  }
}

/** Alias and depth limits (GraphQL Armor), run with GraphQL validation, before anything executes. */
export function limitValidationRules(limits: OperationLimits): ValidationRule[] {
  // Reported as validation errors (GRAPHQL_VALIDATION_FAILED, 400), as GraphQL Armor's own Apollo wiring does, rather than thrown.
  const report = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxAliasesRule({ n: limits.maxAliases, ...report }) as unknown as ValidationRule,
    maxDepthRule({
      n: limits.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...report,
    }) as unknown as ValidationRule,
  ];
}

/**
 * Per parsed document (Apollo hands the same DocumentNode to every request of a cached query): its
 * unstorable literal and its costs by operation and the variables the cost reads. The cost walk was a twentieth of a
 * cache-miss list read, and a REST route sends the same few variable sets again and again.
 */
interface DocumentFacts {
  unstorable: string | undefined;
  /** The variables the cost can depend on: those given as a limit/first argument (listSizeEstimator). */
  costVariables: string[];
  /** The schema the costs were computed against (a new supergraph starts them over). */
  schema?: GraphQLSchema;
  costs: Map<string, number>;
}
const documentFacts = new WeakMap<DocumentNode, DocumentFacts>();
/** Distinct variable sets remembered per document; beyond it the oldest is dropped. */
const COSTS_PER_DOCUMENT = 64;

function factsOf(document: DocumentNode): DocumentFacts {
  let facts = documentFacts.get(document);
  if (!facts)
    documentFacts.set(
      document,
      (facts = {
        unstorable: unstorableLiteral(document),
        costVariables: listSizeVariables(document),
        costs: new Map(),
      }),
    );
  return facts;
}

/** Names of the variables passed as a `limit` or `first` argument anywhere in the document. */
export function listSizeVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if ((node.name.value === 'limit' || node.name.value === 'first') && node.value.kind === Kind.VARIABLE)
        names.add(node.value.name.value);
    },
  });
  return [...names];
}

/**
 * The memo key of a cost: the operation and only the variables the cost reads. A validation sends a
 * new position in every request; keyed by all its variables the cost walk ran every time (3.5 % of the
 * game API's CPU at 500 req/s). Variables that do not coerce leave the cost as it was: execution
 * refuses them anyway.
 */
export function costKey(
  costVariables: readonly string[],
  operationName: string | undefined,
  variables: Record<string, unknown>,
): string {
  return `${operationName ?? ''}\n${JSON.stringify(costVariables.map((name) => variables[name] ?? null))}`;
}

function memoizedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number | undefined {
  const facts = factsOf(document);
  if (facts.schema !== schema) ((facts.schema = schema), facts.costs.clear());
  const { costs } = facts;
  const key = costKey(facts.costVariables, operationName, variables);
  if (costs.has(key)) return costs.get(key);
  const cost = operationCost(schema, document, operationName, variables);
  // Not remembered when the variables did not coerce: the key leaves most variables out, so a bad
  // request must not set the cost a good one with the same limit gets.
  if (cost === undefined) return cost;
  if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
  costs.set(key, cost);
  return cost;
}

/** The first string literal of the document that holds unstorable text. */
function unstorableLiteral(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node) {
      if (!found && isUnstorableText(node.value))
        found = `literal at line ${node.loc?.startToken.line ?? '?'}`;
    },
  });
  return found;
}

/**
 * Answers the size guard has already serialised, by their data object. Apollo's HTTP layer then
 * sends those bytes (stringifyMeasuredResult) instead of serialising the answer a second time; a
 * 100-row list is about 60 kB, and the second JSON.stringify was a tenth of /graphql's CPU. Each
 * entry keeps the response object it was measured on, so that it can be detached once sent.
 */
const measuredAnswers = new WeakMap<
  object,
  { errors: unknown; extensions: unknown; json: string; response: { body?: unknown } }
>();

/**
 * Apollo Server's `stringifyResult`: the measured serialisation when the answer is unchanged since,
 * else its own. Apollo's HTTP layer has read the answer by then and keeps only these bytes, but its
 * request pipeline leaves the response object reachable from objects V8 has already moved to the
 * old generation: until the next full collection every young-generation collection kept the whole
 * answer (and the entry's bytes) alive and promoted it, about 110 kB per 100-row list. Forgotten and
 * detached here, the answer dies young (4 kB promoted per request, measured with --trace-gc-nvp).
 */
export function stringifyMeasuredResult(result: FormattedExecutionResult): string {
  const measured = result.data ? measuredAnswers.get(result.data) : undefined;
  if (!measured) return `${JSON.stringify(result)}\n`;
  measuredAnswers.delete(result.data!);
  measured.response.body = undefined;
  const json =
    measured.errors === result.errors && measured.extensions === result.extensions
      ? measured.json
      : JSON.stringify(result);
  return `${json}\n`;
}

/**
 * Unstorable text in variables or literals, or a computed cost over the limit: the checks after
 * validation that every transport of the graph applies (HTTP here, graphql-ws in subscriptions.ts).
 */
export function inputOrCostRefusal(
  limits: Pick<OperationLimits, 'maxCost'>,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): GraphQLError | undefined {
  const variablePath = findUnstorableText(variables);
  const unstorable = variablePath !== undefined ? `variable ${variablePath}` : factsOf(document).unstorable;
  if (unstorable) return clientError(`Input ${unstorable} ${UNSTORABLE_TEXT_MESSAGE}`, 'BAD_USER_INPUT');
  const cost = memoizedCost(schema, document, operationName, variables);
  if (cost !== undefined && cost > limits.maxCost) {
    return clientError(
      `Operation cost ${cost} exceeds the limit of ${limits.maxCost}: ask for fewer items (smaller limit) or fewer fields`,
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
  return undefined;
}

/**
 * Refusals of the gateway, each before execution and each a client error: an operationName the
 * document lacks, a subscription sent over HTTP, unstorable text in variables or literals, and an
 * operation whose computed cost exceeds the limit. After execution, an answer over the size limit
 * is replaced by an error.
 */
export function operationGuardsPlugin(limits: OperationLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, document, schema }) {
          if (!operation) {
            throw clientError(
              request.operationName
                ? `Unknown operation named "${request.operationName}"`
                : 'The document holds several operations: name one in operationName',
              'OPERATION_RESOLUTION_FAILURE',
            );
          }
          if (operation.operation === 'subscription') {
            throw clientError(
              'Subscriptions are served over WebSocket (graphql-ws protocol) on this same /graphql URL, not over HTTP',
              'BAD_REQUEST',
              405,
            );
          }
          const refusal = inputOrCostRefusal(
            limits,
            schema,
            document,
            operation.name?.value,
            request.variables ?? {},
          );
          if (refusal) throw refusal;
        },
        async willSendResponse({ response, contextValue }) {
          if (
            response.body.kind !== 'single' ||
            (contextValue as { answerSizedByCaller?: boolean }).answerSizedByCaller
          )
            return;
          const { errors, data, extensions } = response.body.singleResult;
          // Apollo's HTTP layer serialises these three fields in this order (stringifyMeasuredResult).
          const json = JSON.stringify({ errors, data, extensions });
          const bytes = Buffer.byteLength(json);
          if (bytes <= limits.maxResponseBytes) {
            if (data) measuredAnswers.set(data, { errors, extensions, json, response });
            return;
          }
          response.body.singleResult = { errors: [responseTooLarge(bytes, limits.maxResponseBytes)] };
          response.http.status = 400;
        },
      };
    },
  };
}
