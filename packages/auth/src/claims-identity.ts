import type { Identity } from './identity.js';
import { realmClaims, type Realm } from './realms.js';

/**
 * The identity a verified payload establishes in its realm, or undefined when the claims do not
 * have the realm's shape. Tabs identities still lack plan and devices: the session lookup adds them.
 */
export function identityFromClaims(realm: Realm, payload: unknown): Identity | undefined {
  const sid = (payload as { sid?: unknown } | null)?.sid;
  const base = (subject: string, tokenId: string | undefined, exp: number) => ({
    subject,
    tokenId,
    expiresAt: exp,
    ...(typeof sid === 'string' ? { sessionId: sid } : {}),
  });
  switch (realm) {
    case 'tabs': {
      const parsed = realmClaims.tabs.safeParse(payload);
      if (!parsed.success) return undefined;
      const { sub, jti, exp } = parsed.data;
      return {
        realm,
        ...base(sub, jti, exp),
        scopes: [],
        tier: null,
        extras: { userId: Number(sub), devices: 0, deviceBlocked: false },
      };
    }
    case 'resume': {
      const parsed = realmClaims.resume.safeParse(payload);
      if (!parsed.success) return undefined;
      const { sub, jti, exp, permissions } = parsed.data;
      return { realm, ...base(sub, jti, exp), scopes: permissions, tier: null, extras: {} };
    }
    case 'cards': {
      const parsed = realmClaims.cards.safeParse(payload);
      if (!parsed.success) return undefined;
      const { sub, jti, exp, scope, token_use } = parsed.data;
      return {
        realm,
        ...base(sub, jti, exp),
        scopes: scope.split(/\s+/).filter(Boolean),
        tier: null,
        extras: { tokenUse: token_use },
      };
    }
    case 'game': {
      const parsed = realmClaims.game.safeParse(payload);
      if (!parsed.success) return undefined;
      const { sub, jti, exp, roles } = parsed.data;
      return {
        realm,
        ...base(sub, jti, exp),
        scopes: [],
        tier: null,
        ...(roles?.length ? { roles } : {}),
        extras: {},
      };
    }
  }
}
