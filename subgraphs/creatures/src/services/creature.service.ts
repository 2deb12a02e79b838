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
import { CREATURE_CAPTURED_TOPIC, FINGERPRINT_ACCEPTED_TOPIC, type CreatureCaptured, type FingerprintAccepted } from '../events.js';

/** Where a player last validated (geo-safety's state store answers this; the next stop wires it). */
export interface PlayerPositions {
  lastValidated(playerId: string): Promise<{ h3Cell: string; gameplayCell: string; at: number } | null>;
}

/** Our choices (README): the rules around fingerprints and spawns. */
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
  positions: PlayerPositions;
  bus?: EventBus;
  now: () => Date;
}

function tooFar(what: string, distance: number): DomainError {
  return new DomainError('FORBIDDEN', `${what} is ${distance < 0 ? 'too many' : distance} cells from your last validated position`, {
    reason: 'cell_too_far',
    distanceCells: distance,
  });
}

/** Fingerprints in, creatures out: the gate, the binary form, the spawn, captures and collections. */
export class CreatureService {
  constructor(private readonly deps: CreatureServiceDeps) {}

  private async position(playerId: string) {
    const position = await this.deps.positions.lastValidated(playerId);
    if (!position || this.deps.now().getTime() - position.at > CREATURE_RULES.positionMaxAgeMs) {
      throw new DomainError('FORBIDDEN', 'Validate your location first: no recent valid position', { reason: 'no_valid_position' });
    }
    return position;
  }

  async submitFingerprint(playerId: string, input: unknown) {
    const parsed = fingerprintSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(`Invalid fingerprint: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const fp = parsed.data;
    const position = await this.position(playerId);
    const distance = gridDistance(position.h3Cell, fp.h3Cell);
    if (distance < 0 || distance > CREATURE_RULES.maxCellDistance) throw tooFar('The fingerprint cell', distance);

    const now = this.deps.now();
    const em = this.deps.orm.em.fork();
    const recent = await em.count(Fingerprint, { playerId, gameplayCell: position.gameplayCell, createdAt: { $gt: new Date(now.getTime() - CREATURE_RULES.fingerprintCooldownMs) } });
    if (recent > 0) throw new Conflict('A fingerprint was already submitted in this cell within the hour');

    const encoded = encodeFingerprint(fp);
    if (encoded.byteLength > MAX_ENCODED_BYTES) throw new BadInput(`Fingerprint encodes to ${encoded.byteLength} bytes, over ${MAX_ENCODED_BYTES}`);
    const fingerprint = em.create(Fingerprint, { id: randomUUID(), playerId, h3Cell: fp.h3Cell, gameplayCell: position.gameplayCell, encoded, createdAt: now });
    // A scanner on the cell's outpost raises the spawn rate: the same Synthling, more of them to catch.
    const count = spawnCount(await spawnRateOf(this.deps.orm, position.gameplayCell), encoded);
    const traits = creatureOf(fp);
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
    await em.flush();
    await this.publish<FingerprintAccepted>(FINGERPRINT_ACCEPTED_TOPIC, { playerId, fingerprintId: fingerprint.id, gameplayCell: position.gameplayCell, at: now.toISOString() });
    return { fingerprintId: fingerprint.id, encodedBytes: encoded.byteLength, creature: creature! };
  }

  /** Wild creatures of a cell that can still be captured. */
  async spawnsInCell(gameplayCell: string): Promise<Creature[]> {
    return this.deps.orm.em.fork().find(Creature, { gameplayCell, capturedBy: null, expiresAt: { $gt: this.deps.now() } }, { orderBy: { spawnedAt: 'desc' } });
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
    const caught = await em.nativeUpdate(Creature, { id: creatureId, capturedBy: null, expiresAt: { $gt: now } }, { capturedBy: playerId, capturedAt: now });
    if (caught === 0) throw new Conflict(creature.capturedBy ? 'This creature was already captured' : 'This creature has gone');
    await this.publish<CreatureCaptured>(CREATURE_CAPTURED_TOPIC, { playerId, creatureId, gameplayCell: creature.gameplayCell, at: now.toISOString() });
    await em.refresh(creature);
    return creature;
  }

  async collection(playerId: string, page: { limit: number; offset: number } = { limit: 50, offset: 0 }): Promise<Creature[]> {
    return this.deps.orm.em.fork().find(Creature, { capturedBy: playerId }, { orderBy: { capturedAt: 'desc' }, ...page });
  }

  private async publish<T>(topic: string, event: T): Promise<void> {
    await this.deps.bus?.publish(topic, event);
  }
}
