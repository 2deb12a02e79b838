import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadConfig, oidcIssuer } from '@platform/config';
import { assertionSigningKey, assertionVerifyingKey } from '@platform/auth';
import { loadAnalysisConfig } from '../subgraphs/analysis/src/config.js';
import {
  root,
  read,
  loadsPlatformKeys,
  platformKeysProblem,
  type JsonObject,
  type Service,
  PRODUCT_PORTS,
  type Role,
  compose,
  platformServices,
} from './support/compose-file.js';
import {
  type K8sObject,
  kustomizeBuild,
  objectKey,
  byKey,
  kubernetesDir,
  builds,
  validateObject,
  containersOf,
  deploymentsOf,
  commandOf,
  roleOfContainer,
  containerEnvironment,
  secretLike,
} from './support/kustomize-build.js';

// The Kubernetes base and production overlay, built as kustomize builds them and validated against
// the Kubernetes API schemas, without a cluster.

describe.each(Object.entries(builds))('deploy/kubernetes (%s)', (name, objects) => {
  it('validates against the Kubernetes API schemas', async () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) await expect(validateObject(object)).resolves.toBeUndefined();
  });

  it('runs one Deployment per process kind, the same ones compose runs', () => {
    const kinds = (roles: Role[]) =>
      roles.map((role) => (role.kind === 'subgraph' ? `subgraph ${role.subgraph}` : role.kind)).sort();
    const kubernetes = kinds(
      deploymentsOf(objects).flatMap((deployment) => containersOf(deployment).map(roleOfContainer)),
    );
    expect(new Set(kubernetes).size).toBe(kubernetes.length);
    expect(kubernetes).toEqual([
      ...new Set(kinds(platformServices.map(({ role }) => role).filter((role) => role.kind !== 'migrate'))),
    ]);
  });

  it('runs the migrations as a Job, on the database the Deployments use', () => {
    const jobs = objects.filter((object) => object.kind === 'Job');
    const migrations = jobs.filter((job) =>
      containersOf(job).some((container) => roleOfContainer(container).kind === 'migrate'),
    );
    expect(migrations).toHaveLength(1);
    const [container] = containersOf(migrations[0]);
    const spec = ((migrations[0].spec as JsonObject).template as JsonObject).spec as JsonObject;
    expect(spec.restartPolicy).toBe('Never');
    expect((spec.securityContext as JsonObject).runAsNonRoot).toBe(true);
    const env = containerEnvironment(container, objects);
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(env.DATABASE_POOL_SIZE).toMatch(/^\d+$/);
    const gateway = deploymentsOf(objects).find((deployment) =>
      containersOf(deployment).some((candidate) => roleOfContainer(candidate).kind === 'gateway'),
    )!;
    expect(config.DATABASE_URL).toBe(
      loadConfig(containerEnvironment(containersOf(gateway)[0], objects)).DATABASE_URL,
    );
  });

  it('gives every container resource requests and limits, probes on every served port, and no root', () => {
    for (const deployment of deploymentsOf(objects)) {
      const podSpec = (deployment.spec as JsonObject).template as JsonObject;
      expect({
        deployment: deployment.metadata.name,
        runAsNonRoot: ((podSpec.spec as JsonObject).securityContext as JsonObject)?.runAsNonRoot,
      }).toEqual({ deployment: deployment.metadata.name, runAsNonRoot: true });
      for (const container of containersOf(deployment)) {
        const label = `${deployment.metadata.name}/${String(container.name)}`;
        const resources = container.resources as { requests?: JsonObject; limits?: JsonObject } | undefined;
        expect({
          label,
          requests: Object.keys(resources?.requests ?? {}).sort(),
          limits: Object.keys(resources?.limits ?? {}).sort(),
        }).toEqual({ label, requests: ['cpu', 'memory'], limits: ['cpu', 'memory'] });
        const role = roleOfContainer(container);
        expect({
          label,
          ports: Boolean(container.ports),
          readiness: Boolean(container.readinessProbe),
          liveness: Boolean(container.livenessProbe),
        }).toEqual({ label, ports: true, readiness: true, liveness: true });
        if (role.kind === 'gateway' || role.kind === 'subgraph' || role.kind === 'worker') {
          expect((container.readinessProbe as JsonObject).httpGet).toMatchObject({ path: '/ready' });
          expect((container.livenessProbe as JsonObject).httpGet).toMatchObject({ path: '/health' });
        }
        if (role.kind === 'analysis')
          expect((container.livenessProbe as JsonObject).httpGet).toMatchObject({ path: '/health' });
        expect(commandOf(container)).not.toContain('--no-sandbox');
      }
    }
  });

  it('scales and protects the gateway: the HPA and the PDB target its Deployment and pods only', () => {
    const deployments = deploymentsOf(objects);
    const gateway = deployments.filter((deployment) =>
      containersOf(deployment).some((container) => roleOfContainer(container).kind === 'gateway'),
    );
    expect(gateway).toHaveLength(1);
    const hpas = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => (hpa.spec as JsonObject).scaleTargetRef)).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: gateway[0].metadata.name },
    ]);
    expect((hpas[0].spec as JsonObject).minReplicas).toBeGreaterThanOrEqual(2);
    const pdbs = objects.filter((object) => object.kind === 'PodDisruptionBudget');
    expect(pdbs).toHaveLength(1);
    const selector = ((pdbs[0].spec as JsonObject).selector as JsonObject).matchLabels as Record<
      string,
      string
    >;
    const selects = (deployment: K8sObject) =>
      Object.entries(selector).every(
        ([key, value]) =>
          (
            ((deployment.spec as JsonObject).template as JsonObject).metadata as JsonObject & {
              labels: Record<string, string>;
            }
          ).labels[key] === value,
      );
    expect(deployments.filter(selects).map((deployment) => deployment.metadata.name)).toEqual([
      gateway[0].metadata.name,
    ]);
    expect((pdbs[0].spec as JsonObject).minAvailable).toBeLessThan(
      (hpas[0].spec as JsonObject).minReplicas as number,
    );
  });

  it('takes every secret from a Secret by reference and commits none', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    for (const configMap of objects.filter((object) => object.kind === 'ConfigMap'))
      expect(Object.keys(configMap.data as JsonObject).filter(secretLike)).toEqual([]);
    for (const deployment of deploymentsOf(objects)) {
      for (const container of containersOf(deployment)) {
        for (const entry of (container.env ?? []) as JsonObject[]) {
          if (!secretLike(String(entry.name))) continue;
          expect({
            name: entry.name,
            value: entry.value,
            secretKeyRef: Boolean((entry.valueFrom as JsonObject | undefined)?.secretKeyRef),
          }).toEqual({ name: entry.name, value: undefined, secretKeyRef: true });
        }
      }
    }
  });

  it('takes the signing keys from a Secret only the processes that load them read, the issuer from the ConfigMap', () => {
    const containers = deploymentsOf(objects).flatMap((deployment) =>
      containersOf(deployment).map((container) => ({
        deployment,
        container,
        role: roleOfContainer(container),
      })),
    );
    const loaders = containers.filter(({ role }) => loadsPlatformKeys(role));
    expect(loaders.length).toBeGreaterThan(0);
    const keySecrets = new Set<string>();
    for (const { container } of loaders) {
      const entry = ((container.env ?? []) as JsonObject[]).find((item) => item.name === 'OIDC_SIGNING_KEYS');
      const ref = (entry?.valueFrom as JsonObject | undefined)?.secretKeyRef as JsonObject | undefined;
      expect({ ref: ref && { key: ref.key, optional: ref.optional ?? false } }).toEqual({
        ref: { key: 'OIDC_SIGNING_KEYS', optional: false },
      });
      keySecrets.add(String(ref!.name));
      // The issuer comes from the ConfigMap every process reads, so no process names another.
      expect(((container.env ?? []) as JsonObject[]).map((item) => item.name)).not.toContain('OIDC_ISSUER');
      const fromConfigMap = ((container.envFrom ?? []) as JsonObject[]).flatMap((source) => {
        const name = (source.configMapRef as JsonObject | undefined)?.name;
        const map = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === name);
        return map ? [(map.data as JsonObject).OIDC_ISSUER] : [];
      });
      expect(fromConfigMap).toEqual([expect.any(String)]);
    }
    expect(keySecrets.size).toBe(1);
    // The private keys reach no other process: not by key, not by a whole-Secret envFrom.
    for (const { deployment, container } of containers.filter(({ role }) => !loadsPlatformKeys(role))) {
      const refs = [
        ...((container.env ?? []) as JsonObject[]).map(
          (item) =>
            ((item.valueFrom as JsonObject | undefined)?.secretKeyRef as JsonObject | undefined)?.name,
        ),
        ...((container.envFrom ?? []) as JsonObject[]).map(
          (source) => (source.secretRef as JsonObject)?.name,
        ),
      ];
      expect({
        deployment: deployment.metadata.name,
        refs: refs.filter((ref) => keySecrets.has(String(ref))),
      }).toEqual({
        deployment: deployment.metadata.name,
        refs: [],
      });
      expect(containerEnvironment(container, objects).OIDC_SIGNING_KEYS).toBeUndefined();
    }
  });

  it('creates, in docs/deployment.md, every Secret key a container requires', () => {
    const docs = read('docs/deployment.md');
    const block = /### Secrets to create[\s\S]*?```sh\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    const documented = new Set(
      block.split(/(?=kubectl )/).flatMap((command) => {
        const secret = /create secret generic (\S+)/.exec(command)?.[1];
        return secret
          ? [...command.matchAll(/--from-(?:literal|file)=([A-Z_]+)=/g)].map(
              (match) => `${secret}/${match[1]}`,
            )
          : [];
      }),
    );
    for (const object of objects)
      for (const container of containersOf(object))
        for (const entry of (container.env ?? []) as JsonObject[]) {
          const ref = (entry.valueFrom as JsonObject | undefined)?.secretKeyRef as JsonObject | undefined;
          if (!ref || ref.optional) continue;
          const key = `${String(ref.name)}/${String(ref.key)}`;
          expect({ key, documented: documented.has(key) }).toEqual({ key, documented: true });
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
        expect({ deployment: deployment.metadata.name, NODE_ENV: config.NODE_ENV }).toEqual({
          deployment: deployment.metadata.name,
          NODE_ENV: 'production',
        });
        if (config.DATABASE_URL)
          expect({ deployment: deployment.metadata.name, pool: env.DATABASE_POOL_SIZE }).toEqual({
            deployment: deployment.metadata.name,
            pool: expect.stringMatching(/^\d+$/),
          });
        if (role.kind === 'gateway') expect(() => assertionSigningKey(config)).not.toThrow();
        if (role.kind === 'subgraph') expect(() => assertionVerifyingKey(config)).not.toThrow();
        if (role.kind === 'worker') expect(config.ORCH_WORKER_ENABLED).toBe(true);
        // loadConfig accepts production without signing keys; the processes that load them refuse it.
        if (loadsPlatformKeys(role))
          expect({ deployment: deployment.metadata.name, problem: platformKeysProblem(env) }).toEqual({
            deployment: deployment.metadata.name,
            problem: undefined,
          });
        expect({ deployment: deployment.metadata.name, optOut: env.CHROMIUM_NO_SANDBOX ?? 'unset' }).toEqual({
          deployment: deployment.metadata.name,
          optOut: expect.stringMatching(/^(unset|false|0|)$/),
        });
        if (role.kind === 'worker') {
          // The worker's probes are on its own port, WORKER_HEALTH_PORT.
          const port = (
            (container.ports as JsonObject[]).find(
              (entry) => entry.name === ((container.readinessProbe as JsonObject).httpGet as JsonObject).port,
            ) ?? {}
          ).containerPort;
          expect(port).toBe(Number(env.WORKER_HEALTH_PORT));
        }
        if (
          (role.kind === 'subgraph' && ['archive', 'profiles'].includes(role.subgraph)) ||
          (role.kind === 'gateway' && !config.subgraphUrls.profiles)
        ) {
          // Chromium (page captures, resume PDFs) sandboxes with user namespaces, which RuntimeDefault seccomp profiles refuse.
          const seccomp = (
            (container.securityContext as JsonObject)?.seccompProfile as JsonObject | undefined
          )?.type;
          expect(['Unconfined', 'Localhost']).toContain(seccomp);
        }
        for (const [subgraph, url] of Object.entries(config.subgraphUrls)) {
          const target = new URL(url);
          const service = objects.find(
            (object) => object.kind === 'Service' && object.metadata.name === target.hostname,
          );
          expect({ subgraph, service: service?.metadata.name }).toEqual({
            subgraph,
            service: target.hostname,
          });
          const port = ((service!.spec as JsonObject).ports as JsonObject[]).find(
            (entry) => entry.port === Number(target.port),
          );
          const selector = (service!.spec as JsonObject).selector as Record<string, string>;
          const runner = deploymentsOf(objects).find((candidate) =>
            Object.entries(selector).every(
              ([key, value]) =>
                (
                  (((candidate.spec as JsonObject).template as JsonObject).metadata as JsonObject)
                    .labels as JsonObject
                )[key] === value,
            ),
          );
          expect({ subgraph, runs: runner && roleOfContainer(containersOf(runner)[0]) }).toEqual({
            subgraph,
            runs: { kind: 'subgraph', subgraph },
          });
          const containerPort = (containersOf(runner!)[0].ports as JsonObject[]).find(
            (entry) => entry.name === port?.targetPort || entry.containerPort === port?.targetPort,
          );
          expect(containerPort?.containerPort).toBe(
            loadConfig(containerEnvironment(containersOf(runner!)[0], objects)).SUBGRAPH_PORT,
          );
        }
      }
    }
  });

  it('exposes every product port on the gateway Service', () => {
    const gateway = deploymentsOf(objects).find((deployment) =>
      containersOf(deployment).some((container) => roleOfContainer(container).kind === 'gateway'),
    )!;
    const service = objects.find(
      (object) => object.kind === 'Service' && object.metadata.name === gateway.metadata.name,
    )!;
    const ports = ((service.spec as JsonObject).ports as JsonObject[]).map((entry) => entry.port);
    expect(ports.sort()).toEqual(Object.values(PRODUCT_PORTS).sort());
  });
});

