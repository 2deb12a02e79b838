import { randomUUID } from 'node:crypto';
import { NotFound, recordId } from '@platform/errors';
import { Experience } from '../entities/experience.entity.js';
import { Skill } from '../entities/skill.entity.js';
import { NarrativeTask } from '../entities/narrative-task.entity.js';
import { findMask, MASKS, type Mask } from '../taxonomy/masks.js';
import { selectMasks, type ScoredMask } from '../taxonomy/mask-selection.js';
import { composeNarrative } from '../narrative/narrative-composer.js';
import {
  narrativeRequestSchema,
  type NarrativeBlock,
  type NarrativeRequest,
  type ParsedNarrativeRequest,
} from '../narrative/narrative-request.js';
import { narrativePrompt, parseModelBlocks } from '../narrative/model-narrative.js';
import type { ModelClient } from '@platform/model-client';
import { parseInput } from '../rules/profile-inputs.js';
import { ownedProfile } from './profile.service.js';
import type { ProfilesContext } from './profiles-context.js';
import { z } from 'zod';
import type { EventBus } from '@platform/pubsub';

export const NARRATIVE_JOB = 'profiles.narrative';
/** Announced by the worker that finished a task, so the API waiting for it answers at once (no polling delay). */
export const NARRATIVE_SETTLED_TOPIC = 'profiles.narrativeSettled';

/** The slice of the platform's event bus the narratives use (Redis across processes, else in-process). */
export type NarrativeEvents = Pick<EventBus, 'notify' | 'subscribe'>;

const selectionSchema = z.object({
  contexts: z.array(z.string().max(120)).max(50).default([]),
  tags: z.array(z.string().max(120)).max(50).default([]),
  limit: z.number().int().min(1).max(50).default(5),
});

export interface NarrativeOptions {
  /** Hands a task to the orchestrator (JobQueue.enqueue). */
  enqueue: (name: string, data: { userId: null; taskId: string }) => Promise<unknown>;
  /** Set when the model path is on (Local LLM enabled and policy not locked). */
  model?: ModelClient;
  /** When the model fails: compose instead of failing. */
  fallback: boolean;
  /** Wakes a waiting request when its task is finished; without it (or when an event is lost) the wait polls. */
  events?: NarrativeEvents;
  /** How often a waiting request re-reads its task (default: POLL_MS). */
  pollMs?: number;
}

/** How often a waiting request re-reads its task: often without events, rarely as the events' safety net. */
const POLL_MS = { withoutEvents: 25, withEvents: 100 };

/** Mask selection for a profile, and narratives: composed at once, or through the orchestrator job. */
export class NarrativeService {
  constructor(
    private readonly context: ProfilesContext,
    private readonly options: NarrativeOptions,
  ) {}

  /** Masks scored against the request and the profile's skills and experience tags and technologies. */
  async selectMasks(
    subject: string,
    profileId: string,
    input: z.input<typeof selectionSchema>,
  ): Promise<ScoredMask[]> {
    const { contexts, tags, limit } = parseInput(selectionSchema, input);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const skills = await em.find(Skill, { profileId }, { fields: ['name', 'tags'] });
    const experiences = await em.find(Experience, { profileId }, { fields: ['tags', 'technologies'] });
    return selectMasks(
      {
        contexts,
        tags,
        skills: skills.flatMap((s) => [s.name, ...s.tags]),
        experienceTags: experiences.flatMap((e) => [...e.tags, ...e.technologies]),
      },
      limit,
    );
  }

  /** The deterministic narrative, no model, no queue. */
  async compose(subject: string, profileId: string, input: NarrativeRequest): Promise<NarrativeBlock[]> {
    const request = parseInput(narrativeRequestSchema, input);
    return composeNarrative(request, await this.maskFor(subject, profileId, request));
  }

