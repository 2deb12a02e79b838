import { randomUUID } from 'node:crypto';
import { gridDistance } from 'h3-js';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { BadInput, Conflict, DomainError, NotFound } from '@platform/errors';
import { fingerprintSchema } from '../fingerprints/fingerprint.schema.js';
import { encodeFingerprint, MAX_ENCODED_BYTES } from '../fingerprints/fingerprint-codec.js';
import { creatureOf } from '../creatures/creature-traits.js';
import { spawnCount } from '../creatures/spawn-count.js';
import { spawnRateOf } from './spawn-rates.js';
import { Fingerprint } from '../entities/fingerprint.entity.js';
import { Creature } from '../entities/creature.entity.js';
import {
  CREATURE_CAPTURED_TOPIC,
  FINGERPRINT_ACCEPTED_TOPIC,
  type CreatureCaptured,
  type FingerprintAccepted,
} from '@platform/game-events';

/** Where a player last validated (the Player's @requires fields from geo-safety; RequiredPositions). */
export interface PlayerPositions {
  lastValidated(playerId: string): Promise<{ h3Cell: string; gameplayCell: string; at: number } | null>;
}

/** Our choices (docs/products/game.md): the rules around fingerprints and spawns. */
export const CREATURE_RULES = {
  /** A validated position older than this does not place the player anywhere. */
  positionMaxAgeMs: 10 * 60_000,
  /** Most cells between a fingerprint's cell (or a creature's) and the player's validated cell. */
  maxCellDistance: 1,
  /** One fingerprint per player and gameplay cell in this time, so +10 cannot be farmed on one spot. */
  fingerprintCooldownMs: 60 * 60_000,
  /** How long a spawned creature stays capturable. */
  spawnLifetimeMs: 30 * 60_000,
} as const;

export interface CreatureServiceDeps {
  orm: DomainOrm;
  /** The server's key for rarity and spawn rolls (GAME_RARITY_SECRET, or derived from JWT_SECRET). */
  rarityKey: string | Uint8Array;
  positions: PlayerPositions;
  bus?: EventBus;
  now: () => Date;
}

function tooFar(what: string, distance: number): DomainError {
  return new DomainError(
    'FORBIDDEN',
    `${what} is ${distance < 0 ? 'too many' : distance} cells from your last validated position`,
    {
      reason: 'cell_too_far',
      distanceCells: distance,
    },
  );
}

/** Fingerprints in, creatures out: the gate, the binary form, the spawn, captures and collections. */
export class CreatureService {
  constructor(private readonly deps: CreatureServiceDeps) {}

  private async position(playerId: string) {
    const position = await this.deps.positions.lastValidated(playerId);
    if (!position || this.deps.now().getTime() - position.at > CREATURE_RULES.positionMaxAgeMs) {
      throw new DomainError('FORBIDDEN', 'Validate your location first: no recent valid position', {
        reason: 'no_valid_position',
      });
    }
    return position;
  }

