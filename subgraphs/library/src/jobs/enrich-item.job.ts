import { defineJob } from '@platform/jobs';
import {
  ENRICH_ITEM_JOB,
  type EnrichItemJob,
  type EnrichmentService,
} from '../services/enrichment.service.js';

/**
 * Enriches one Pro item with the analysis service. Throws while the service is down or failing,
 * so Agenda retries it with backoff (JOB_MAX_ATTEMPTS, JOB_BACKOFF_MS) and then parks it in the
 * failed-jobs record, from where `retryJob` can queue it again.
 */
export function enrichItemJob(enrichment: EnrichmentService) {
  return defineJob<EnrichItemJob>({
    name: ENRICH_ITEM_JOB,
    async handler(data, { logger }) {
      await enrichment.enrich(data, logger);
    },
  });
}
