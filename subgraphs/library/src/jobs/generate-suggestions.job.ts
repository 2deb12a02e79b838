import { defineJob } from '@platform/jobs';
import { GENERATE_SUGGESTIONS_JOB, type GenerateSuggestionsJob } from '../services/suggestion.service.js';
import type { SuggestionGenerator } from '../services/suggestion-generator.js';

/**
 * One user's suggestion generation, queued by POST /api/suggestions/generate (generateSuggestions).
 * It is the user's job: it shows in their `jobs`, and after its last attempt in their `failedJobs`.
 */
export function generateSuggestionsJob(generator: SuggestionGenerator) {
  return defineJob<GenerateSuggestionsJob>({
    name: GENERATE_SUGGESTIONS_JOB,
    description: "Finds one user's duplicate, stale and related-content suggestions",
    async handler({ userId, kinds }, { logger }) {
      const result = await generator.generate(userId, kinds, logger);
      logger.info({ userId, ...result }, 'suggestions generated');
    },
  });
}
