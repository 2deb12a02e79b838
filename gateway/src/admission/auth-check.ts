import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  getOperationAST,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { RequestContext } from '@platform/auth';
import { statusForCode } from '@platform/errors';
import type { AuthRequirement, AuthRequirements } from './auth-requirements.js';
import { callerScopes, grantsWaived, isRealmScope } from './caller-scopes.js';

/**
 * The requirements an operation meets on its way: each selected field's own (`Type.field`) and its
 * type's (`Tab`, when the type carries one), over the operation and every fragment it spreads.
 * A field under @skip/@include counts: the check does not depend on variables.
 */
export function requirementsOfOperation(
  requirements: AuthRequirements,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): AuthRequirement[] {
  const operation = getOperationAST(document, operationName);
  if (!operation || !requirements.size) return [];
  const fragments = new Map<string, DefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const found = new Set<AuthRequirement>();
  const visited = new Set<string>();
  const pending: DefinitionNode[] = [operation];
  const typeInfo = new TypeInfo(schema);
  while (pending.length) {
    const definition = pending.pop()!;
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          const own = parent && requirements.get(`${parent.name}.${node.name.value}`);
          const ofType = field && requirements.get(getNamedType(field.type).name);
          if (own) found.add(own);
          if (ofType) found.add(ofType);
        },
        FragmentSpread(node) {
          const name = node.name.value;
          const fragment = fragments.get(name);
          if (fragment && !visited.has(name)) (visited.add(name), pending.push(fragment));
        },
      }),
    );
  }
  return [...found];
}

/** Per parsed document (Apollo hands the same DocumentNode to every request of a cached query). */
const memo = new WeakMap<
  DocumentNode,
  { schema: GraphQLSchema; byOperation: Map<string, AuthRequirement[]> }
>();

function memoizedRequirements(
  requirements: AuthRequirements,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): AuthRequirement[] {
  let entry = memo.get(document);
  if (!entry || entry.schema !== schema) memo.set(document, (entry = { schema, byOperation: new Map() }));
  const key = operationName ?? '';
  let found = entry.byOperation.get(key);
  if (!found)
    entry.byOperation.set(
      key,
      (found = requirementsOfOperation(requirements, schema, document, operationName)),
    );
  return found;
}

const refusal = (code: 'UNAUTHENTICATED' | 'FORBIDDEN', message: string, details: object = {}) =>
  new GraphQLError(message, { extensions: { code, ...details, http: { status: statusForCode(code) } } });

/**
 * The first requirement the caller does not meet, as the error the operation is refused with before
 * any subgraph is called: UNAUTHENTICATED without a caller, or when no scope set names the caller's
 * realm (a token of another API, as requireIdentity says it); FORBIDDEN `insufficient_scope` when
 * the realm fits but a grant is missing.
 */
export function authRefusal(
  requirements: AuthRequirements,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  context: RequestContext,
): GraphQLError | undefined {
  const needed = memoizedRequirements(requirements, schema, document, operationName);
  if (!needed.length || context.internal) return undefined;
  const { identity } = context;
  if (!identity) return refusal('UNAUTHENTICATED', 'Authorization token required');
  const held = callerScopes(identity);
  const waived = grantsWaived(context);
  for (const { scopeSets } of needed) {
    if (!scopeSets.length) continue;
    const holds = (scope: string) => held.has(scope) || (waived && !isRealmScope(scope));
    if (scopeSets.some((set) => set.every(holds))) continue;
    const realmFits = scopeSets.filter((set) => set.filter(isRealmScope).every(holds));
    if (!realmFits.length) {
      const realms = [...new Set(scopeSets.flat().filter(isRealmScope))].map((scope) => scope.slice(6));
      return refusal('UNAUTHENTICATED', `This operation needs a ${realms.join(' or ')} token`);
    }
    const missing = [...new Set(realmFits.flatMap((set) => set.filter((scope) => !holds(scope))))];
    return refusal('FORBIDDEN', `This token lacks the scope ${missing.join(' ')}`, {
      reason: 'insufficient_scope',
      required_scopes: missing,
    });
  }
  return undefined;
}
