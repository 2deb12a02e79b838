import { graphql, type ExecutionResult } from 'graphql';
import pg from 'pg';
import { loadConfig } from '@platform/config';
import { bootPlatform, startSubgraph, type Platform, type RunningSubgraph } from '@platform/subgraph-kit';
import type { JobEvent } from '@platform/jobs';
import { createLogger } from '@platform/observability';
import { librarySubgraph } from '../src/subgraph.js';
import { tabsIdentity } from '@platform/auth';

export interface Caller {
  userId: number;
  plan?: 'free' | 'pro';
  devices?: number;
  deviceBlocked?: boolean;
}

export interface LibraryHarness {
  platform: Platform;
  subgraph: RunningSubgraph;
  /** Runs an operation as `caller`; returns data and errors as graphql-js does. */
  run(caller: Caller | null, source: string, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  /** Runs an operation that must succeed and returns its data. */
  ok<T = any>(caller: Caller, source: string, variables?: Record<string, unknown>): Promise<T>;
  /** Runs an operation that must fail and returns its first error's message and extensions. */
  fails(
    caller: Caller,
    source: string,
    variables?: Record<string, unknown>,
  ): Promise<{ message: string; extensions: Record<string, any> }>;
  waitForJob(id: string, until: JobEvent['status']): Promise<JobEvent>;
  sql(query: string, params?: unknown[]): Promise<Array<Record<string, any>>>;
  close(): Promise<void>;
}

const SERVER_PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** With TEST_DATABASE=postgres, a fresh database on the PostgreSQL server (dropped on close). */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (process.env.TEST_DATABASE !== 'postgres') return undefined;
  const name = `library_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_PG });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(SERVER_PG);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

export async function startLibrary(env: Record<string, string> = {}): Promise<LibraryHarness> {
  const server = await serverDatabase();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    FREE_BOOKMARK_LIMIT: '3',
    JOB_POLL_MS: '100',
    ...(server ? { DATABASE_URL: server.url } : {}),
    ...env,
  });
  const platform = await bootPlatform(config, createLogger('silent'));
  const subgraph = await startSubgraph(librarySubgraph, platform);
  await platform.jobs.start();

  const run: LibraryHarness['run'] = (caller, source, variableValues) =>
    graphql({
      schema: subgraph.schema,
      source,
      variableValues,
      contextValue: {
        requestId: 't',
        internal: false,
        identity:
          caller &&
          tabsIdentity({
            userId: caller.userId,
            tokenId: 'x',
            plan: caller.plan ?? 'free',
            devices: caller.devices ?? 0,
            deviceBlocked: caller.deviceBlocked ?? false,
          }),
      },
    });

  return {
    platform,
    subgraph,
    run,
    async ok(caller, source, variables) {
      const result = await run(caller, source, variables);
      if (result.errors?.length) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
      return result.data as any;
    },
    async fails(caller, source, variables) {
      const result = await run(caller, source, variables);
      const error = result.errors?.[0];
      if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
      return { message: error.message, extensions: error.extensions as Record<string, any> };
    },
    async waitForJob(id, until) {
      const deadline = Date.now() + 15000;
      let job: JobEvent | null = null;
      while (Date.now() < deadline) {
        job = await platform.jobs.get(id);
        if (job?.status === until) return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`job ${id} did not reach ${until}; last seen ${JSON.stringify(job)}`);
    },
    async sql(query, params = []) {
      const result = await platform.db.pool.query(query, params);
      return result.rows;
    },
    async close() {
      await subgraph.close();
      await platform.close();
      await server?.drop();
    },
  };
}

export const TAB_FIELDS =
  'id url title favicon content summary category tags entities createdAt updatedAt lastAccessed accessCount isArchived userId';
export const BOOKMARK_FIELDS =
  'id url title favicon folder content summary category tags entities createdAt updatedAt isArchived userId';
