import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, print, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { addResolversToSchema } from '@graphql-tools/schema';
import type { Realm, RequestContext } from '@platform/auth';
import { DateTime, JSONObject, type GraphRunner, type SubgraphModule } from '@platform/subgraph-kit';
import type { EventBus } from '@platform/pubsub';
import type { Logger } from '@platform/observability';
import type { Gateway } from './gateway.js';
import { contextFromHeaders, requestIdOf } from './request-context.js';
import { SubscriptionSessions } from './subscription-sessions.js';

/** The public schema with each domain's subscription fields bound to events on the bus. */
function subscriptionSchema(apiSchema: GraphQLSchema, modules: SubgraphModule[], bus: EventBus, graph: GraphRunner): GraphQLSchema {
  const Subscription = Object.assign({}, ...modules.map((module) => module.subscriptions?.(bus, graph) ?? {}));
  return addResolversToSchema({ schema: apiSchema, resolvers: { Subscription, DateTime, JSONObject }, updateResolversInPlace: false });
}

/** Subscriptions read other domains through this process's gateway, as the subscriber. */
function gatewayRunner(gateway: Gateway): GraphRunner {
  return {
    async execute(query, variables, context) {
      const response = await gateway.apollo.executeOperation({ query, variables }, { contextValue: context });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported for subscriptions');
      return response.body.singleResult as Awaited<ReturnType<GraphRunner['execute']>>;
    },
  };
}

/**
 * graphql-ws at /graphql on the gateway's HTTP server. @apollo/gateway does not proxy
 * subscriptions, so they run here from bus events; queries and mutations sent over the socket go
 * through the gateway like any HTTP request. The token comes from connectionParams.authorization
 * (or the upgrade request's Authorization header); a bad one is refused at connect (4403), and an
 * open socket is closed when its token expires (4401) or is revoked (4403). `realms` pins an API's own
 * port to its realm's tokens (the resume API's /graphql).
 */
export function serveSubscriptions(server: Server, gateway: Gateway, modules: SubgraphModule[], bus: EventBus, logger: Logger, realms?: readonly Realm[]) {
  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  let schema: GraphQLSchema | undefined;
  const schemaFor = () => (schema ??= subscriptionSchema(gateway.apiSchema(), modules, bus, gatewayRunner(gateway)));
  const watched = new SubscriptionSessions(gateway.sessions, logger);
  const cleanup = useServer<Record<string, unknown>, { context?: RequestContext; unwatch?: () => void }>(
    {
      schema: () => schemaFor(),
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const headers = { ...ctx.extra.request.headers };
        const authorization = params.authorization ?? params.Authorization;
        if (typeof authorization === 'string') headers.authorization = authorization;
        try {
          const context = await contextFromHeaders(gateway.sessions, headers, requestIdOf(headers), realms);
          ctx.extra.context = context;
          const socket = ctx.extra.socket;
          ctx.extra.unwatch = watched.watch({ close: (code, reason) => socket.close(code, reason) }, context, headers.authorization, context.device);
          return true;
        } catch (error) {
          logger.debug({ err: (error as Error).message }, 'subscription connection refused');
          return false;
        }
      },
      onClose: (ctx) => ctx.extra.unwatch?.(),
      context: (ctx) => ctx.extra.context as unknown as Record<string, unknown>,
      execute: async (args: ExecutionArgs) => {
        const result = await gateway.apollo.executeOperation(
          { query: print(args.document), variables: args.variableValues as Record<string, unknown>, operationName: args.operationName ?? undefined },
          { contextValue: args.contextValue as RequestContext },
        );
        return result.body.kind === 'single' ? (result.body.singleResult as never) : { errors: [new GraphQLError('Incremental delivery is not supported over WebSocket')] };
      },
    },
    wsServer,
  );
  return {
    close: async () => {
      watched.close();
      await cleanup.dispose();
      wsServer.close();
    },
  };
}
