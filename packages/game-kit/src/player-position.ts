import { AsyncLocalStorage } from 'node:async_hooks';
import { Forbidden } from '@platform/errors';
import { requireIdentity, type RequestContext } from '@platform/auth';

/**
 * The location game's `Player` entity as turf and creatures receive it: its key plus the fields they
 * `@requires` from geo-safety (the last valid location), which the gateway fetched there first.
 */
export interface PlayerReference {
  id: string;
  lastValidatedH3Cell?: string | null;
  lastValidatedGameplayCell?: string | null;
  /** An ISO string in a representation (the DateTime scalar as geo-safety serialised it). */
  lastValidatedAt?: Date | string | null;
}

export interface ValidatedPosition {
  h3Cell: string;
  gameplayCell: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * Where a player last validated, for the duration of one located action. The domains ask through
 * their `PlayerPositions` interface; this answers it from the @requires fields of the Player the
 * gateway resolved, so neither domain reads geo-safety's store or tables.
 */
export class RequiredPositions {
  private readonly scope = new AsyncLocalStorage<PlayerReference>();

  /**
   * Runs a located action of the caller: the Player, and the input's userId when one is sent, must be
   * the token's subject (403 user_mismatch otherwise).
   */
  act<T>(
    context: RequestContext,
    player: PlayerReference,
    action: (playerId: string) => Promise<T>,
    claimedUserId?: string | null,
  ): Promise<T> {
    const subject = requireIdentity(context, 'game').subject;
    if (subject !== player.id || (claimedUserId && claimedUserId !== subject))
      throw new Forbidden('A player acts only as themselves', { reason: 'user_mismatch' });
    return this.scope.run(player, () => action(player.id));
  }

  readonly lastValidated = async (playerId: string): Promise<ValidatedPosition | null> => {
    const player = this.scope.getStore();
    if (
      !player ||
      player.id !== playerId ||
      !player.lastValidatedH3Cell ||
      !player.lastValidatedGameplayCell ||
      !player.lastValidatedAt
    )
      return null;
    const at = new Date(player.lastValidatedAt).getTime();
    if (Number.isNaN(at)) return null;
    return { h3Cell: player.lastValidatedH3Cell, gameplayCell: player.lastValidatedGameplayCell, at };
  };
}
