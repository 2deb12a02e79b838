import { defineEntity, p } from '@mikro-orm/core';

const NarrativeTaskSchema = defineEntity({
  name: 'NarrativeTask',
  schema: 'profiles',
  tableName: 'narrative_task',
  properties: {
    id: p.uuid().primary(),
    identityId: p.uuid(),
    profileId: p.uuid(),
    /** pending (queued for the orchestrator), completed, failed. */
    status: p.string().length(12),
    request: p.json<Record<string, unknown>>(),
    result: p.json<Record<string, unknown>>().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
});

/** A narrative handed to the orchestrator (an Agenda job) and its outcome. */
export class NarrativeTask extends NarrativeTaskSchema.class {}
NarrativeTaskSchema.setClass(NarrativeTask);
