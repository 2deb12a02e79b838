import { BadInput } from '@platform/errors';

/**
 * A URL the platform will not fetch: wrong scheme, unresolvable, or pointing into a non-public
 * network. The message goes to the client and never names what a host resolved to (that would tell
 * a caller the layout of the internal network); `detail` holds that for the server's log only.
 */
export class BlockedUrl extends BadInput {
  /** `transient`: the refusal may not hold on a later try (the host did not resolve this time). */
  constructor(
    message: string,
    readonly url: string,
    readonly transient = false,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message, { url });
  }
}

export const NOT_PUBLIC_MESSAGE = 'URL not allowed: it resolves to a private or reserved address';
