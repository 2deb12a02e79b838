import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';

const TASKS = '{ scheduledTasks { name description interval lastRunAt nextRunAt lastStatus lastError } }';

describe('scheduled automation in the running platform', () => {
  let platform: RunningPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startPlatform();
    token = (await signUp(platform.api)).token;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('registers the five tasks of the tab API with their schedules; each has run once and has a next run', async () => {
    const tasks = await eventually(async () => {
      // The other products' domains schedule their own tasks in the same Agenda; the tab API's are the library's.
      const all = (await graphql(platform.graphql, TASKS, { token })).data?.scheduledTasks as
        any[] | undefined;
      const list = all?.filter((task) => task.name.startsWith('library.'));
      return list?.length === 5 && list.every((task) => task.lastStatus === 'SUCCEEDED') ? list : undefined;
    }, 20_000);
    expect(tasks.map((task) => [task.name, task.interval])).toEqual([
      ['library.duplicate-scan', '12 hours'],
      ['library.old-tab-archival', '1 week'],
      ['library.statistics-refresh', '1 hour'],
      ['library.suggestion-cleanup', '1 day'],
      ['library.suggestion-generation', '6 hours'],
    ]);
    for (const task of tasks) {
      expect(task.description).toEqual(expect.any(String));
      expect(task.lastError).toBeNull();
      expect(new Date(task.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    }
  }, 30_000);

  it("lists them for signed-in users only, and keeps them out of a user's own jobs", async () => {
    expect((await graphql(platform.graphql, TASKS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await graphql(platform.graphql, '{ jobs(limit: 500) { name } failedJobs { name } }', {
      token,
    });
    expect(mine.data).toEqual({ jobs: [], failedJobs: [] });
  });
});
