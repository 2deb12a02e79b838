import { oidcIssuer, type Config } from '@platform/config';
import type { EventBus } from '@platform/pubsub';
import { loadPlatformKeys } from './platform-keys.js';
import type { Realm } from './realms.js';
import { EndedSessions, type SessionEndLookup } from './session-end.js';
import type { RealmKey, TokenVerifierOptions } from './token-verifier.js';

/** `<API>_JWT_SECRET`, defaulting to JWT_SECRET: what tokens of a realm are signed with. */
export function realmSecret(config: Config, realm: Realm): string {
  const secrets: Record<Realm, string | undefined> = {
    tabs: config.TABS_JWT_SECRET,
    resume: config.RESUME_JWT_SECRET,
    cards: config.CARDS_JWT_SECRET,
    game: config.GAME_JWT_SECRET,
  };
  return secrets[realm] ?? config.JWT_SECRET;
}

/** Each realm's key: its external provider when one is configured, else its secret. Tabs tokens are always ours. */
export function realmKeys(config: Config): Record<Realm, RealmKey> {
  const provider = (url?: string, issuer?: string, audience?: string) =>
    url && issuer && audience ? { kind: 'jwks' as const, url, issuer, audience } : undefined;
  const secret = (realm: Realm): RealmKey => ({ kind: 'secret', secret: realmSecret(config, realm) });
  return {
    tabs: secret('tabs'),
    resume:
      provider(config.RESUME_JWKS_URL, config.RESUME_ISSUER, config.RESUME_AUDIENCE) ??
      provider(config.AUTH_JWKS_URL, config.AUTH_ISSUER, config.AUTH_AUDIENCE) ??
      secret('resume'),
    cards: provider(config.CARDS_JWKS_URL, config.CARDS_ISSUER, config.CARDS_AUDIENCE) ?? secret('cards'),
    game: provider(config.GAME_JWKS_URL, config.GAME_ISSUER, config.GAME_AUDIENCE) ?? secret('game'),
  };
}

/** `<REALM>_TRUST_PLATFORM`: which realms take tokens signed with the platform's keys. */
export function platformTrustedRealms(config: Config): Record<Realm, boolean> {
  return {
    tabs: config.TABS_TRUST_PLATFORM,
    resume: config.RESUME_TRUST_PLATFORM,
    cards: config.CARDS_TRUST_PLATFORM,
    game: config.GAME_TRUST_PLATFORM,
  };
}

/**
 * What a process that verifies bearer tokens trusts beyond each realm's own keys: the platform's
 * issuer and public keys (for the realms that trust them), and, given the provider's record of
 * ended sign-in sessions, the refusal of tokens whose session has ended (announced on `bus`).
 */
export function platformVerifierOptions(
  config: Config,
  sessionEnds?: {
    lookup: SessionEndLookup;
    bus?: Pick<EventBus, 'subscribe'>;
    /** How long a "still open" answer is kept here; 0 where the lookup keeps its own. */
    openTtlMs?: number;
  },
): TokenVerifierOptions {
  const trustPlatform = platformTrustedRealms(config);
  const anyTrusts = Object.values(trustPlatform).some(Boolean);
  return {
    platform: anyTrusts
      ? {
          issuer: oidcIssuer({ OIDC_ISSUER: config.OIDC_ISSUER, PORT: config.PORT }),
          publicJwks: loadPlatformKeys(config).publicJwks,
        }
      : undefined,
    trustPlatform,
    endedSessions:
      sessionEnds &&
      new EndedSessions(sessionEnds.lookup, { bus: sessionEnds.bus, openTtlMs: sessionEnds.openTtlMs }),
  };
}
