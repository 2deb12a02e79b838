// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the admin role of an account,
// on the database the environment names (DATA_DIR's embedded PGlite, or DATABASE_URL). PGlite is one
// process's alone: stop the platform before running this against a DATA_DIR.
import { Command, CommanderError } from 'commander';
import { loadConfig } from '@platform/config';
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { accountsSubgraph } from '../subgraphs/accounts/src/subgraph.js';
import { AdminRole } from '../subgraphs/accounts/src/services/admin-role.js';

/** Resolves with what to print; rejects with a message for a bad argument or an unknown account. */
export async function adminCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  let chosen: { action: 'grant' | 'revoke'; email: string } | undefined;
  const program = new Command('admin')
    .description("Grant or revoke an account's admin role (ADMIN_EMAILS grants it at start as well)")
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  program
    .command('grant')
    .description('give the account with this e-mail address the admin role')
    .argument('<email>', "the account's e-mail address")
    .action((email: string) => {
      chosen = { action: 'grant', email };
    });
  program
    .command('revoke')
    .description('take the admin role from the account with this e-mail address')
    .argument('<email>', "the account's e-mail address")
    .action((email: string) => {
      chosen = { action: 'revoke', email };
    });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    // --help is an answer, not a mistake: the usage on stdout and exit 0.
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
    ) {
      const sub = program.commands.find((command) => argv.includes(command.name()));
      return (sub ?? program).helpInformation();
    }
    if (error instanceof CommanderError) throw new Error(`${error.message}\n\n${program.helpInformation()}`);
    throw error;
  }
  if (!chosen) throw new Error(`a command is required\n\n${program.helpInformation()}`);
  const config = loadConfig(env);
  const logger = createLogger(env.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  const db = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger,
    poolSize: 2,
  });
  try {
    const orm = await openDomainOrm(db, accountsSubgraph.storage!, logger);
    try {
      const found = await new AdminRole(orm).set(chosen.email, chosen.action === 'grant');
      if (!found) throw new Error(`no account has the e-mail address ${chosen.email}`);
      return chosen.action === 'grant'
        ? `${chosen.email} now holds the admin role`
        : `${chosen.email} no longer holds the admin role`;
    } finally {
      await orm.close();
    }
  } finally {
    await db.close();
  }
}

try {
  console.log(await adminCommand(process.argv.slice(2), process.env));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
