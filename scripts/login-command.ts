import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { spawn } from 'node:child_process';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { z } from 'zod';
import { loadConfig, oidcIssuer } from '@platform/config';
import { REALMS, isRealm, type Realm } from '@platform/auth';
const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number().optional() });

export interface LoginIo {
  /** Where the address to open and progress go: stderr, so stdout holds only the tokens. */
  tell(line: string): void;
}

/** A mistake in the arguments: exit 2 with the usage. */
export class UsageError extends Error {}

/** POST a form to the token endpoint; the JSON answer, or an error naming OAuth's error. */
async function tokenRequest(endpoint: string, fields: Record<string, string>) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      `token endpoint: ${response.status} ${body.error ?? ''} ${body.error_description ?? ''}`.trim(),
    );
  return tokenAnswer.parse(body);
}

/** Listens on the loopback callback and resolves with the first callback whose state is ours. */
function awaitCallback(server: Server, state: string, issuer: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no sign-in came back within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    server.on('request', (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const answer = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
      };
      // Anything else may knock on a loopback port: only our state ends the wait.
      if (url.pathname !== '/callback' || url.searchParams.get('state') !== state)
        return answer(400, 'Not the sign-in this terminal is waiting for.');
      const iss = url.searchParams.get('iss');
      if (iss !== null && iss !== issuer) return answer(400, `The answer names another issuer: ${iss}`);
      clearTimeout(timer);
      const error = url.searchParams.get('error');
      if (error) {
        answer(400, `Sign-in refused: ${error}`);
        return reject(
          new Error(`sign-in refused: ${error} ${url.searchParams.get('error_description') ?? ''}`.trim()),
        );
      }
      const code = url.searchParams.get('code');
      if (!code) return answer(400, 'The answer holds no code.');
      answer(200, 'Signed in: the terminal has its tokens. You can close this tab.');
      resolve(code);
    });
  });
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use (set LOGIN_CALLBACK_PORT or --port)`
            : error.message,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Opens the address in the desktop's browser when asked; a failure leaves the printed address. */
function openBrowser(url: string, io: LoginIo) {
  const command = process.platform === 'darwin' ? 'open' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => io.tell(`(could not run ${command}: open the address yourself)`));
  child.unref();
}

/** How the tokens are printed: shell export lines, or one JSON object keyed by realm. */
export function formatTokens(tokens: Partial<Record<Realm, string>>, json: boolean): string {
  if (json) return JSON.stringify(tokens);
  return Object.entries(tokens)
    .map(([realm, token]) => `export ${realm.toUpperCase()}_TOKEN=${token}`)
    .join('\n');
}

interface Options {
  realm?: Realm[];
  issuer?: string;
  port?: number;
  client: string;
  open?: boolean;
  json?: boolean;
  timeout: number;
}

function program(onAction: (options: Options) => void): Command {
  return new Command('login')
    .description(
      'Sign in to the platform from a terminal (authorization code + PKCE, loopback redirect) and print a token for each realm',
    )
    .addOption(
      new Option('--realm <realm>', 'a realm to get a token for (repeat it); default every realm')
        .choices([...REALMS])
        .argParser((value: string, previous: Realm[] | undefined) => {
          if (!isRealm(value)) throw new InvalidArgumentError(`expected one of ${REALMS.join(', ')}`);
          return [...(previous ?? []), value];
        }),
    )
    .option('--issuer <url>', 'the platform issuer (default OIDC_ISSUER, else http://localhost:$PORT)')
    .option('--port <port>', 'loopback port for the callback (default LOGIN_CALLBACK_PORT, 8976)', (v) =>
      Number(v),
    )
    .option('--client <id>', 'the public client to sign in as', 'platform-cli')
    .option('--open', 'open the address with xdg-open (open on macOS) besides printing it')
    .option('--json', 'print {"<realm>": "<token>", …} instead of export lines')
    .option('--timeout <seconds>', 'how long to wait for the browser', (v) => Number(v), 300)
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined })
    .action((options: Options) => onAction(options));
}

/** The options of `npm run login`, or the usage text for --help; UsageError for a bad argument. */
export function parseLoginArgs(argv: string[]): { options?: Options; help?: string } {
  let parsed: Options | undefined;
  const command = program((options) => (parsed = options));
  try {
    command.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError && ['commander.helpDisplayed', 'commander.help'].includes(error.code))
      return { help: command.helpInformation() };
    if (error instanceof CommanderError)
      throw new UsageError(`${error.message}\n\n${command.helpInformation()}`);
    throw error;
  }
  const port = parsed!.port;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536))
    throw new UsageError(`--port: expected a port number\n\n${command.helpInformation()}`);
  if (!(parsed!.timeout > 0))
    throw new UsageError(`--timeout: expected seconds\n\n${command.helpInformation()}`);
  return { options: parsed };
}

/** `npm run login`: resolves with what to print on stdout (tokens or usage). */
export async function loginCommand(argv: string[], env: NodeJS.ProcessEnv, io: LoginIo): Promise<string> {
  const { options, help } = parseLoginArgs(argv);
  if (help) return help;
  const config = loadConfig(env);
  const issuer = (options!.issuer ?? oidcIssuer(config)).replace(/\/+$/, '');
  const port = options!.port ?? config.LOGIN_CALLBACK_PORT;
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const realms = [...new Set(options!.realm ?? REALMS)];
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: options!.client,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  // A platform that is not there is said now, not after the person has signed in for nothing.
  const discovery = await fetch(`${issuer}/.well-known/openid-configuration`).catch((error: Error) => {
    throw new Error(
      `cannot reach the platform at ${issuer}: ${(error.cause as Error)?.message ?? error.message}`,
    );
  });
  if (!discovery.ok) throw new Error(`${issuer} answers ${discovery.status} for its discovery document`);
  const server = await listen(port);
  try {
    const url = `${issuer}/oidc/auth?${query}`;
    io.tell(`Open this address in a browser to sign in:\n\n  ${url}\n`);
    if (options!.open) openBrowser(url, io);
    const code = await awaitCallback(server, state, issuer, options!.timeout * 1000);
    const endpoint = `${issuer}/oidc/token`;
    const platform = await tokenRequest(endpoint, {
      grant_type: 'authorization_code',
      client_id: options!.client,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    const tokens: Partial<Record<Realm, string>> = {};
    for (const realm of realms) {
      const answer = await tokenRequest(endpoint, {
        grant_type: EXCHANGE,
        client_id: options!.client,
        subject_token: platform.access_token,
        subject_token_type: ACCESS_TOKEN,
        audience: `urn:platform:realm:${realm}`,
      });
      tokens[realm] = answer.access_token;
    }
    io.tell(`Signed in: ${realms.join(', ')} (tokens expire in ${platform.expires_in ?? '?'} s)`);
    return formatTokens(tokens, options!.json === true);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
