import { describe, it, expect } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, createLocalJWKSet, importJWK, jwtVerify } from 'jose';
import { loadPlatformKeys, type PlatformPrivateJwk } from '@platform/auth';
import { keysCommand, readFileOrStdin, type ReadSource } from './keys-command.js';

const dir = mkdtempSync(join(tmpdir(), 'keys-command-'));
const stdinOf =
  (input: string): ReadSource =>
  async (source) => {
    if (source !== '-') throw new Error(`read ${source}, not stdin`);
    return input;
  };
const noInput: ReadSource = async (source) => {
  throw new Error(`read ${source} unasked`);
};
const keysOf = (text: string) => (JSON.parse(text) as { keys: PlatformPrivateJwk[] }).keys;
const kids = (text: string) => keysOf(text).map((key) => key.kid);

/** What a production process does with the value: load it, sign with the first key, verify on /jwks. */
async function signsAndVerifies(value: string): Promise<void> {
  const keys = loadPlatformKeys({
    NODE_ENV: 'production',
    DATA_DIR: '/nonexistent',
    OIDC_SIGNING_KEYS: value,
  });
  const token = await new SignJWT({ sub: 'someone' })
    .setProtectedHeader({ alg: keys.current.alg, kid: keys.current.kid })
    .sign(await importJWK(keys.current, keys.current.alg));
  const { payload } = await jwtVerify(token, createLocalJWKSet(keys.publicJwks));
  expect(payload.sub).toBe('someone');
}

describe('npm run keys -- signing', () => {
  it('prints one fresh RS256 private key with a kid, on one line, that production loads and signs with', async () => {
    const value = await keysCommand(['signing'], noInput);
    expect(value).not.toContain('\n');
    const [key] = keysOf(value);
    expect(keysOf(value)).toHaveLength(1);
    expect(key).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(key.d).toEqual(expect.any(String));
    await signsAndVerifies(value);
    // Fresh each time.
    expect(kids(await keysCommand(['signing'], noInput))).not.toEqual(kids(value));
  });

  it('prints a P-256 key with --alg ES256', async () => {
    const value = await keysCommand(['signing', '--alg', 'ES256'], noInput);
    expect(keysOf(value)).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', d: expect.any(String) }),
    ]);
    await signsAndVerifies(value);
  });

  it('puts a new key first and keeps the previous ones with --rotate, from a file or stdin', async () => {
    const first = await keysCommand(['signing'], noInput);
    const file = join(dir, 'current.json');
    writeFileSync(file, `${first}\n`);
    const rotated = await keysCommand(['signing', '--rotate', file, '--alg', 'ES256'], readFileOrStdin);
    expect(kids(rotated)).toHaveLength(2);
    expect(kids(rotated)[1]).toBe(kids(first)[0]);
    expect(keysOf(rotated)[0].alg).toBe('ES256');
    // The previous key is kept whole: its private members too, so the set still loads.
    expect(keysOf(rotated)[1]).toEqual(keysOf(first)[0]);
    await signsAndVerifies(rotated);

    const again = await keysCommand(['signing', '--rotate', '-'], stdinOf(rotated));
    expect(kids(again).slice(1)).toEqual(kids(rotated));
  });

  it('stages a new key second with --second, then promotes it and retires the old one by kid', async () => {
    const first = await keysCommand(['signing'], noInput);
    const staged = await keysCommand(['signing', '--rotate', '-', '--second'], stdinOf(first));
    const [oldKid, newKid] = kids(staged);
    expect(oldKid).toBe(kids(first)[0]);
    const promoted = await keysCommand(['signing', '--promote', newKid, '--from', '-'], stdinOf(staged));
    expect(kids(promoted)).toEqual([newKid, oldKid]);
    const retired = await keysCommand(['signing', '--retire', oldKid, '--from', '-'], stdinOf(promoted));
    expect(kids(retired)).toEqual([newKid]);
    await signsAndVerifies(retired);
  });

  it('refuses what start-up would refuse, unknown kids, the last key, and options that do not go together', async () => {
    await expect(keysCommand(['signing', '--rotate', '-'], stdinOf(''))).rejects.toThrow(
      /OIDC_SIGNING_KEYS is not a JWKS/,
    );
    await expect(
      keysCommand(['signing', '--rotate', '-'], stdinOf('{"keys":[{"kty":"oct","k":"AA"}]}')),
    ).rejects.toThrow(/not a JWKS of private RSA or P-256 keys/);
    const one = await keysCommand(['signing'], noInput);
    await expect(keysCommand(['signing', '--promote', 'nope', '--from', '-'], stdinOf(one))).rejects.toThrow(
      /no key has kid nope/,
    );
    await expect(
      keysCommand(['signing', '--retire', kids(one)[0], '--from', '-'], stdinOf(one)),
    ).rejects.toThrow(/only key/);
    await expect(keysCommand(['signing', '--promote', kids(one)[0]], noInput)).rejects.toThrow(/--from/);
    await expect(keysCommand(['signing', '--second'], noInput)).rejects.toThrow(
      /--second goes with --rotate/,
    );
    await expect(keysCommand(['signing', '--rotate', '-', '--retire', 'x'], noInput)).rejects.toThrow(
      /name one/,
    );
    await expect(keysCommand(['signing', '--alg', 'HS256'], noInput)).rejects.toThrow(/RS256, ES256/);
    await expect(keysCommand(['tokens'], noInput)).rejects.toThrow(/signing/);
    await expect(keysCommand([], noInput)).rejects.toThrow(/missing required argument/);
  });

  it('answers --help with the usage and examples (stdout, exit 0), not an error', async () => {
    for (const flag of ['--help', '-h']) {
      const usage = await keysCommand([flag], noInput);
      expect(usage).toMatch(/^Usage: keys \[options\] <set>/);
      expect(usage).toContain('--rotate <file>');
      expect(usage).toContain('npm run --silent keys -- signing');
    }
  });
});
