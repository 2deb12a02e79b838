import { describe, expect, it } from '@jest/globals';
import { AnalysisConfigError, loadAnalysisConfig } from '../src/config.js';

describe('loadAnalysisConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadAnalysisConfig({})).toEqual({
      host: '127.0.0.1',
      port: 5000,
      maxTextChars: 200_000,
      bodyLimit: '5mb',
      logLevel: 'info',
    });
  });

  it('reads overrides and treats empty variables as unset', () => {
    const config = loadAnalysisConfig({
      ANALYSIS_PORT: '5100',
      ANALYSIS_MAX_TEXT_CHARS: '5000',
      ANALYSIS_BODY_LIMIT: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 5100, maxTextChars: 5000, bodyLimit: '5mb', logLevel: 'warn' });
  });

  it('rejects invalid values naming the variable', () => {
    expect(() => loadAnalysisConfig({ ANALYSIS_PORT: 'eighty' })).toThrow(AnalysisConfigError);
    expect(() => loadAnalysisConfig({ ANALYSIS_BODY_LIMIT: 'lots' })).toThrow(/ANALYSIS_BODY_LIMIT/);
  });
});
