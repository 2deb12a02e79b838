import { describe, expect, it } from '@jest/globals';
import { allowedModelHosts, DEVELOPMENT_ENCRYPTION_KEY, loadResumeSettings } from './resume-settings.js';

describe('resume settings', () => {
  it('defaults to the development key, the local model and the worker on', () => {
    expect(loadResumeSettings({})).toMatchObject({
      PROFILE_ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY,
      LOCAL_LLM_URL: 'http://localhost:11434',
      LOCAL_LLM_MODEL: 'mistral',
      ORCH_WORKER_ENABLED: true,
      LOCAL_LLM_ENABLED: false,
    });
  });

  it('refuses the development key in production and a key that is not 64 hex', () => {
    expect(() => loadResumeSettings({ NODE_ENV: 'production' })).toThrow(/PROFILE_ENCRYPTION_KEY/);
    expect(() => loadResumeSettings({ PROFILE_ENCRYPTION_KEY: 'short' })).toThrow(/64 hex/);
    expect(
      loadResumeSettings({ NODE_ENV: 'production', PROFILE_ENCRYPTION_KEY: 'f'.repeat(64) }).NODE_ENV,
    ).toBe('production');
  });

  it("allows the model URL's own host unless a list is given", () => {
    expect(
      allowedModelHosts({ LOCAL_LLM_URL: 'http://127.0.0.1:11434', LOCAL_LLM_ALLOWED_HOSTS: '' }),
    ).toEqual(['127.0.0.1:11434']);
    expect(
      allowedModelHosts({
        LOCAL_LLM_URL: 'http://x',
        LOCAL_LLM_ALLOWED_HOSTS: ' Models.internal , gpu:11434',
      }),
    ).toEqual(['models.internal', 'gpu:11434']);
  });
});
