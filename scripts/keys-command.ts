import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { Argument, Command, CommanderError, Option } from 'commander';
import {
  generatePlatformJwks,
  platformKeysFromJwks,
  type PlatformPrivateJwk,
  type PlatformSigningAlg,
} from '@platform/auth';

/** Where the current key set comes from: a file path, or `-` for standard input. */
export type ReadSource = (source: string) => Promise<string>;
export const readFileOrStdin: ReadSource = async (source) =>
  source === '-' ? text(process.stdin) : readFileSync(source, 'utf8');

/** One fresh private key, normalised as the platform reads it (kid = its RFC 7638 thumbprint). */
function freshKey(alg: PlatformSigningAlg): PlatformPrivateJwk {
  const jwks =
    alg === 'RS256'
      ? generatePlatformJwks()
      : { keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })] };
  return platformKeysFromJwks(JSON.stringify(jwks)).current;
}

interface SigningOptions {
  alg: PlatformSigningAlg;
  rotate?: string;
  second: boolean;
  promote?: string;
  retire?: string;
  from?: string;
}

async function signingKeys(options: SigningOptions, read: ReadSource): Promise<PlatformPrivateJwk[]> {
  const edits = [options.rotate, options.promote, options.retire].filter((value) => value !== undefined);
  if (edits.length > 1) throw new Error('--rotate, --promote and --retire each edit the set: name one');
  const source = options.from;
  if (options.second && options.rotate === undefined) throw new Error('--second goes with --rotate');
  if (edits.length === 0) {
    if (source !== undefined) throw new Error('--from goes with --promote or --retire');
    return [freshKey(options.alg)];
  }
  // The current set is read through the loader the processes use: what it refuses, this refuses.
  const currentSource = options.rotate ?? source;
  if (currentSource === undefined) throw new Error('--promote and --retire read the current set: add --from');
  const current = platformKeysFromJwks(await read(currentSource)).signing.keys;
  if (options.rotate !== undefined) {
    const key = freshKey(options.alg);
    // Second: published and accepted everywhere before any replica signs with it (docs/identity/oidc.md).
    return options.second ? [current[0], key, ...current.slice(1)] : [key, ...current];
  }
  const kid = (options.promote ?? options.retire)!;
  const named = current.find((key) => key.kid === kid);
  if (!named)
    throw new Error(`no key has kid ${kid}; the set holds ${current.map((key) => key.kid).join(', ')}`);
  if (options.promote !== undefined) return [named, ...current.filter((key) => key !== named)];
  if (current.length === 1) throw new Error(`${kid} is the only key: a set needs one key that signs`);
  return current.filter((key) => key !== named);
}

/**
 * `npm run --silent keys -- signing [...]`: a value for OIDC_SIGNING_KEYS (a JWKS of private keys,
 * the first signs), fresh or edited for a rotation. Resolves with what to print on stdout (the JWKS
 * on one line, or the usage for --help); rejects with a message for a bad argument or key set.
 */
export async function keysCommand(argv: string[], read: ReadSource): Promise<string> {
  let printed: Promise<string> | undefined;
  const program = new Command('keys')
    .description(
      'Print a JWKS of private keys for OIDC_SIGNING_KEYS: a fresh one, or the current one with a new key (rotation)',
    )
    .addArgument(new Argument('<set>', 'the key set to make').choices(['signing']))
    .addOption(
      new Option('--alg <alg>', 'algorithm of the new key').choices(['RS256', 'ES256']).default('RS256'),
    )
    .option('--rotate <file>', 'the current JWKS (a file, or - for stdin): a new key goes first and signs')
    .option('--second', 'with --rotate: the new key goes second (published, not signing yet)', false)
    .option('--promote <kid>', 'move the key with this kid first, so it signs (the set: --from)')
    .option('--retire <kid>', 'drop the key with this kid (the set: --from)')
    .option('--from <file>', 'the current JWKS for --promote and --retire (a file, or - for stdin)')
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined })
    .action((_set: 'signing', options: SigningOptions) => {
      printed = signingKeys(options, read).then((keys) => {
        // Validated once more as a whole, as start-up reads it (one kid per key, one key at least).
        const text = JSON.stringify({ keys });
        platformKeysFromJwks(text);
        return text;
      });
    });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    // --help is an answer, not a mistake: the usage on stdout and exit 0.
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
    )
      return program.helpInformation() + EXAMPLES;
    if (error instanceof CommanderError) throw new Error(`${error.message}\n\n${program.helpInformation()}`);
    throw error;
  }
  return printed!;
}

const EXAMPLES = [
  '',
  "Examples (--silent keeps npm's own lines out of the output):",
  '  npm run --silent keys -- signing > oidc-signing-keys.json',
  '  npm run --silent keys -- signing --alg ES256',
  '  npm run --silent keys -- signing --rotate oidc-signing-keys.json --second > next.json',
  '  printf %s "$OIDC_SIGNING_KEYS" | npm run --silent keys -- signing --promote <kid> --from -',
  '',
].join('\n');
