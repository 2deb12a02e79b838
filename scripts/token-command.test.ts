import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '@platform/config';
import { TokenVerifier, realmKeys } from '@platform/auth';
import { tokenCommand } from './token-command.js';

const env = {
  JWT_SECRET: 'token-command-test-secret-token-command',
  CARDS_JWT_SECRET: 'cards-own-secret-cards-own-secret-cards',
};
const verifier = new TokenVerifier(realmKeys(loadConfig(env)));
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('npm run token', () => {
  it('prints a token its realm accepts, with the claims asked for', async () => {
    const resume = await tokenCommand(
      ['resume', '--sub', UUID, '--permissions', 'profiles:read,hunter:use'],
      env,
    );
    expect(await verifier.verify(resume, ['resume'])).toMatchObject({
      subject: UUID,
      scopes: ['profiles:read', 'hunter:use'],
    });
    const cards = await tokenCommand(
      ['cards', '--sub', 'u1', '--scope', 'cards:read cards:write', '--token-use', 'customer'],
      env,
    );
    expect(await verifier.verify(cards, ['cards'])).toMatchObject({
      scopes: ['cards:read', 'cards:write'],
      extras: { tokenUse: 'customer' },
    });
    const tabs = await tokenCommand(['tabs', '--sub', '12', '--expires', '15m'], env);
    const identity = await verifier.verify(tabs, ['tabs']);
    expect(identity).toMatchObject({ realm: 'tabs', extras: { userId: 12 } });
    expect(identity.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    expect(await verifier.verify(await tokenCommand(['game', '--sub', UUID], env), ['game'])).toMatchObject({
      realm: 'game',
    });
  });

  it('answers --help and -h with the usage (printed on stdout, exit 0), not an error', async () => {
    for (const flag of ['--help', '-h']) {
      const usage = await tokenCommand([flag], env);
      expect(usage).toMatch(/^Usage: token \[options\] <realm>/);
      expect(usage).toContain('--sub <id>');
    }
  });

  it('refuses unknown realms, missing or malformed subjects, bad options, and production', async () => {
    await expect(tokenCommand(['billing', '--sub', '1'], env)).rejects.toThrow(
      /expected one of tabs, resume, cards, game/,
    );
    await expect(tokenCommand(['game'], env)).rejects.toThrow(/--sub/);
    await expect(tokenCommand(['game', '--sub', 'not-a-uuid'], env)).rejects.toThrow(
      /Not a valid game token/,
    );
    await expect(tokenCommand(['tabs', '--sub', '99999999999'], env)).rejects.toThrow(/32-bit/);
    await expect(tokenCommand(['cards', '--sub', 'u', '--token-use', 'admin'], env)).rejects.toThrow(
      /user, customer/,
    );
    await expect(
      tokenCommand(['game', '--sub', UUID], { ...env, NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }),
    ).rejects.toThrow(/refused when NODE_ENV=production/);
    await expect(
      tokenCommand(['game', '--sub', UUID], { ...env, NODE_ENV: 'staging', JWT_SECRET: 'p'.repeat(40) }),
    ).rejects.toThrow(/refused when NODE_ENV=staging/);
  });
});
