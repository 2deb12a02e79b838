import { randomUUID } from 'node:crypto';
import { Conflict, NotFound } from '@platform/errors';
import { defineJob, type JobData } from './job-definition.js';
import {
  OTHER_USER,
  USER,
  eventFor,
  flakyJob,
  statusesOf,
  until,
  useJobQueues,
} from './job-queue.fixture.js';

// Reading a user's jobs, retrying and removing them, scheduled tasks and shutdown; runs and their
// announced outcomes are in job-queue.test.ts.
const { startQueue } = useJobQueues();

const page = { limit: 10, offset: 0 };

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** A job whose runs wait until `release()`: `started` counts the runs begun. */
function heldJob(name: string) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { started: 0, release: () => release() };
  const definition = defineJob<JobData>({
    name,
    async handler() {
      state.started += 1;
      await gate;
    },
  });
  return { definition, state };
}

describe('JobQueue: a user reads their own jobs', () => {
  it("lists one user's jobs, narrowed by status and paged, and never another user's", async () => {
    // Not started: every job stays queued.
    const { queue } = await startQueue({}, { start: false });
    const mine = [
      await queue.enqueue('export', { userId: USER }),
      await queue.enqueue('export', { userId: USER }),
    ];
    const theirs = await queue.enqueue('export', { userId: OTHER_USER });

    const listed = await queue.list({ userId: USER, ...page });
    expect(listed.map((job) => job.id).sort()).toEqual(mine.map((job) => job.id).sort());
    expect(listed.every((job) => job.status === 'queued' && job.userId === USER)).toBe(true);
    expect((await queue.list({ userId: USER, status: 'queued', ...page })).length).toBe(2);
    expect(await queue.list({ userId: USER, status: 'completed', ...page })).toEqual([]);
    expect((await queue.list({ userId: OTHER_USER, ...page })).map((job) => job.id)).toEqual([theirs.id]);

    const first = await queue.list({ userId: USER, limit: 1, offset: 0 });
    const second = await queue.list({ userId: USER, limit: 1, offset: 1 });
    expect([...first, ...second].map((job) => job.id).sort()).toEqual(mine.map((job) => job.id).sort());
    expect(await queue.list({ userId: USER, limit: 1, offset: 2 })).toEqual([]);

    expect(await queue.get(theirs.id)).toMatchObject({
      id: theirs.id,
      userId: OTHER_USER,
      status: 'queued',
      attempts: 0,
    });
    expect(await queue.get(randomUUID())).toBeNull();
  });
});