describe('deploy/kubernetes/overlays/production', () => {
  it('names a public https issuer, not a local address', () => {
    const gateways = deploymentsOf(builds.production).flatMap((deployment) =>
      containersOf(deployment).filter((container) => loadsPlatformKeys(roleOfContainer(container))),
    );
    expect(gateways.length).toBeGreaterThan(0);
    for (const container of gateways) {
      const issuer = new URL(oidcIssuer(loadConfig(containerEnvironment(container, builds.production))));
      expect(issuer.protocol).toBe('https:');
      expect(issuer.hostname).not.toMatch(/^(localhost|127\.|\[::1\])/);
    }
  });

  it('puts everything in its namespace and runs the released image', () => {
    for (const object of builds.production)
      expect({ object: objectKey(object), namespace: object.metadata.namespace }).toEqual({
        object: objectKey(object),
        namespace: 'platform',
      });
    for (const deployment of deploymentsOf(builds.production))
      for (const container of containersOf(deployment))
        expect(container.image).toMatch(/^[\w.-]+\/platform:[\w.-]+$/);
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
  (kubectl ? it : it.skip).each(['base', 'overlays/production'])(
    '%s builds as `kubectl kustomize` builds it',
    (dir) => {
      const theirs = parseAllDocuments(
        execFileSync('kubectl', ['kustomize', join(kubernetesDir, dir)], { encoding: 'utf8' }),
      ).map((document) => document.toJS() as K8sObject);
      expect(byKey(kustomizeBuild(join(kubernetesDir, dir)))).toEqual(byKey(theirs));
    },
  );
});
