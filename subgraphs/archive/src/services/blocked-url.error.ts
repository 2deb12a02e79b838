import { BadInput } from '@platform/errors';

/** A URL the archive will not fetch: wrong scheme, unresolvable, or pointing into a non-public network. */
export class BlockedUrl extends BadInput {
  /** `transient`: the refusal may not hold on a later try (the host did not resolve this time). */
  constructor(message: string, readonly url: string, readonly transient = false) {
    super(message, { url });
  }
}
