import { describe, expect, it } from '@jest/globals';
import { checkDeployment } from './deployment-check.js';
import { graphqlExplorer } from './explorer-settings.js';
import { loadConfig } from './index.js';

const strong = 'a'.repeat(40);
// Only its shape is checked here; packages/auth reads the keys themselves.
const signingKeys = JSON.stringify({ keys: [{ kty: 'RSA', n: 'n', e: 'AQAB', d: 'd' }] });
const complete = {
  JWT_SECRET: strong,
  PROFILE_ENCRYPTION_KEY: 'f'.repeat(64),
  OIDC_SIGNING_KEYS: signingKeys,
};

describe('NODE_ENV=staging', () => {
  it('starts with a complete environment and runs as production (introspection and the Sandbox off)', () => {
    const config = loadConfig({ NODE_ENV: 'staging', ...complete });
    expect(config.NODE_ENV).toBe('production');
    expect(config.GRAPHQL_INTROSPECTION).toBe(false);
    expect(graphqlExplorer(config)).toBe('off');
  });

  it('refuses what production refuses: the development secrets, keys and test switches', () => {
    const env = { NODE_ENV: 'staging', JWT_SECRET: 'short', DISABLE_RATE_LIMITING: 'true' };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET/);
    const errors = checkDeployment(env).errors.join('\n');
    for (const name of ['JWT_SECRET', 'PROFILE_ENCRYPTION_KEY', 'DISABLE_RATE_LIMITING', 'OIDC_SIGNING_KEYS'])
      expect(errors).toContain(name);
    expect(() => loadConfig({ NODE_ENV: 'staging', ...complete, GAME_TEST_CLOCK: 'true' })).toThrow(
      /GAME_TEST_CLOCK/,
    );
  });

  it('still refuses a NODE_ENV outside development, staging, production and test', () => {
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
  });
});
