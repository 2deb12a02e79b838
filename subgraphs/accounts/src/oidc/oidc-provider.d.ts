// oidc-provider ships no type declarations: the part of its API the platform uses, typed loosely.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, any> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    accountId?: string;
    consumed?: number;
  };
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
  export type ClientMetadata = Record<string, unknown> & { client_id: string };
  export type KoaContextWithOIDC = any;
  export type Configuration = Record<string, unknown>;

  class OIDCError extends Error {
    constructor(description?: string, detail?: string);
    status: number;
    error: string;
    error_description?: string;
  }
  export const errors: {
    OIDCProviderError: typeof OIDCError;
    InvalidGrant: typeof OIDCError;
    InvalidRequest: typeof OIDCError;
    InvalidTarget: typeof OIDCError;
    InvalidClient: typeof OIDCError;
    UnauthorizedClient: typeof OIDCError;
    AccessDenied: typeof OIDCError;
    SessionNotFound: typeof OIDCError;
  };
  export const interactionPolicy: any;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> | void): void;
    on(event: string, listener: (...args: any[]) => void): this;
    registerGrantType(
      name: string,
      handler: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>,
      params?: string | string[] | Set<string>,
      allowedDuplicateParameters?: string | string[] | Set<string>,
    ): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<any>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    AccessToken: { find(value: string, options?: { ignoreExpiration?: boolean }): Promise<any> };
    RefreshToken: { find(value: string, options?: { ignoreExpiration?: boolean }): Promise<any> };
    Session: { findByUid(uid: string): Promise<any> };
    Client: { find(id: string): Promise<any> };
    Grant: { new (properties: Record<string, unknown>): any; find(id: string): Promise<any> };
  }
}
