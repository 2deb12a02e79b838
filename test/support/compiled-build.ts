import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `npm start`'s command line from package.json: `NAME=value … exec node <flags> dist/main.js`. */
const START_SCRIPT = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;

/**
 * `npm start`'s environment settings and node flags as its shell expands them for `env` (some
 * depend on DATABASE_URL or on a setting the operator may give), so a process started from here
 * runs the compiled build as `npm start` would.
 */
function startCommand(env: Record<string, string>): { env: Record<string, string>; nodeArgs: string[] } {
  const words = execFileSync('sh', ['-c', `printf '%s\\n' ${START_SCRIPT.trim()}`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const exec = words.indexOf('exec');
  const settings = Object.fromEntries(
    words.slice(0, exec).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  // After `exec node`, everything but the entry itself.
  return { env: settings, nodeArgs: words.slice(exec + 2, -1) };
}

/**
 * `npm start`'s way of running an entry with `env`: the compiled build (`npm run build` makes it),
 * its node flags, and the settings the start script gives the process (to be merged into its env).
 */
export const COMPILED = (entry: string, env: Record<string, string> = {}) => {
  const command = startCommand(env);
  return { entry: `dist/${entry}.js`, nodeArgs: command.nodeArgs, env: command.env };
};
