import {
  Kind,
  parse,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { FetchNode, QueryPlan } from '@apollo/query-planner';

/**
 * The plan's one fetch when the subgraph's answer to it IS the answer to the client's operation:
 * the plan is a single fetch at the root with nothing to require or rewrite, and that fetch selects
 * exactly what the client selected (same response keys, same order, same directives, fragments
 * expanded). Anything the planner added (a `__typename`, an alias) or left to the gateway
 * (introspection, the root `__typename`) makes the shapes differ, and such plans stay on the
 * gateway's normal path. Computed once per plan (plans are cached).
 */
export function singleFetchOf(
  plan: QueryPlan,
  clientDocument: DocumentNode,
  operationName: string | null | undefined,
): FetchNode | undefined {
  const fetch = plan.node;
  if (fetch?.kind !== 'Fetch') return undefined;
  if (
    fetch.requires ||
    fetch.inputRewrites?.length ||
    fetch.outputRewrites?.length ||
    fetch.contextRewrites?.length ||
    fetch.hasDefers
  )
    return undefined;
  const client = shapeOf(clientDocument, operationName);
  // The planner keeps the fetch as text (the parsed form is optional): parsed once per plan here.
  return client !== undefined &&
    client === shapeOf(fetch.operationDocumentNode ?? parse(fetch.operation), fetch.operationName)
    ? fetch
    : undefined;
}

interface Shape {
  directives: string;
  children: Map<string, Shape>;
}

/** A canonical string of what an operation's response holds; undefined when there is no such operation. */
export function shapeOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): string | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = new Map<string, Shape>();
  if (!collect(operation.selectionSet, fragments, root)) return undefined;
  return `${operation.operation}${render(root)}`;
}

/**
 * Response keys in the order execution produces them. A fragment (inline or spread) without
 * directives adds its fields in place, whatever its type condition: the subgraph applies type
 * conditions itself, and the planner adds `__typename` wherever it needs one, which changes the shape.
 * False when the shape depends on something only the gateway would settle (a conditional fragment).
 */
function collect(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into: Map<string, Shape>,
): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const directives = (selection.directives ?? []).map(print).join(' ');
      let shape = into.get(key);
      if (!shape) into.set(key, (shape = { directives, children: new Map() }));
      else if (shape.directives !== directives) return false; // merged fields under different conditions
      if (selection.selectionSet && !collect(selection.selectionSet, fragments, shape.children)) return false;
      continue;
    }
    // A conditional fragment: left to the gateway.
    if (selection.directives?.length) return false;
    const body =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : fragments.get(selection.name.value)?.selectionSet;
    if (!body || !collect(body, fragments, into)) return false;
  }
  return true;
}

function render(shapes: Map<string, Shape>): string {
  if (!shapes.size) return '';
  return `{${[...shapes].map(([key, shape]) => `${key}${shape.directives ? ` ${shape.directives}` : ''}${render(shape.children)}`).join(' ')}}`;
}
