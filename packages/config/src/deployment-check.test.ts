import { describe, expect, it } from '@jest/globals';
import { checkDeployment } from './deployment-check.js';
import { loadConfig } from './index.js';

const strong = 'a'.repeat(40);
// Only its shape is checked here; packages/auth reads the keys themselves.
const signingKeys = JSON.stringify({ keys: [{ kty: 'RSA', n: 'n', e: 'AQAB', d: 'd' }] });

const productionEnv = () => ({
  NODE_ENV: 'production',
  JWT_SECRET: strong,
  PROFILE_ENCRYPTION_KEY: 'f'.repeat(64),
  DATABASE_URL: 'postgres://db/x',
  REDIS_URL: 'redis://r',
  OIDC_SIGNING_KEYS: signingKeys,
});

describe('npm run check-env (checkDeployment)', () => {
  it('accepts the development defaults with warnings about the embedded stores', () => {
    const report = checkDeployment({});
    expect(report.errors).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/DATABASE_URL/);
    expect(report.config?.API_PORT).toBe(3001);
  });

  it('lists every production refusal at once, each naming its variable, as start-up refuses them', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'short', DISABLE_RATE_LIMITING: 'true' };
    const { errors } = checkDeployment(env);
    expect(errors.join('\n')).toMatch(/JWT_SECRET/);
    expect(errors.join('\n')).toMatch(/PROFILE_ENCRYPTION_KEY/);
    expect(errors.join('\n')).toMatch(/DISABLE_RATE_LIMITING/);
    expect(errors.join('\n')).toMatch(/OIDC_SIGNING_KEYS/);
    expect(() => loadConfig(env)).toThrow();
  });

  it('names a malformed value and accepts a complete production environment', () => {
    expect(checkDeployment({ PROFILE_ENCRYPTION_KEY: 'xyz' }).errors.join()).toMatch(
      /PROFILE_ENCRYPTION_KEY: must be 64 hex characters/,
    );
    const report = checkDeployment(productionEnv());
    expect(report.errors).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/MAIL_URL is unset/);
    const mailing = checkDeployment({ ...productionEnv(), MAIL_URL: 'smtp://user:pass@mail.internal:587' });
    expect(mailing.warnings.join('\n')).not.toMatch(/MAIL_URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: strong,
        PROFILE_ENCRYPTION_KEY: 'f'.repeat(64),
        OIDC_SIGNING_KEYS: signingKeys,
      }),
    ).not.toThrow();
    expect(checkDeployment({ OIDC_SIGNING_KEYS: '{"keys":[]}' }).errors.join()).toMatch(
      /OIDC_SIGNING_KEYS is not a JWKS/,
    );
  });
});