  async submitFingerprint(playerId: string, input: unknown) {
    const parsed = fingerprintSchema.safeParse(input);
    if (!parsed.success)
      throw new BadInput(
        `Invalid fingerprint: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    const fp = parsed.data;
    const position = await this.position(playerId);
    const distance = gridDistance(position.h3Cell, fp.h3Cell);
    if (distance < 0 || distance > CREATURE_RULES.maxCellDistance)
      throw tooFar('The fingerprint cell', distance);

    const now = this.deps.now();
    const em = this.deps.orm.em.fork();
    const encoded = encodeFingerprint(fp);
    if (encoded.byteLength > MAX_ENCODED_BYTES)
      throw new BadInput(`Fingerprint encodes to ${encoded.byteLength} bytes, over ${MAX_ENCODED_BYTES}`);
    if (!(await this.claimCooldown(playerId, position.gameplayCell, now)))
      throw new Conflict('A fingerprint was already submitted in this cell within the hour', {
        reason: 'fingerprint_cooldown',
      });

    const fingerprint = em.create(Fingerprint, {
      id: randomUUID(),
      playerId,
      h3Cell: fp.h3Cell,
      gameplayCell: position.gameplayCell,
      encoded,
      createdAt: now,
    });
    // A scanner on the cell's outpost raises the spawn rate: the same Synthling, more of them to catch.
    const count = spawnCount(
      await spawnRateOf(this.deps.orm, position.gameplayCell),
      encoded,
      this.deps.rarityKey,
    );
    const traits = creatureOf(fp, this.deps.rarityKey);
    const [creature] = Array.from({ length: count }, () =>
      em.create(Creature, {
        id: randomUUID(),
        fingerprint,
        gameplayCell: position.gameplayCell,
        ...traits,
        spawnedAt: now,
        expiresAt: new Date(now.getTime() + CREATURE_RULES.spawnLifetimeMs),
        capturedBy: null,
        capturedAt: null,
      }),
    );
    try {
      await em.flush();
    } catch (error) {
      // Nothing was kept: the claimed cooldown goes with it, so the player may send again.
      await this.releaseCooldown(playerId, position.gameplayCell, now);
      throw error;
    }
    await this.publish<FingerprintAccepted>(FINGERPRINT_ACCEPTED_TOPIC, {
      playerId,
      fingerprintId: fingerprint.id,
      gameplayCell: position.gameplayCell,
      at: now.toISOString(),
    });
    return { fingerprintId: fingerprint.id, encodedBytes: encoded.byteLength, creature: creature! };
  }

  /**
   * Claims the player's cooldown in a cell with one conditional upsert: it writes (and answers true)
   * only when the player has no row there or their last accepted fingerprint is a cooldown old. Two
   * submissions at the same moment meet on the row's primary key: one claims it, the other sees its
   * claim (a PostgreSQL server re-checks the condition on the row as the first one left it).
   */
  private async claimCooldown(playerId: string, gameplayCell: string, now: Date): Promise<boolean> {
    const claimed = await this.deps.orm.em.getConnection().execute(
      `insert into "creatures"."fingerprint_cooldown" ("player_id", "gameplay_cell", "last_at") values (?, ?, ?)
       on conflict ("player_id", "gameplay_cell") do update set "last_at" = excluded."last_at"
       where "fingerprint_cooldown"."last_at" <= ?
       returning "player_id"`,
      [playerId, gameplayCell, now, new Date(now.getTime() - CREATURE_RULES.fingerprintCooldownMs)],
    );
    return claimed.length === 1;
  }

  private async releaseCooldown(playerId: string, gameplayCell: string, claimedAt: Date): Promise<void> {
    await this.deps.orm.em
      .getConnection()
      .execute(
        `delete from "creatures"."fingerprint_cooldown" where "player_id" = ? and "gameplay_cell" = ? and "last_at" = ?`,
        [playerId, gameplayCell, claimedAt],
      );
  }

  /** Wild creatures of a cell that can still be captured. */
  async spawnsInCell(gameplayCell: string): Promise<Creature[]> {
    return this.deps.orm.em
      .fork()
      .find(
        Creature,
        { gameplayCell, capturedBy: null, expiresAt: { $gt: this.deps.now() } },
        { orderBy: { spawnedAt: 'desc' } },
      );
  }

  /** Catches a wild creature near the player; the first capture wins (one conditional update). */
  async capture(playerId: string, creatureId: string): Promise<Creature> {
    const em = this.deps.orm.em.fork();
    const creature = await em.findOne(Creature, { id: creatureId });
    if (!creature) throw new NotFound('Creature');
    const position = await this.position(playerId);
    const distance = gridDistance(position.gameplayCell, creature.gameplayCell);
    if (distance < 0 || distance > CREATURE_RULES.maxCellDistance) throw tooFar('The creature', distance);
    const now = this.deps.now();
    const caught = await em.nativeUpdate(
      Creature,
      { id: creatureId, capturedBy: null, expiresAt: { $gt: now } },
      { capturedBy: playerId, capturedAt: now },
    );
    if (caught === 0)
      throw new Conflict(
        creature.capturedBy ? 'This creature was already captured' : 'This creature has gone',
      );
    await this.publish<CreatureCaptured>(CREATURE_CAPTURED_TOPIC, {
      playerId,
      creatureId,
      gameplayCell: creature.gameplayCell,
      at: now.toISOString(),
    });
    await em.refresh(creature);
    return creature;
  }

  async collection(
    playerId: string,
    page: { limit: number; offset: number } = { limit: 50, offset: 0 },
  ): Promise<Creature[]> {
    return this.deps.orm.em
      .fork()
      .find(Creature, { capturedBy: playerId }, { orderBy: { capturedAt: 'desc' }, ...page });
  }

  /**
   * "Delete my fingerprints": every fingerprint of the player goes; the creatures they spawned stay,
   * unlinked (the cell's spawns and others' collections are not the player's to take). Cooldowns that
   * have run out go too; one still running (at most an hour old) stays until it ends, so erasing is
   * no way to send a second +10 fingerprint in the same cell within the hour.
   */
  async eraseFingerprints(playerId: string): Promise<{ fingerprints: number }> {
    const em = this.deps.orm.em.fork();
    const fingerprints = await em.nativeDelete(Fingerprint, { playerId });
    await em
      .getConnection()
      .execute(`delete from "creatures"."fingerprint_cooldown" where "player_id" = ? and "last_at" <= ?`, [
        playerId,
        new Date(this.deps.now().getTime() - CREATURE_RULES.fingerprintCooldownMs),
      ]);
    return { fingerprints };
  }

  private async publish<T>(topic: string, event: T): Promise<void> {
    await this.deps.bus?.publish(topic, event);
  }
}
