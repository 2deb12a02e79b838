import { Kind, parse, type DirectiveNode, type DocumentNode } from 'graphql';

/**
 * What the supergraph's security directives ask of a caller at one coordinate (`Type.field`, or a
 * type's name): `@authenticated` (any verified caller) and `@requiresScopes` (one of several scope
 * sets, each a conjunction). Composition keeps both in the supergraph (`@link(..., for: SECURITY)`);
 * Apollo Gateway does not act on them, so the admission check does (auth-check.ts).
 */
export interface AuthRequirement {
  authenticated: boolean;
  /** Alternatives: the caller holds every scope of at least one set. Empty: no scope needed. */
  scopeSets: string[][];
}

/** Requirements by coordinate: `Query.tabs` for a field, `Tab` for a type. */
export type AuthRequirements = ReadonlyMap<string, AuthRequirement>;

const SPECS = {
  authenticated: 'https://specs.apollo.dev/authenticated/',
  requiresScopes: 'https://specs.apollo.dev/requiresScopes/',
} as const;

/** The names the supergraph gives the two directives: their `@link`'s `as:`, else the spec's own name. */
function directiveNames(document: DocumentNode): { authenticated?: string; requiresScopes?: string } {
  const names: { authenticated?: string; requiresScopes?: string } = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION && definition.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const link of definition.directives ?? []) {
      if (link.name.value !== 'link') continue;
      const url = stringArgument(link, 'url');
      const as = stringArgument(link, 'as');
      for (const [spec, prefix] of Object.entries(SPECS) as [keyof typeof SPECS, string][])
        if (url?.startsWith(prefix)) names[spec] = as ?? spec;
    }
  }
  return names;
}

function stringArgument(directive: DirectiveNode, name: string): string | undefined {
  const value = directive.arguments?.find((argument) => argument.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
}

/** `scopes: [["a", "b"], ["c"]]` as string sets; anything else is a composition defect, thrown at start. */
function scopeSetsOf(directive: DirectiveNode, coordinate: string): string[][] {
  const value = directive.arguments?.find((argument) => argument.name.value === 'scopes')?.value;
  if (value?.kind !== Kind.LIST) throw new Error(`@requiresScopes on ${coordinate} has no scopes list`);
  return value.values.map((set) => {
    if (set.kind !== Kind.LIST) throw new Error(`@requiresScopes on ${coordinate}: each set is a list`);
    return set.values.map((scope) => {
      if (scope.kind !== Kind.STRING) throw new Error(`@requiresScopes on ${coordinate}: scopes are strings`);
      return scope.value;
    });
  });
}

/** Every coordinate of the supergraph that carries `@authenticated` or `@requiresScopes`. */
export function authRequirementsOf(supergraphSdl: string): AuthRequirements {
  const document = parse(supergraphSdl, { noLocation: true });
  const names = directiveNames(document);
  const requirements = new Map<string, AuthRequirement>();
  const read = (coordinate: string, directives: readonly DirectiveNode[] | undefined) => {
    let requirement: AuthRequirement | undefined;
    for (const directive of directives ?? []) {
      const name = directive.name.value;
      if (name !== names.authenticated && name !== names.requiresScopes) continue;
      requirement ??= requirements.get(coordinate) ?? { authenticated: false, scopeSets: [] };
      if (name === names.authenticated) requirement.authenticated = true;
      // Several @requiresScopes on one coordinate (from several subgraphs) must all hold: their sets multiply.
      else requirement.scopeSets = andSets(requirement.scopeSets, scopeSetsOf(directive, coordinate));
    }
    if (requirement) requirements.set(coordinate, requirement);
  };
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name || !('directives' in definition)) continue;
    const typeName = definition.name.value;
    if (definition.kind === Kind.DIRECTIVE_DEFINITION) continue;
    read(typeName, definition.directives);
    if ('fields' in definition)
      for (const field of definition.fields ?? []) read(`${typeName}.${field.name.value}`, field.directives);
  }
  return requirements;
}

/** (a1 or a2) and (b1 or b2) = a1b1 or a1b2 or a2b1 or a2b2; an empty side needs nothing. */
export function andSets(left: string[][], right: string[][]): string[][] {
  if (!left.length) return right;
  if (!right.length) return left;
  return left.flatMap((a) => right.map((b) => [...new Set([...a, ...b])]));
}
