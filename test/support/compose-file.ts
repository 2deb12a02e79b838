// docker-compose.yml as compose resolves it (YAML anchors and merge keys, extends, ${...}
// interpolation), the balancer's configuration and the platform roles of its services, for the
// deployment-file tests; no container engine runs here.

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadConfig, oidcProductionProblem } from '@platform/config';
import { generatePlatformJwks, loadPlatformKeys } from '@platform/auth';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const read = (path: string) => readFileSync(join(root, path), 'utf8');
export const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
  workspaces: string[];
};

export type Env = Record<string, string | undefined>;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Compose interpolation: $$, $NAME, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message},
// ${NAME?message}, ${NAME:+alternative}, ${NAME+alternative}; defaults may nest ${...}.

export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`required variable ${variable} is missing a value: ${message}`);
  }
}

export function interpolate(text: string, env: Env): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char !== '$') {
      out += char;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      let depth = 1;
      let end = i + 2;
      while (end < text.length && depth > 0) {
        if (text[end] === '{') depth += 1;
        else if (text[end] === '}') depth -= 1;
        if (depth > 0) end += 1;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
      out += substitute(text.slice(i + 2, end), env);
      i = end + 1;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
    if (!name) throw new Error(`invalid interpolation format in ${JSON.stringify(text)}`);
    out += env[name] ?? '';
    i += 1 + name.length;
  }
  return out;
}

export function substitute(expression: string, env: Env): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(expression);
  if (!match) throw new Error(`invalid interpolation format: \${${expression}}`);
  const [, name, operator, argument = ''] = match;
  const value = env[name];
  const unset = value === undefined;
  const empty = unset || value === '';
  switch (operator) {
    case undefined:
      return value ?? '';
    case ':-':
      return empty ? interpolate(argument, env) : value!;
    case '-':
      return unset ? interpolate(argument, env) : value!;
    case ':?':
      if (empty) throw new MissingVariableError(name, interpolate(argument, env));
      return value!;
    case '?':
      if (unset) throw new MissingVariableError(name, interpolate(argument, env));
      return value!;
    case ':+':
      return empty ? '' : interpolate(argument, env);
    case '+':
      return unset ? '' : interpolate(argument, env);
    default:
      throw new Error(`invalid interpolation operator in \${${expression}}`);
  }
}

/** Compose interpolates values, never keys. */
export function interpolateTree(node: unknown, env: Env): Json {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, env));
  if (isObject(node))
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateTree(value, env)]));
  return node as Json;
}

/** Every variable compose refuses to run without (${X:?…} or ${X?…}), anywhere in the file. */
export function requiredVariables(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => match[1])),
  ].sort();
}

// ---------------------------------------------------------------------------------------------
// Compose services: environment as a map, extends (same file) merged, ports as numbers.

export interface Service {
  name: string;
  raw: JsonObject;
  environment: Record<string, string>;
  command: string[];
  published: Array<{ host: number; container: number }>;
}

export function environmentOf(value: Json | undefined, env: Env): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.map((entry) => {
        const text = String(entry);
        const at = text.indexOf('=');
        // A bare NAME takes the value from the shell running compose.
        return at === -1 ? [text, env[text] ?? ''] : [text.slice(0, at), text.slice(at + 1)];
      }),
    );
  }
  if (!isObject(value)) throw new Error('environment must be a list or a map');
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, entry === null ? (env[key] ?? '') : String(entry)]),
  );
}

/** `extends: {service}` (or a bare name) within the file: the base first, the service's own keys over it. */
export function resolveExtends(
  services: Record<string, JsonObject>,
  name: string,
  seen: string[] = [],
): JsonObject {
  const service = services[name];
  if (!service) throw new Error(`extends names an unknown service ${name}`);
  const base = service.extends;
  if (base === undefined) return service;
  const baseName =
    typeof base === 'string' ? base : isObject(base) && !base.file ? String(base.service) : undefined;
  if (!baseName) throw new Error(`${name}: extends from another file is not used here`);
  if (seen.includes(baseName)) throw new Error(`extends cycle: ${[...seen, name, baseName].join(' → ')}`);
  const parent = resolveExtends(services, baseName, [...seen, name]);
  const merged: JsonObject = { ...parent };
  for (const [key, value] of Object.entries(service)) {
    if (key === 'extends') continue;
    if (key === 'environment')
      merged.environment = { ...environmentOf(parent.environment, {}), ...environmentOf(value, {}) };
    else if (
      ['ports', 'volumes', 'expose', 'security_opt'].includes(key) &&
      Array.isArray(parent[key]) &&
      Array.isArray(value)
    )
      merged[key] = [...new Set([...(parent[key] as Json[]), ...value])];
    else if (isObject(parent[key]) && isObject(value))
      merged[key] = { ...(parent[key] as JsonObject), ...value };
    else merged[key] = value;
  }
  return merged;
}

export function publishedPorts(ports: Json | undefined): Array<{ host: number; container: number }> {
  if (!Array.isArray(ports)) return [];
  return ports.flatMap((entry) => {
    if (isObject(entry))
      return entry.published === undefined
        ? []
        : [{ host: Number(entry.published), container: Number(entry.target) }];
    const parts = String(entry)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    if (parts.length === 1) return [];
    const [host, container] = parts.slice(-2);
    const range = (text: string) => {
      const [from, to = from] = text.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, k) => from + k);
    };
    const hosts = range(host);
    const containers = range(container);
    return hosts.map((port, k) => ({ host: port, container: containers[k] ?? containers[0] }));
  });
}

