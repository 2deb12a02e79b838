import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `npm start`'s command line from package.json: `exec node <flags> dist/main.js`. */
const START_SCRIPT = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;

/**
 * `npm start`'s node flags as its shell expands them for `env` (some depend on DATABASE_URL), so
 * a process started from here runs the compiled build as `npm start` would, with the same settings.
 */
function startFlags(env: Record<string, string>): string[] {
  const words = START_SCRIPT.trim()
    .replace(/^exec\s+/, '')
    .split(/\s+/)
    .slice(1, -1)
    .join(' ');
  return execFileSync('sh', ['-c', `printf '%s\\n' ${words}`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

/** `npm start`'s way of running an entry with `env`: the compiled build (`npm run build` makes it). */
export const COMPILED = (entry: string, env: Record<string, string> = {}) => ({
  entry: `dist/${entry}.js`,
  nodeArgs: startFlags(env),
});
