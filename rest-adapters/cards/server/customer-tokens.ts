import type { GraphQLDataSource } from '@apollo/gateway';
import type { OpaqueTokenVerifier, RealmIdentity, RequestContext } from '@platform/auth';
import { Unauthenticated } from '@platform/errors';
import { callSubgraph } from '@platform/gateway/product-host';

const LOOKUP = `query CustomerToken($token: String!) { _cardsApiToken(token: $token) { id owner scopes } }`;
/** A ck_ token does not expire; it ends when revoked. */
const NEVER = 253_402_300_799;

/**
 * The cards realm's opaque `ck_…` customer tokens: the catalog subgraph, which stores them hashed,
 * answers who a token belongs to and with which scopes (and marks it used); unknown or revoked: 401.
 */
export function customerTokenVerifier(catalog: GraphQLDataSource<RequestContext>): OpaqueTokenVerifier {
  return {
    realm: 'cards',
    accepts: (token) => token.startsWith('ck_'),
    async verify(token): Promise<RealmIdentity<'cards'>> {
      const { _cardsApiToken: found } = await callSubgraph<{
        _cardsApiToken: { id: string; owner: string; scopes: string[] } | null;
      }>(
        catalog,
        LOOKUP,
        { token: token.slice(0, 200) },
        { requestId: 'customer-token', identity: null, internal: true },
      );
      if (!found) throw new Unauthenticated('Invalid or revoked API token');
      return {
        realm: 'cards',
        subject: found.owner,
        tokenId: found.id,
        scopes: found.scopes,
        tier: null,
        expiresAt: NEVER,
        extras: { tokenUse: 'customer' },
      };
    },
  };
}
