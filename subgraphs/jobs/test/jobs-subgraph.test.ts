import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { graphql } from 'graphql';
import { startSubgraph, type Platform, type RunningSubgraph } from '@platform/subgraph-kit';
import { defineJob, PermanentJobError } from '@platform/jobs';
import { jobsSubgraph } from '../src/subgraph.js';
import { bootFastJobsPlatform, tabsUserContext } from './jobs-harness.js';

describe('jobs subgraph', () => {
  let platform: Platform;
  let subgraph: RunningSubgraph;
  const context = tabsUserContext;

  beforeAll(async () => {
    platform = await bootFastJobsPlatform();
    platform.jobs.define([
      defineJob({
        name: 'test.fails',
        handler: async () => {
          throw new Error('boom');
        },
      }),
      defineJob({
        name: 'test.refused',
        handler: async () => {
          throw new PermanentJobError('never valid');
        },
      }),
      defineJob({
        name: 'test.flaky',
        handler: async (_data, { attempt }) => {
          if (attempt === 1) throw new Error('first run fails');
        },
      }),
    ]);
    subgraph = await startSubgraph(jobsSubgraph, platform);
    await platform.jobs.start();
  });
  afterAll(async () => {
    await subgraph?.close();
    await platform?.close();
  });

  it('parks a job that used up its attempts in failedJobs, for its owner only', async () => {
    const queued = await platform.jobs.enqueue('test.fails', { userId: 7 });
    const deadline = Date.now() + 10000;
    let failed: unknown[] = [];
    while (Date.now() < deadline) {
      const result = await graphql({
        schema: subgraph.schema,
        source: '{ failedJobs { id status attempts error } }',
        contextValue: context(7),
      });
      failed = (result.data?.failedJobs as unknown[]) ?? [];
      if (failed.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toEqual([{ id: queued.id, status: 'FAILED', attempts: 2, error: 'boom' }]);
    const other = await graphql({
      schema: subgraph.schema,
      source: '{ failedJobs { id } }',
      contextValue: context(8),
    });
    expect(other.data?.failedJobs).toEqual([]);
  });

  it('parks a job that failed with a PermanentJobError after its first attempt', async () => {
    const queued = await platform.jobs.enqueue('test.refused', { userId: 9 });
    const deadline = Date.now() + 10000;
    let failed: unknown[] = [];
    while (Date.now() < deadline && !failed.length) {
      const result = await graphql({
        schema: subgraph.schema,
        source: '{ failedJobs { id status attempts error } }',
        contextValue: context(9),
      });
      failed = (result.data?.failedJobs as unknown[]) ?? [];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toEqual([{ id: queued.id, status: 'FAILED', attempts: 1, error: 'never valid' }]);
  });

  it('counts the failed run in the attempts of a job that completed on its retry', async () => {
    const queued = await platform.jobs.enqueue('test.flaky', { userId: 10 });
    const deadline = Date.now() + 10000;
    let job: { status?: string } | undefined;
    while (Date.now() < deadline && job?.status !== 'COMPLETED') {
      const result = await graphql({
        schema: subgraph.schema,
        source: `{ job(id: "${queued.id}") { id status attempts } }`,
        contextValue: context(10),
      });
      job = result.data?.job as typeof job;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toEqual({ id: queued.id, status: 'COMPLETED', attempts: 2 });
  });

  // Paging used to happen before the status filter (Agenda's queryJobs pages after its own state,
  // which counts a failure waiting for its retry as failed): a page could come back short or empty.
  describe('status filters cut full pages', () => {
    const list = async (userId: number, field: string, args: string) => {
      const result = await graphql({
        schema: subgraph.schema,
        source: `{ ${field}(${args}) { id status } }`,
        contextValue: context(userId),
      });
      expect(result.errors).toBeUndefined();
      return result.data?.[field] as Array<{ id: string; status: string }>;
    };

    it('failedJobs: the newest jobs wait for a retry, the page still holds the failed ones', async () => {
      const failed = [
        await platform.jobs.enqueue('test.fails', { userId: 11 }),
        await platform.jobs.enqueue('test.fails', { userId: 11 }),
      ];
      const deadline = Date.now() + 20000;
      while (Date.now() < deadline && (await list(11, 'failedJobs', 'limit: 10')).length < 2)
        await new Promise((r) => setTimeout(r, 100));
      // Two newer jobs failed once and wait for their retry: Agenda's "failed" state, our QUEUED.
      // (No process defines test.waiting, so nothing runs them meanwhile.)
      const waiting = [
        await platform.jobs.enqueue('test.waiting', { userId: 11 }),
        await platform.jobs.enqueue('test.waiting', { userId: 11 }),
      ];
      await platform.db.pool.query(
        `update agenda_jobs set failed_at = now() + interval '1 minute', last_finished_at = now() + interval '1 minute',
           last_run_at = now() + interval '1 minute', fail_count = 1, fail_reason = 'first run failed', next_run_at = now() + interval '1 hour'
         where id = any($1::uuid[])`,
        [waiting.map((job) => job.id)],
      );

      const page = await list(11, 'failedJobs', 'limit: 2');
      expect(page.map((job) => job.id).sort()).toEqual(failed.map((job) => job.id).sort());
      expect(page.every((job) => job.status === 'FAILED')).toBe(true);
      const queued = await list(11, 'jobs', 'status: QUEUED, limit: 2');
      expect(queued.map((job) => job.id).sort()).toEqual(waiting.map((job) => job.id).sort());
    });

    it('jobs(status: QUEUED|COMPLETED): each status is cut in the query, with offsets', async () => {
      const done = [await platform.jobs.enqueue('test.flaky', { userId: 12 })];
      const deadline = Date.now() + 20000;
      while (Date.now() < deadline && (await list(12, 'jobs', 'status: COMPLETED, limit: 10')).length < 1)
        await new Promise((r) => setTimeout(r, 100));
      const queued = [
        await platform.jobs.enqueue('test.waiting', { userId: 12 }),
        await platform.jobs.enqueue('test.waiting', { userId: 12 }),
      ];

      const page = await list(12, 'jobs', 'status: QUEUED, limit: 2');
      expect(page.map((job) => job.id).sort()).toEqual(queued.map((job) => job.id).sort());
      expect(await list(12, 'jobs', 'status: QUEUED, limit: 2, offset: 2')).toEqual([]);
      expect((await list(12, 'jobs', 'status: COMPLETED, limit: 1')).map((job) => job.id)).toEqual(
        done.map((job) => job.id),
      );
      expect(await list(12, 'jobs', 'limit: 10')).toHaveLength(3);
    });
  });
});
