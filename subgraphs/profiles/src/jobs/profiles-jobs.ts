import { defineJob, type JobData } from '@platform/jobs';
import { NARRATIVE_JOB, type NarrativeService } from '../services/narrative.service.js';

/** The orchestrator: narratives handed over by the API, run where ORCH_WORKER_ENABLED is on. */
export function profilesJobs(narratives: NarrativeService) {
  return [
    defineJob<JobData & { taskId: string }>({
      name: NARRATIVE_JOB,
      description:
        'Writes the narrative blocks of one task with the local model or the deterministic composer',
      concurrency: 2,
      // The task records its own failure; a retry would only call a failing model again.
      maxAttempts: 1,
      async handler(data) {
        await narratives.run(data.taskId);
      },
    }),
  ];
}
