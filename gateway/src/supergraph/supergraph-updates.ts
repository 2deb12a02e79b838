import type { SupergraphSdlUpdateFunction } from '@apollo/gateway';
import type { Logger } from '@platform/observability';
import { supergraphProblem } from './supergraph-check.js';

/**
 * Hands each new supergraph text to the gateway once, after checking it: the same text again (a
 * file saved unchanged, a CDN answer repeated) does nothing, and a text that fails the check or the
 * gateway's own build is logged and dropped while the running supergraph keeps serving. Requests
 * and subscriptions already running finish on the schema they started with.
 */
export class SupergraphUpdates {
  private current: string;

  constructor(
    initial: string,
    private readonly update: SupergraphSdlUpdateFunction,
    private readonly callable: ReadonlySet<string>,
    private readonly logger: Logger,
    private readonly origin: string,
  ) {
    this.current = initial;
  }

  /** Whether the text now serves. */
  offer(sdl: string): boolean {
    if (sdl === this.current) return false;
    const problem = supergraphProblem(sdl, this.callable);
    if (problem) {
      this.logger.error(
        { origin: this.origin, problem },
        'new supergraph refused; the running one keeps serving',
      );
      return false;
    }
    try {
      this.update(sdl);
    } catch (error) {
      this.logger.error(
        { origin: this.origin, err: error },
        'the gateway refused the new supergraph; the running one keeps serving',
      );
      return false;
    }
    this.current = sdl;
    this.logger.info({ origin: this.origin, bytes: sdl.length }, 'supergraph replaced');
    return true;
  }
}
