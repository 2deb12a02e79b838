import { allowedModelHosts, type ResumeSettings } from '@platform/config';
import { ModelClient } from './model-client.js';

export { ModelClient, type ModelClientOptions } from './model-client.js';

/** The model path is on when Local LLM is enabled and the policy is not `locked`. */
export function modelClientFor(settings: ResumeSettings): ModelClient | undefined {
  if (!settings.LOCAL_LLM_ENABLED || settings.LLM_POLICY === 'locked') return undefined;
  return new ModelClient({
    url: settings.LOCAL_LLM_URL,
    model: settings.LOCAL_LLM_MODEL,
    allowedHosts: allowedModelHosts(settings),
    timeoutMs: settings.LOCAL_LLM_TIMEOUT_MS,
  });
}