describe('JobQueue: retrying a failed job by hand', () => {
  it('puts a failed job back with a fresh set of attempts, and it runs to completion', async () => {
    const { queue, events } = await startQueue({ maxAttempts: 2 });
    const { definition, attempts } = flakyJob('import-feed', 2);
    queue.define([definition]);
    const job = await queue.enqueue('import-feed', { userId: USER });
    await eventFor(events, job.id, 'failed');

    const retried = await queue.retry(job.id, USER);
    expect(retried).toMatchObject({ id: job.id, status: 'queued', attempts: 0, error: null });
    expect(await eventFor(events, job.id, 'completed')).toMatchObject({ attempts: 1 });
    // Two failed runs, then the retried run starts again at attempt 1.
    expect(attempts).toEqual([1, 2, 1]);
    expect(statusesOf(events, job.id).slice(-4)).toEqual(['failed', 'queued', 'running', 'completed']);
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', attempts: 1, error: null });
    expect(await queue.list({ userId: USER, status: 'failed', ...page })).toEqual([]);
  });

  it("answers NotFound for another user's job and for an unknown id", async () => {
    const { queue, events } = await startQueue({ maxAttempts: 1 });
    queue.define([flakyJob('import-feed', Infinity).definition]);
    const job = await queue.enqueue('import-feed', { userId: USER });
    await eventFor(events, job.id, 'failed');

    expect(await rejectionOf(queue.retry(job.id, OTHER_USER))).toBeInstanceOf(NotFound);
    expect(await rejectionOf(queue.retry(randomUUID(), USER))).toBeInstanceOf(NotFound);
    // The refused retry left the job failed.
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('answers Conflict for a job that is queued or completed', async () => {
    const { queue, events } = await startQueue();
    queue.define([flakyJob('import-feed', 0).definition]);
    const done = await queue.enqueue('import-feed', { userId: USER });
    await eventFor(events, done.id, 'completed');
    const completedError = await rejectionOf(queue.retry(done.id, USER));
    expect(completedError).toBeInstanceOf(Conflict);
    expect((completedError as Error).message).toMatch(/this job is completed/);

    await queue.stop(); // stopped: the next job stays queued
    const waiting = await queue.enqueue('import-feed', { userId: USER });
    const queuedError = await rejectionOf(queue.retry(waiting.id, USER));
    expect(queuedError).toBeInstanceOf(Conflict);
    expect((queuedError as Error).message).toMatch(/this job is queued/);
  });
});

describe('JobQueue: removing a user', () => {
  it("removes the user's queued, failed and completed jobs and keeps everyone else's", async () => {
    const { queue, events } = await startQueue({ maxAttempts: 1 });
    queue.define([flakyJob('fails', Infinity).definition, flakyJob('succeeds', 0).definition]);
    const failed = await queue.enqueue('fails', { userId: USER });
    const completed = await queue.enqueue('succeeds', { userId: USER });
    const kept = await queue.enqueue('succeeds', { userId: OTHER_USER });
    await Promise.all([
      eventFor(events, failed.id, 'failed'),
      eventFor(events, completed.id, 'completed'),
      eventFor(events, kept.id, 'completed'),
    ]);
    await queue.stop();
    const queued = await queue.enqueue('succeeds', { userId: USER });

    expect(await queue.removeForUser(USER)).toBe(3);
    expect(await queue.list({ userId: USER, ...page })).toEqual([]);
    for (const { id } of [failed, completed, queued]) expect(await queue.get(id)).toBeNull();
    expect((await queue.list({ userId: OTHER_USER, ...page })).map((job) => job.id)).toEqual([kept.id]);
  });
});

describe('JobQueue: scheduled tasks', () => {
  it('lists a task as never run until it first runs, then as succeeded; registering it again keeps one task', async () => {
    const { queue } = await startQueue({}, { start: false });
    const { definition, attempts } = flakyJob('prune-sessions', 0, {
      description: 'Deletes expired sessions',
    });
    queue.define([definition]);
    await queue.every('1 hour', 'prune-sessions');
    await queue.every('1 hour', 'prune-sessions');

    const [before, ...more] = await queue.scheduledTasks();
    expect(more).toEqual([]);
    expect(before).toMatchObject({
      name: 'prune-sessions',
      description: 'Deletes expired sessions',
      interval: '1 hour',
      lastRunAt: null,
      lastFinishedAt: null,
      lastStatus: 'never_run',
      lastError: null,
    });
    expect(before.nextRunAt).toBeInstanceOf(Date);

    await queue.start();
    const after = await until(
      'the task to succeed',
      () => queue.scheduledTasks(),
      ([task]) => task?.lastStatus === 'succeeded',
    );
    expect(attempts).toEqual([1]);
    expect(after[0]).toMatchObject({
      lastError: null,
      lastRunAt: expect.any(Date),
      lastFinishedAt: expect.any(Date),
    });
    // The next run is an hour on, not now: it ran once.
    expect(after[0].nextRunAt!.getTime()).toBeGreaterThan(after[0].lastRunAt!.getTime() + 30 * 60_000);
  });

  it('shows a failing task as retrying while a retry is due, then failed with its error, still scheduled', async () => {
    const { queue, bus } = await startQueue({ maxAttempts: 2, backoffMs: 150 });
    queue.define([flakyJob('rebuild-index', Infinity).definition]);
    const whileRetrying: unknown[] = [];
    bus.subscribe<{ status: string; error: string | null }>('jobs.updated', async (event) => {
      if (event.status === 'queued' && event.error) whileRetrying.push(await queue.scheduledTasks());
    });
    await queue.every('1 hour', 'rebuild-index');

    const [failed] = await until(
      'the task to fail',
      () => queue.scheduledTasks(),
      ([task]) => task?.lastStatus === 'failed',
    );
    expect(whileRetrying).toEqual([
      [expect.objectContaining({ lastStatus: 'retrying', lastError: 'rebuild-index failed on attempt 1' })],
    ]);
    expect(failed).toMatchObject({
      lastError: 'rebuild-index failed on attempt 2',
      description: 'rebuild-index',
    });
    expect(failed.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('shows the progress a running task reports, and none once it has finished', async () => {
    const { queue } = await startQueue();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.define([
      defineJob<JobData>({
        name: 'fetch-feeds',
        async handler(_data, { progress }) {
          await progress(42.4);
          await gate;
        },
      }),
    ]);
    await queue.every('1 hour', 'fetch-feeds');

    const [running] = await until(
      'the running task to report progress',
      () => queue.scheduledTasks(),
      ([task]) => task?.progress === 42,
    );
    expect(running.lastStatus).toBe('running');
    release();
    const [done] = await until(
      'the task to succeed',
      () => queue.scheduledTasks(),
      ([task]) => task?.lastStatus === 'succeeded',
    );
    expect(done.progress).toBeNull();
  });

  it('gives the next scheduled run of a task that used up its attempts a full set of retries', async () => {
    const { queue } = await startQueue({ maxAttempts: 2, backoffMs: 20 });
    const { definition, attempts } = flakyJob('sync-rates', Infinity);
    queue.define([definition]);
    await queue.every('300', 'sync-rates'); // every 300 ms

    await until(
      'a second scheduled run to use up its attempts',
      () => attempts.length,
      (runs) => runs >= 4,
    );
    expect(attempts.slice(0, 4)).toEqual([1, 2, 1, 2]);
  });
});

describe('JobQueue: drain at shutdown', () => {
  it('waits for a running job to finish', async () => {
    const { queue, events } = await startQueue();
    const { definition, state } = heldJob('render');
    queue.define([definition]);
    const job = await queue.enqueue('render', { userId: USER });
    await eventFor(events, job.id, 'running');

    const drained = queue.drain(5000);
    state.release();
    await drained;
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('hands a job still running at the timeout back to the queue, for the next process to run from the start', async () => {
    const first = await startQueue();
    const held = heldJob('render');
    first.queue.define([held.definition]);
    const job = await first.queue.enqueue('render', { userId: USER });
    await eventFor(first.events, job.id, 'running');

    await first.queue.drain(50);
    expect(await first.queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0 });

    // The next process picks it up and runs it again, as a first attempt.
    const next = await startQueue();
    const rerun = flakyJob('render', 0);
    next.queue.define([rerun.definition]);
    expect(await eventFor(next.events, job.id, 'completed')).toMatchObject({ attempts: 1 });
    expect(rerun.attempts).toEqual([1]);

    // Let the abandoned run end before the queues close.
    held.state.release();
    await eventFor(first.events, job.id, 'completed');
    expect(held.state.started).toBe(1);
  });
});
