import { JobQueue, type JobQueueOptions } from './job-queue.js';
import {
  JOB_UPDATED_TOPIC,
  defineJob,
  type JobData,
  type JobEvent,
  type JobStatus,
} from './job-definition.js';
import { PermanentJobError } from './permanent-job-error.js';
import { USER, eventFor, flakyJob, statusesOf, until, useJobQueues } from './job-queue.fixture.js';

// Runs, retries and how their outcomes are announced; reads, retry by hand, schedules and drain are
// in job-queue-management.test.ts.
const { startQueue } = useJobQueues();

describe('JobQueue: a run and its lifecycle events', () => {
  it('runs an enqueued job and announces queued, running and completed in order; the job reads back completed after one attempt', async () => {
    const { queue, events, outcomes } = await startQueue();
    const seen: Array<{ data: JobData; attempt: number; jobId: string }> = [];
    queue.define([
      defineJob<JobData & { text: string }>({
        name: 'greet',
        async handler(data, { attempt, jobId }) {
          seen.push({ data, attempt, jobId });
        },
      }),
    ]);

    const queued = await queue.enqueue('greet', { userId: USER, text: 'hello' });
    expect(queued).toMatchObject({ name: 'greet', status: 'queued', userId: USER, attempts: 0, error: null });

    const completed = await eventFor(events, queued.id, 'completed');
    expect(completed).toMatchObject({ name: 'greet', userId: USER, attempts: 1, error: null });
    expect(statusesOf(events, queued.id)).toEqual(['queued', 'running', 'completed']);
    expect(seen).toEqual([{ data: { userId: USER, text: 'hello' }, attempt: 1, jobId: queued.id }]);
    expect(outcomes).toEqual([{ job: 'greet', outcome: 'completed' }]);

    expect(await queue.get(queued.id)).toMatchObject({
      id: queued.id,
      status: 'completed',
      attempts: 1,
      error: null,
    });
    expect(
      (await queue.list({ userId: USER, status: 'completed', limit: 10, offset: 0 })).map((job) => job.id),
    ).toEqual([queued.id]);
  });
});

describe('JobQueue: retries and failures', () => {
  it('retries a failing job with backoff, showing it queued between attempts, and parks it as failed after maxAttempts', async () => {
    // A backoff long enough that each retry is still waiting when the bus handler reads it.
    const { queue, bus, events, outcomes } = await startQueue({ maxAttempts: 3, backoffMs: 150 });
    const { definition, attempts } = flakyJob('always-fails', Infinity);
    queue.define([definition]);
    const whileWaiting: Array<{ read: JobEvent | null; queued: string[] }> = [];
    bus.subscribe<JobEvent>(JOB_UPDATED_TOPIC, async (event) => {
      if (event.status !== 'queued' || !event.error) return;
      const read = await queue.get(event.id);
      const queued = await queue.list({ userId: USER, status: 'queued', limit: 10, offset: 0 });
      whileWaiting.push({ read, queued: queued.map((job) => job.id) });
    });

    const job = await queue.enqueue('always-fails', { userId: USER });
    const failed = await eventFor(events, job.id, 'failed');

    expect(failed).toMatchObject({ attempts: 3, error: 'always-fails failed on attempt 3' });
    expect(attempts).toEqual([1, 2, 3]);
    expect(statusesOf(events, job.id)).toEqual([
      'queued',
      'running',
      'queued',
      'running',
      'queued',
      'running',
      'failed',
    ]);
    expect(
      events.filter((event) => event.id === job.id && event.status === 'queued' && event.error),
    ).toMatchObject([
      { attempts: 1, error: 'always-fails failed on attempt 1' },
      { attempts: 2, error: 'always-fails failed on attempt 2' },
    ]);
    // Waiting for its retry, the job reads as queued (not failed), with the attempts made so far.
    expect(whileWaiting).toEqual([
      { read: expect.objectContaining({ status: 'queued', attempts: 1, error: null }), queued: [job.id] },
      { read: expect.objectContaining({ status: 'queued', attempts: 2, error: null }), queued: [job.id] },
    ]);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['retried', 'retried', 'failed']);
    expect(await queue.get(job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'always-fails failed on attempt 3',
    });
    expect(
      (await queue.list({ userId: USER, status: 'failed', limit: 10, offset: 0 })).map(({ id }) => id),
    ).toEqual([job.id]);
  });

  it("takes a definition's own maxAttempts over the queue's", async () => {
    const { queue, events } = await startQueue({ maxAttempts: 5 });
    const { definition, attempts } = flakyJob('two-tries', Infinity, { maxAttempts: 2 });
    queue.define([definition]);
    const job = await queue.enqueue('two-tries', { userId: USER });
    expect(await eventFor(events, job.id, 'failed')).toMatchObject({ attempts: 2 });
    expect(attempts).toEqual([1, 2]);
  });

  it('reports a job that succeeded on a retry as completed with the attempts it took', async () => {
    const { queue, events, outcomes } = await startQueue({ maxAttempts: 3 });
    const { definition, attempts } = flakyJob('second-time-lucky', 1);
    queue.define([definition]);
    const job = await queue.enqueue('second-time-lucky', { userId: USER });
    expect(await eventFor(events, job.id, 'completed')).toMatchObject({ attempts: 2, error: null });
    expect(attempts).toEqual([1, 2]);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['retried', 'completed']);
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('fails a job at once, without retries, when its handler throws PermanentJobError', async () => {
    const { queue, events, outcomes } = await startQueue({ maxAttempts: 5 });
    let runs = 0;
    queue.define([
      defineJob<JobData>({
        name: 'refused',
        async handler() {
          runs += 1;
          throw new PermanentJobError('this URL is refused');
        },
      }),
    ]);
    const job = await queue.enqueue('refused', { userId: USER });
    expect(await eventFor(events, job.id, 'failed')).toMatchObject({
      attempts: 1,
      error: 'this URL is refused',
    });
    expect(statusesOf(events, job.id)).toEqual(['queued', 'running', 'failed']);
    expect(runs).toBe(1);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['failed']);
    expect(await queue.get(job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'this URL is refused',
    });
  });
});

