import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse } from 'graphql';
import { asDomainCall, type Identity, type RequestContext } from '@platform/auth';
import { authRefusal } from './auth-check.js';
import { andSets, authRequirementsOf } from './auth-requirements.js';

const supergraph = `
schema
  @link(url: "https://specs.apollo.dev/link/v1.0")
  @link(url: "https://specs.apollo.dev/authenticated/v0.1", for: SECURITY)
  @link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY, as: "scopes")
{ query: Query }
directive @authenticated on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
directive @scopes(scopes: [[String!]!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
type Query {
  open: Int
  tabs: [Tab!]! @authenticated
  profiles: Int @scopes(scopes: [["realm:resume", "profiles:read"]])
  either: Int @scopes(scopes: [["realm:cards", "a"], ["realm:cards", "b"]])
  secret: Secret
}
type Tab { id: Int }
type Secret @authenticated { id: Int }
`;
const api = buildSchema(`
  type Query { open: Int tabs: [Tab!]! profiles: Int either: Int secret: Secret }
  type Tab { id: Int }
  type Secret { id: Int }
`);
const requirements = authRequirementsOf(supergraph);

const caller = (realm: Identity['realm'], scopes: string[] = []): RequestContext => ({
  requestId: 'r',
  internal: false,
  identity: { realm, subject: 's', scopes, tier: null, expiresAt: 0, extras: {} } as unknown as Identity,
});
const anonymous: RequestContext = { requestId: 'r', internal: false, identity: null };
const check = (query: string, context: RequestContext) =>
  authRefusal(requirements, api, parse(query), undefined, context)?.extensions;

describe('the auth directives of the supergraph', () => {
  it('reads both directives, under the names their @link gives them', () => {
    expect(requirements.get('Query.tabs')).toEqual({ authenticated: true, scopeSets: [] });
    expect(requirements.get('Query.profiles')?.scopeSets).toEqual([['realm:resume', 'profiles:read']]);
    expect(requirements.get('Secret')).toEqual({ authenticated: true, scopeSets: [] });
    expect(requirements.has('Query.open')).toBe(false);
  });

  it('multiplies the sets of two directives on one coordinate: both must hold', () => {
    expect(andSets([['a'], ['b']], [['c']])).toEqual([
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(andSets([], [['c']])).toEqual([['c']]);
  });

  it('refuses an anonymous caller any guarded field, by its own directive or its type', () => {
    expect(check('{ open }', anonymous)).toBeUndefined();
    expect(check('{ tabs { id } }', anonymous)).toMatchObject({
      code: 'UNAUTHENTICATED',
      http: { status: 401 },
    });
    expect(check('{ secret { id } }', anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(check('{ ...F } fragment F on Query { tabs { id } }', anonymous)).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('says FORBIDDEN with the missing scope when the realm fits, UNAUTHENTICATED when it does not', () => {
    expect(check('{ profiles }', caller('resume', ['profiles:read']))).toBeUndefined();
    expect(check('{ profiles }', caller('resume', ['profiles:write']))).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'insufficient_scope',
      required_scopes: ['profiles:read'],
      http: { status: 403 },
    });
    expect(check('{ profiles }', caller('cards', ['profiles:read']))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(check('{ either }', caller('cards', ['b']))).toBeUndefined();
    expect(check('{ either }', caller('cards', []))).toMatchObject({ required_scopes: ['a', 'b'] });
  });

  it("waives a domain call's grants, never its realm", () => {
    expect(check('{ either }', asDomainCall(caller('cards', [])))).toBeUndefined();
    expect(check('{ profiles }', asDomainCall(caller('cards', [])))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('lets the gateway’s own internal calls through', () => {
    expect(check('{ tabs { id } }', { ...anonymous, internal: true })).toBeUndefined();
  });
});
