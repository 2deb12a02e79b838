// Boots the accounts subgraph on an in-memory database and runs operations against its schema.
import { graphql, type ExecutionResult } from 'graphql';
import { loadConfig } from '@platform/config';
import { AccessTokens, tabsIdentity, type RequestContext } from '@platform/auth';
import {
  bootPlatform,
  startSubgraph,
  type Platform,
  type RunningSubgraph,
  type SubgraphModule,
} from '@platform/subgraph-kit';
import { createLogger } from '@platform/observability';
import { accountsSubgraph } from '../src/subgraph.js';

export const anonymous = (): RequestContext => ({ requestId: 'test', identity: null, internal: false });
export const internal = (): RequestContext => ({ requestId: 'test', identity: null, internal: true });
export const asUser = (userId: number, tokenId = 'token-of-test'): RequestContext => ({
  requestId: 'test',
  internal: false,
  identity: tabsIdentity({ userId, tokenId, plan: 'free', devices: 0, deviceBlocked: false }),
});

export interface Account {
  userId: number;
  token: string;
  tokenId: string;
  context: RequestContext;
}

export interface Harness {
  platform: Platform;
  subgraph: RunningSubgraph;
  run(
    source: string,
    variables?: Record<string, unknown>,
    context?: RequestContext,
  ): Promise<ExecutionResult>;
  /** Registers and logs in a fresh account. */
  signUp(username: string, password?: string): Promise<Account>;
  /** Captures what is published on a topic from now on. */
  record<T>(topic: string): T[];
  close(): Promise<void>;
}

export async function bootAccounts(
  env: Record<string, string> = {},
  module: SubgraphModule = accountsSubgraph,
): Promise<Harness> {
  const config = loadConfig({ DATA_DIR: 'memory://', ...env });
  const platform = await bootPlatform(config, createLogger('silent'));
  const subgraph = await startSubgraph(module, platform);
  const tokens = new AccessTokens(config.JWT_SECRET, config.JWT_EXPIRES_IN);
  const unsubscribers: Array<() => void> = [];
  const run: Harness['run'] = (source, variables, context = anonymous()) =>
    graphql({ schema: subgraph.schema, source, variableValues: variables, contextValue: context });
  return {
    platform,
    subgraph,
    run,
    async signUp(username, password = 'secret-pass') {
      const email = `${username}@example.com`;
      const registered = await run(
        'mutation($u:String!,$e:String!,$p:String!){ register(username:$u,email:$e,password:$p){ userId } }',
        { u: username, e: email, p: password },
      );
      if (registered.errors) throw new Error(`register failed: ${registered.errors[0].message}`);
      const login = await run('mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token } }', {
        e: email,
        p: password,
      });
      if (login.errors) throw new Error(`login failed: ${login.errors[0].message}`);
      const token = (login.data!.login as { token: string }).token;
      const claims = await tokens.verify(token);
      return {
        userId: claims.userId,
        token,
        tokenId: claims.tokenId,
        context: asUser(claims.userId, claims.tokenId),
      };
    },
    record<T>(topic: string) {
      const seen: T[] = [];
      unsubscribers.push(platform.bus.subscribe<T>(topic, (payload) => void seen.push(payload)));
      return seen;
    },
    async close() {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      await subgraph.close();
      await platform.close();
    },
  };
}

/** The `extensions.code` of the first error, for asserting on failures. */
export function errorOf(
  result: ExecutionResult,
): { code: unknown; message: string; extensions: Record<string, unknown> } | undefined {
  const error = result.errors?.[0];
  return (
    error && { code: error.extensions?.code, message: error.message, extensions: error.extensions ?? {} }
  );
}