describe('JobQueue: an outcome is announced only once Agenda has saved it', () => {
  /*
   * Agenda emits success, retry and retry exhausted before it writes the job. A client that heard
   * FAILED and asked for its failed jobs at once must find the job there: whoever hears an outcome
   * (a bus subscriber, the onOutcome callback) reads the job as saved. Each read starts in the
   * listener's own turn, as a client's would, with nothing awaited first.
   */
  const statusHeard: Record<string, JobStatus> = {
    completed: 'completed',
    failed: 'failed',
    queued: 'queued',
    retried: 'queued',
  };

  async function readsOnOutcome(options: Partial<JobQueueOptions>, failures: number, expectedReads: number) {
    const reads: Array<{ heard: string; status: JobStatus | undefined; listed: string[] }> = [];
    let queue: JobQueue | undefined;
    let id = '';
    const pending: Array<Promise<void>> = [];
    const readBack = (source: string, heard: string) => {
      const reading = Promise.all([
        queue!.get(id),
        queue!.list({ userId: USER, status: statusHeard[heard], limit: 10, offset: 0 }),
      ]);
      pending.push(
        reading.then(
          ([read, listed]) =>
            void reads.push({
              heard: `${source} ${heard}`,
              status: read?.status,
              listed: listed.map((job) => job.id),
            }),
        ),
      );
    };
    const harness = await startQueue({
      ...options,
      onOutcome: (_job, outcome) => readBack('onOutcome', outcome),
    });
    queue = harness.queue;
    harness.bus.subscribe<JobEvent>(JOB_UPDATED_TOPIC, (event) => {
      // Outcomes only: not the enqueue's queued nor the start's running.
      if (event.status !== 'running' && (event.status !== 'queued' || event.error))
        readBack('bus', event.status);
    });
    queue.define([flakyJob('observed', failures).definition]);
    id = (await queue.enqueue('observed', { userId: USER })).id;
    await until(
      'every read',
      () => pending.length,
      (count) => count === expectedReads,
    );
    await Promise.all(pending);
    return { reads, id };
  }

  it('finds a job announced failed among the failed jobs, and one announced for a retry among the queued', async () => {
    const { reads, id } = await readsOnOutcome({ maxAttempts: 2, backoffMs: 150 }, Infinity, 4);
    expect(reads).toEqual(
      expect.arrayContaining([
        { heard: 'bus queued', status: 'queued', listed: [id] },
        { heard: 'onOutcome retried', status: 'queued', listed: [id] },
        { heard: 'bus failed', status: 'failed', listed: [id] },
        { heard: 'onOutcome failed', status: 'failed', listed: [id] },
      ]),
    );
  });

  it('finds a job announced completed among the completed jobs', async () => {
    const { reads, id } = await readsOnOutcome({}, 0, 2);
    expect(reads).toEqual(
      expect.arrayContaining([
        { heard: 'bus completed', status: 'completed', listed: [id] },
        { heard: 'onOutcome completed', status: 'completed', listed: [id] },
      ]),
    );
  });
});
