import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { graphql } from 'graphql';
import { startSubgraph, type Platform, type RunningSubgraph } from '@platform/subgraph-kit';
import { defineJob } from '@platform/jobs';
import { jobsSubgraph } from '../src/subgraph.js';
import { bootFastJobsPlatform, tabsUserContext } from './jobs-harness.js';

describe('jobs subgraph: scheduled tasks', () => {
  let platform: Platform;
  let subgraph: RunningSubgraph;
  let runs = 0;
  const context = tabsUserContext;
  const query = (source: string, userId: number | null = 7) =>
    graphql({ schema: subgraph.schema, source, contextValue: context(userId) });
  const TASKS = '{ scheduledTasks { name description interval lastRunAt nextRunAt lastStatus lastError } }';

  beforeAll(async () => {
    platform = await bootFastJobsPlatform();
    platform.jobs.define([
      defineJob({ name: 'test.tick', description: 'Counts its runs', handler: async () => void runs++ }),
      defineJob({
        name: 'test.broken',
        description: 'Always fails',
        handler: async () => {
          throw new Error('disk full');
        },
      }),
    ]);
    subgraph = await startSubgraph(jobsSubgraph, platform);
    await platform.jobs.every('1 hour', 'test.tick');
    await platform.jobs.every('1 day', 'test.broken');
    await platform.jobs.start();
  });
  afterAll(async () => {
    await subgraph?.close();
    await platform?.close();
  });

  const settled = (list: any[]) =>
    list.length === 2 && list.every((task) => ['SUCCEEDED', 'FAILED'].includes(task.lastStatus));
  const tasksWhen = async (done: (tasks: any[]) => boolean) => {
    const deadline = Date.now() + 10_000;
    let tasks: any[] = [];
    while (Date.now() < deadline) {
      tasks = ((await query(TASKS)).data?.scheduledTasks as any[]) ?? [];
      if (done(tasks)) return tasks;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`tasks did not settle: ${JSON.stringify(tasks)}`);
  };

  it('lists each task with its schedule, last outcome and next run; a failure used up its retries is FAILED with its reason', async () => {
    const tasks = await tasksWhen(settled);
    expect(tasks).toEqual([
      {
        name: 'test.broken',
        description: 'Always fails',
        interval: '1 day',
        lastRunAt: expect.any(String),
        nextRunAt: expect.any(String),
        lastStatus: 'FAILED',
        lastError: 'disk full',
      },
      {
        name: 'test.tick',
        description: 'Counts its runs',
        interval: '1 hour',
        lastRunAt: expect.any(String),
        nextRunAt: expect.any(String),
        lastStatus: 'SUCCEEDED',
        lastError: null,
      },
    ]);
    // A failed repeating task keeps its schedule: the next run is about one interval after the last attempt.
    const broken = tasks[0];
    expect(new Date(broken.nextRunAt).getTime() - new Date(broken.lastRunAt).getTime()).toBeGreaterThan(
      23 * 3600_000,
    );
    // Its attempts start afresh next time rather than carrying the used-up count.
    const { jobs } = await (platform.jobs as any).agenda.queryJobs({ name: 'test.broken' });
    expect(jobs[0].failCount ?? 0).toBe(0);
  });

  it('keeps the schedule when a process registers the same task again (restart or another replica)', async () => {
    const before = (await tasksWhen(settled)).map((task) => task.nextRunAt);
    const ran = runs;
    await platform.jobs.every('1 hour', 'test.tick');
    await platform.jobs.every('1 day', 'test.broken');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await tasksWhen((list) => list.length === 2);
    expect(after.map((task) => task.nextRunAt)).toEqual(before);
    expect(runs).toBe(ran);
  });

  it("needs a signed-in caller, and never shows platform jobs in a user's jobs or failedJobs", async () => {
    expect((await query(TASKS, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await query('{ jobs(limit: 500) { id name } failedJobs(limit: 500) { id name } }');
    expect(mine.data).toEqual({ jobs: [], failedJobs: [] });
  });
});
