import { google, Trace } from '@apollo/usage-reporting-protobuf';
import {
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';

/** One subgraph fetch as it ran: what was asked, of which schema, and what came back. */
export interface ExecutedFetch {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
  startedAt: Date;
  durationNs: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/**
 * The federated trace (ftv1) a subgraph with Apollo's inline-trace plugin would return, rebuilt from
 * the answer: one node per resolved field, in the shape Studio's field statistics are computed from.
 * The subgraph ran without per-field hooks (graphql-jit), so a field's own time is not known: the
 * root fields carry the whole fetch's time (an upper bound) and nested fields none. Error messages
 * are masked, as the inline-trace plugin masks them by default; their count and path are kept.
 */
export function fetchTrace(fetch: ExecutedFetch): Trace {
  const root = new Trace.Node();
  const operation = fetch.document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!fetch.operationName || d.name?.value === fetch.operationName),
  );
  const rootType = operation && fetch.schema.getRootType(operation.operation);
  if (operation && rootType && fetch.data) {
    const walk: Walk = {
      schema: fetch.schema,
      fragments: Object.fromEntries(
        fetch.document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      ),
      variables: fetch.variables ?? {},
    };
    const fields = collectFields(
      walk.schema,
      walk.fragments,
      walk.variables,
      rootType,
      operation.selectionSet,
    );
    addFields(walk, root, rootType, fields, fetch.data, fetch.durationNs);
  }
  for (const error of fetch.errors ?? []) (nodeAt(root, error.path).error ??= []).push(maskedError(error));
  return new Trace({
    root,
    startTime: timestamp(fetch.startedAt),
    endTime: timestamp(new Date(fetch.startedAt.getTime() + Math.round(fetch.durationNs / 1e6))),
    durationNs: fetch.durationNs,
  });
}

function addFields(
  walk: Walk,
  parent: Trace.Node,
  parentType: GraphQLObjectType,
  fields: Map<string, ReadonlyArray<FieldNode>>,
  value: Record<string, unknown>,
  /** The root fields' time: the fetch's; deeper fields get none (see fetchTrace). */
  endTime: number,
): void {
  for (const [responseName, nodes] of fields) {
    const fieldName = nodes[0].name.value;
    const definition = parentType.getFields()[fieldName];
    // Meta fields (__typename) have no resolver of their own and no statistics in Studio.
    if (fieldName.startsWith('__') || !definition || !(responseName in value)) continue;
    const node = new Trace.Node({
      responseName,
      type: String(definition.type),
      parentType: parentType.name,
      startTime: 0,
      endTime,
    });
    if (responseName !== fieldName) node.originalFieldName = fieldName;
    parent.child.push(node);
    addValue(walk, node, definition.type, nodes, value[responseName]);
  }
}

function addValue(
  walk: Walk,
  node: Trace.Node,
  type: GraphQLOutputType,
  nodes: ReadonlyArray<FieldNode>,
  value: unknown,
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => {
      const indexNode = new Trace.Node({ index });
      addValue(walk, indexNode, nullable.ofType, nodes, item);
      // As Apollo's own trace tree: an index appears only on the way to a resolved field.
      if (indexNode.child.length) node.child.push(indexNode);
    });
    return;
  }
  if (!isCompositeType(nullable) || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const runtime = isAbstractType(nullable) ? walk.schema.getType(String(record.__typename)) : nullable;
  // An abstract value without __typename cannot be placed; the gateway always asks for it.
  if (!isObjectType(runtime)) return;
  const fields = collectSubfields(walk.schema, walk.fragments, walk.variables, runtime, nodes);
  addFields(walk, node, runtime, fields, record, 0);
}

/** The node an error's path names, or the deepest one on the way (the root for an error without path). */
function nodeAt(root: Trace.INode, path: GraphQLFormattedError['path']): Trace.INode {
  let node = root;
  for (const segment of path ?? []) {
    const next = node.child?.find((child) =>
      typeof segment === 'number'
        ? Object.hasOwn(child, 'index') && child.index === segment
        : child.responseName === segment,
    );
    if (!next) break;
    node = next;
  }
  return node;
}

function maskedError(error: GraphQLFormattedError): Trace.Error {
  return new Trace.Error({
    message: '<masked>',
    location: (error.locations ?? []).map((location) => new Trace.Location(location)),
    json: JSON.stringify({ message: '<masked>', path: error.path }),
  });
}

/** A wall-clock time as the reporting protocol writes it. */
export function timestamp(date: Date): google.protobuf.Timestamp {
  const millis = date.getTime();
  return new google.protobuf.Timestamp({
    seconds: Math.floor(millis / 1000),
    nanos: (millis % 1000) * 1e6,
  });
}
