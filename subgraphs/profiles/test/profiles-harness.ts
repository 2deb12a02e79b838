import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobQueue } from '@platform/jobs';
import { LocalEventBus } from '@platform/pubsub';
import { createLogger } from '@platform/observability';
import { openStorage, TestClock, type OpenedStorage } from '@platform/test-kit';
import {
  createProfilesDomain,
  profilesStorage,
  loadResumeSettings,
  type ProfilesDomain,
} from '../src/domain.js';

export interface ProfilesHarness extends OpenedStorage {
  profiles: ProfilesDomain;
  clock: TestClock;
  dataDir: string;
  /** The real job queue (Agenda on the same PGlite), when asked for. */
  queue?: JobQueue;
}

/**
 * The profiles domain on a fresh in-memory PGlite with settings from `env` (development defaults
 * otherwise); with `queue`, the orchestrator runs as an Agenda job on that database.
 */
export async function startProfiles(
  options: { env?: Record<string, string>; queue?: boolean; narrativePollMs?: number } = {},
): Promise<ProfilesHarness> {
  const storage = await openStorage(profilesStorage);
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const dataDir = await mkdtemp(join(tmpdir(), 'profiles-test-'));
  const bus = new LocalEventBus();
  const queue = options.queue
    ? await JobQueue.connect({
        db: storage.db,
        bus,
        logger: createLogger('silent'),
        maxAttempts: 1,
        backoffMs: 100,
        pollMs: 500,
      })
    : undefined;
  const enqueue = async (name: string, data: { userId: null; taskId: string }) => {
    if (!queue) throw new Error('this harness has no job queue');
    return queue.enqueue(name, data);
  };
  const profiles = createProfilesDomain({
    orm: storage.orm,
    now: clock.now,
    settings: loadResumeSettings(options.env ?? {}),
    dataDir,
    enqueue,
    events: bus,
    narrativePollMs: options.narrativePollMs,
  });
  if (queue) {
    queue.define(profiles.jobs);
    await queue.start();
  }
  return {
    ...storage,
    profiles,
    clock,
    dataDir,
    queue,
    close: async () => {
      await queue?.stop();
      await storage.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const newSubject = () => randomUUID();

/** Polls a narrative task until it leaves `pending` (the worker runs in this process). */
export async function settledTask(h: ProfilesHarness, subject: string, taskId: string) {
  for (;;) {
    const task = await h.profiles.services.narratives.task(subject, taskId);
    if (task.status !== 'pending') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
