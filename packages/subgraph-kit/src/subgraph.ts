import { readFileSync } from 'node:fs';
import { concatAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { openDomainOrm, type DomainOrm, type DomainStorage } from '@platform/db';
import type { JobDefinition } from '@platform/jobs';
import type { RequestContext } from '@platform/auth';
import type { EventBus } from '@platform/pubsub';
import type { Platform } from './platform.js';
import type { GraphExecutor } from './executor/graph-executor.js';
import { checkArguments, type ArgumentSchemas } from './argument-check.js';
import { constraintDirectiveTypeDefs } from './constraint.directive.js';

import { USER_DELETED_TOPIC, type UserDeleted } from './platform-events.js';

export type Resolvers = GraphQLResolverMap<RequestContext>;

/** What a domain's running subgraph hands back: resolvers, jobs and its share of account deletion. */
export interface SubgraphParts {
  resolvers: Resolvers;
  jobs?: JobDefinition<any>[];
  /** Scheduled jobs: [interval, job name]. */
  schedules?: Array<[string, string]>;
  deleteUserData?(userId: number): Promise<void>;
  /** Releases what the domain holds beyond its storage (a browser, timers); runs on shutdown. */
  close?(): Promise<void>;
}

export interface SubgraphRuntime {
  platform: Platform;
  /** The domain's ORM on its own schema, when the domain stores anything. */
  orm: DomainOrm | undefined;
}

/** A domain as the gateway and the standalone runner see it (subgraph.ts of each domain). */
export interface SubgraphModule {
  name: string;
  typeDefs: DocumentNode;
  /** The generated schemas of its field arguments (`__generated__/validation.ts`): checked before every resolver. */
  argumentSchemas?: ArgumentSchemas;
  storage?: DomainStorage;
  create(runtime: SubgraphRuntime): SubgraphParts | Promise<SubgraphParts>;
  /**
   * Subscription fields this domain declares. The gateway serves subscriptions itself (it does not
   * proxy them), from events on the bus, so these need only the bus, never the domain's storage.
   * `graph` runs an operation on the whole supergraph as the subscriber: how a subscription reads
   * what another domain owns (through the graph, never its tables).
   */
  subscriptions?(bus: EventBus, graph: GraphExecutor): SubscriptionResolvers;
}

export type SubscriptionResolvers = Record<
  string,
  {
    subscribe(source: unknown, args: any, context: RequestContext): AsyncIterable<unknown>;
    resolve?(payload: any): unknown;
  }
>;

export interface RunningSubgraph {
  name: string;
  schema: GraphQLSchema;
  close(): Promise<void>;
}

/** Reads a domain's SDL file next to its code. */
export function loadTypeDefs(url: URL): DocumentNode {
  return parse(readFileSync(url, 'utf8'), { noLocation: true });
}

const constraintDirective = parse(constraintDirectiveTypeDefs);

/** A subgraph's SDL with the @constraint declaration its rules use. */
export const withConstraintDirective = (typeDefs: DocumentNode): DocumentNode =>
  concatAST([typeDefs, constraintDirective]);

/**
 * Builds the federated schema of a domain from SDL and resolvers, each resolver behind its argument
 * check; no database needed (used by compose).
 */
export function buildSchema(module: SubgraphModule, resolvers: Resolvers = {}): GraphQLSchema {
  return buildSubgraphSchema({
    typeDefs: withConstraintDirective(module.typeDefs),
    resolvers: checkArguments(resolvers, module.argumentSchemas) as GraphQLResolverMap<unknown>,
  });
}

/** Opens the domain's storage, registers its jobs and deletion handler, and builds its schema. */
export async function startSubgraph(module: SubgraphModule, platform: Platform): Promise<RunningSubgraph> {
  const logger = platform.logger.child({ subgraph: module.name });
  const orm = module.storage ? await openDomainOrm(platform.db, module.storage, logger) : undefined;
  const parts = await module.create({ platform: { ...platform, logger }, orm });
  platform.jobs.define(parts.jobs ?? []);
  const unsubscribe = parts.deleteUserData
    ? platform.bus.subscribe<UserDeleted>(USER_DELETED_TOPIC, ({ userId }) => parts.deleteUserData!(userId))
    : () => undefined;
  for (const [interval, name] of parts.schedules ?? []) await platform.jobs.every(interval, name);
  // Built when first asked for (the first request to this subgraph, or at once by a standalone
  // subgraph process): Apollo's buildSubgraphSchema was most of a subgraph's start-up cost, and an
  // embedded platform may serve for a long time without calling some of its subgraphs.
  let schema: GraphQLSchema | undefined;
  return {
    name: module.name,
    get schema() {
      return (schema ??= buildSchema(module, parts.resolvers));
    },
    close: async () => {
      unsubscribe();
      await parts.close?.();
      await orm?.close();
    },
  };
}
