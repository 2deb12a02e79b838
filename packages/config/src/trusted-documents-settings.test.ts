import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './index.js';

describe('TRUSTED_DOCUMENTS', () => {
  it('is off by default, with the web app as the first-party client', () => {
    const config = loadConfig({});
    expect(config.TRUSTED_DOCUMENTS).toBe('off');
    expect(config.TRUSTED_DOCUMENTS_CLIENTS).toEqual(['web']);
  });

  it('reads names, and names pinned to a version', () => {
    const config = loadConfig({
      TRUSTED_DOCUMENTS: 'allow-listed-clients',
      TRUSTED_DOCUMENTS_CLIENTS: ' web , ios@1.2.0,',
    });
    expect(config.TRUSTED_DOCUMENTS_CLIENTS).toEqual(['web', 'ios@1.2.0']);
  });

  it('refuses an unknown mode, a malformed entry, and allow-listed-clients with nobody listed', () => {
    expect(() => loadConfig({ TRUSTED_DOCUMENTS: 'strict' })).toThrow(/TRUSTED_DOCUMENTS/);
    expect(() => loadConfig({ TRUSTED_DOCUMENTS_CLIENTS: 'web app' })).toThrow(/TRUSTED_DOCUMENTS_CLIENTS/);
    expect(() =>
      loadConfig({ TRUSTED_DOCUMENTS: 'allow-listed-clients', TRUSTED_DOCUMENTS_CLIENTS: ' ' }),
    ).toThrow(/needs TRUSTED_DOCUMENTS_CLIENTS/);
  });
});