  /** Queues the narrative for the orchestrator; the task answers `pending` until a worker finishes it. */
  async request(subject: string, profileId: string, input: NarrativeRequest) {
    const request = parseInput(narrativeRequestSchema, input);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const task = em.create(NarrativeTask, {
      id: randomUUID(),
      identityId: subject,
      profileId,
      status: 'pending',
      request,
      createdAt: this.context.now(),
    });
    await em.flush();
    await this.options.enqueue(NARRATIVE_JOB, { userId: null, taskId: task.id });
    // The task as queued (no second read: the caller waits with settled(), which reads it anyway).
    return { id: task.id, status: task.status, narrative_blocks: null, error: null };
  }

  async task(subject: string, taskId: string) {
    const task = await this.context.orm.em
      .fork()
      .findOne(NarrativeTask, { id: recordId(taskId, 'Narrative task'), identityId: subject });
    if (!task) throw new NotFound('Narrative task');
    return {
      id: task.id,
      status: task.status,
      narrative_blocks: (task.result?.narrative_blocks as NarrativeBlock[] | undefined) ?? null,
      error: task.error ?? null,
    };
  }

  /**
   * The task once the orchestrator has finished it, or as it stands after `timeoutMs` (still
   * pending: no worker took it in time). Woken by the worker's NARRATIVE_SETTLED_TOPIC event; the
   * task row, which any worker process updates, is also re-read every few polls in case an event
   * never comes (a worker on another process without a shared bus).
   */
  async settled(subject: string, taskId: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    const events = this.options.events;
    const pollMs = this.options.pollMs ?? (events ? POLL_MS.withEvents : POLL_MS.withoutEvents);
    let signalled = false;
    let wake: (() => void) | undefined;
    const unsubscribe = events?.subscribe<{ taskId: string }>(NARRATIVE_SETTLED_TOPIC, (event) => {
      if (event.taskId !== taskId) return;
      signalled = true;
      wake?.();
    });
    try {
      for (;;) {
        signalled = false;
        const task = await this.task(subject, taskId);
        if (task.status !== 'pending' || Date.now() >= deadline) return task;
        // An event that arrived while the row was being read is not lost: read again at once.
        if (signalled) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(pollMs, Math.max(1, deadline - Date.now())));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    } finally {
      unsubscribe?.();
    }
  }

  /** The orchestrator's work for one task: the model when configured (else or on failure, the composer). */
  async run(taskId: string): Promise<void> {
    const em = this.context.orm.em.fork();
    const task = await em.findOne(NarrativeTask, { id: taskId });
    if (!task || task.status !== 'pending') return;
    const request = narrativeRequestSchema.parse(task.request);
    try {
      const mask = await this.maskFor(task.identityId, task.profileId, request);
      task.result = {
        narrative_blocks: await this.generate(request, mask),
        engine: this.options.model ? 'model' : 'composer',
      };
      task.status = 'completed';
    } catch (error) {
      task.status = 'failed';
      task.error = (error as Error).message;
    }
    task.finishedAt = this.context.now();
    await em.flush();
    await this.options.events?.notify(NARRATIVE_SETTLED_TOPIC, { taskId });
  }

  private async generate(request: ParsedNarrativeRequest, mask: Mask): Promise<NarrativeBlock[]> {
    if (!this.options.model) return composeNarrative(request, mask);
    try {
      return parseModelBlocks(
        await this.options.model.generate(narrativePrompt(request, mask)),
        request,
        mask,
      );
    } catch (error) {
      if (this.options.fallback) return composeNarrative(request, mask);
      throw error;
    }
  }

  /** The mask asked for, else the best for the request's contexts and tags and the profile. */
  private async maskFor(subject: string, profileId: string, request: ParsedNarrativeRequest): Promise<Mask> {
    if (request.maskId) {
      const mask = findMask(request.maskId);
      if (!mask) throw new NotFound('Mask');
      await ownedProfile(this.context.orm.em.fork(), subject, profileId);
      return mask;
    }
    const [best] = await this.selectMasks(subject, profileId, {
      contexts: request.contexts,
      tags: request.tags,
      limit: 1,
    });
    return findMask(best.id) ?? MASKS[0];
  }
}