export function loadCompose(text: string, env: Env): { document: JsonObject; services: Service[] } {
  const parsed = parse(text, { merge: true, maxAliasCount: 1000 }) as JsonObject;
  const document = interpolateTree(parsed, env) as JsonObject;
  const raw = document.services as Record<string, JsonObject>;
  const services = Object.keys(raw).map((name) => {
    const service = resolveExtends(raw, name);
    const command = service.command;
    return {
      name,
      raw: service,
      environment: environmentOf(service.environment, env),
      command: Array.isArray(command)
        ? command.map(String)
        : typeof command === 'string'
          ? command.split(/\s+/)
          : [],
      published: publishedPorts(service.ports),
    };
  });
  return { document, services };
}

// The variables a deployment sets (docs/deployment.md), with values production accepts.
export const ed25519 = generateKeyPairSync('ed25519');
export const deploymentEnv: Env = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  PROFILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  GATEWAY_ASSERTION_PRIVATE_KEY: ed25519.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  GATEWAY_ASSERTION_PUBLIC_KEY: ed25519.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  OIDC_SIGNING_KEYS: JSON.stringify(generatePlatformJwks()),
};

/** The platform process's ports, from the configuration's defaults (what each process listens on). */
export const defaults = loadConfig({});
export const PRODUCT_PORTS: Record<string, number> = {
  'tabs API (PORT)': defaults.PORT,
  'resume API (API_PORT)': defaults.API_PORT,
  'game API (GAME_PORT)': defaults.GAME_PORT,
  'cards API (CARDS_PORT)': defaults.CARDS_PORT,
  'GraphQL gateway (GATEWAY_PORT)': defaults.GATEWAY_PORT,
};

export type Role =
  | { kind: 'gateway' }
  | { kind: 'subgraph'; subgraph: string }
  | { kind: 'worker' }
  | { kind: 'analysis' }
  | { kind: 'migrate' }
  | { kind: 'other' };

/** What a service runs, read from its command and package.json's scripts (`npm start`, `npm run start:subgraph -- x`, …). */
export function roleOf(service: Service): Role {
  const [npm, verb, script, ...rest] = service.command;
  if (npm !== 'npm') return { kind: 'other' };
  const name = verb === 'start' ? 'start' : verb === 'run' ? script : undefined;
  if (!name || !packageJson.scripts[name])
    throw new Error(
      `${service.name} runs "${service.command.join(' ')}", which package.json does not define`,
    );
  const entry = /dist\/([\w-]+)\.js/.exec(packageJson.scripts[name])?.[1];
  if (entry === 'main' && packageJson.scripts[name].split(/\s+/).includes('--migrate-only'))
    return { kind: 'migrate' };
  if (entry === 'main') return { kind: 'gateway' };
  if (entry === 'subgraph-main')
    return {
      kind: 'subgraph',
      subgraph: (verb === 'start' ? [script, ...rest] : rest).filter((arg) => arg !== '--')[0],
    };
  if (entry === 'worker-main') return { kind: 'worker' };
  if (entry === 'analysis') return { kind: 'analysis' };
  throw new Error(`${service.name}: script ${name} runs no known entry`);
}

/**
 * The processes that load the platform's signing keys at start: the platform process (`npm start`,
 * gateway/src/platform-process.ts: its realm verifiers, and the tab API's OpenID Connect provider).
 * A standalone subgraph, the worker, the migrate run and analysis sign and verify no platform token.
 */
export const loadsPlatformKeys = (role: Role) => role.kind === 'gateway';

/**
 * Why a process that loads the platform keys would refuse to start with this environment, or
 * undefined: loadConfig's refusals, then the same production check and key loading start-up runs
 * (oidcProductionProblem, loadPlatformKeys), which loadConfig alone does not.
 */
export function platformKeysProblem(env: Env): string | undefined {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  const problem = oidcProductionProblem(config);
  if (problem) return problem;
  // Outside production a key would be generated into DATA_DIR: nothing a deployment file decides.
  if (!config.OIDC_SIGNING_KEYS) return undefined;
  try {
    loadPlatformKeys(config);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

/** The published HAProxy configuration, by section. */
export interface HaproxySection {
  kind: string;
  name: string;
  lines: string[];
}
export function parseHaproxy(text: string): HaproxySection[] {
  const sections: HaproxySection[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const header = /^(global|defaults|frontend|backend|listen|resolvers)\b\s*(\S*)/.exec(line);
    if (header && !/^\s/.test(rawLine)) sections.push({ kind: header[1], name: header[2], lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections;
}

export const composeText = read('docker-compose.yml');
export const compose = loadCompose(composeText, deploymentEnv);
export const platformServices = compose.services
  .map((service) => ({ service, role: roleOf(service) }))
  .filter(({ role }) => role.kind !== 'other');
export const gatewayReplicas = platformServices
  .filter(({ role }) => role.kind === 'gateway')
  .map(({ service }) => service);
