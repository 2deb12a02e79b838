import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '@platform/config';
import { REALMS, developmentToken, isRealm, realmSecret } from '@platform/auth';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * `npm run token -- <realm> --sub <id> [...]`: a development token for any API of the platform,
 * signed with that realm's secret from the environment. Resolves with what to print on stdout (the
 * token, or the usage for --help); rejects with a message for a bad argument or in production
 * (development tokens must never be minted there).
 */
export async function tokenCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  // Refused before the configuration is read, whose own production refusals would hide this one.
  // staging runs as production (packages/config), so its tokens are never minted here either.
  if (env.NODE_ENV === 'production' || env.NODE_ENV === 'staging')
    throw new Error(`npm run token is refused when NODE_ENV=${env.NODE_ENV}`);
  const config = loadConfig(env);
  let minted: Promise<string> | undefined;
  const program = new Command('token')
    .description('Print a development token for one API (realm) of the platform')
    .argument('<realm>', `one of ${REALMS.join(', ')}`, (value) => {
      if (!isRealm(value)) throw new InvalidArgumentError(`expected one of ${REALMS.join(', ')}`);
      return value;
    })
    .requiredOption('--sub <id>', 'subject: tabs user id (integer), resume/game user uuid, cards user id')
    .option(
      '--permissions <list>',
      'resume: comma-separated permissions, e.g. profiles:read,profiles:write',
      list,
    )
    .option('--scope <scopes>', 'cards: space-separated scopes, e.g. "cards:read cards:write"')
    .addOption(
      new Option('--token-use <use>', 'cards: who the token is for')
        .choices(['user', 'customer'])
        .default('user'),
    )
    .option('--expires <duration>', 'lifetime: seconds or 15m, 1h, 7d', '1h')
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined })
    .action(
      (
        realm: (typeof REALMS)[number],
        options: {
          sub: string;
          permissions?: string[];
          scope?: string;
          tokenUse: 'user' | 'customer';
          expires: string;
        },
      ) => {
        minted = developmentToken(realm, realmSecret(config, realm), options);
      },
    );
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    // --help is an answer, not a mistake: the usage on stdout and exit 0.
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
    )
      return program.helpInformation();
    if (error instanceof CommanderError) throw new Error(`${error.message}\n\n${program.helpInformation()}`);
    throw error;
  }
  return minted!;
}
