import { z } from 'zod';

// The documented success bodies of the fingerprint, creature and turf routes (OpenAPI): the graph's
// camelCase fields as the operations select them.

/** A platform account's handle beside a player id: null for a player no platform account holds (an outside issuer's). */
const handle = z
  .string()
  .nullable()
  .describe("the player's platform account handle; null when the player has no platform account");

const influenceMap = z
  .record(z.string(), z.number())
  .describe('id (player uuid or crew id) to influence, decayed to now');

export const cellInfluenceRecord = z.object({
  h3Index: z.string(),
  districtId: z.string(),
  playerInfluence: influenceMap,
  crewInfluence: influenceMap,
  totals: z.object({ players: z.number(), crews: z.number() }),
  controllingCrewId: z
    .string()
    .nullable()
    .describe('the strongest active crew (6 to 30 members) in the cell'),
});

export const creatureRecord = z
  .object({
    id: z.string(),
    species: z.string(),
    geometry: z.enum(['Crystalline', 'Organic', 'Geometric', 'Fluid', 'Fractal']),
    motion: z.enum(['Float', 'Pulse', 'Spiral', 'Bounce', 'Swarm']),
    sound: z.enum(['Ambient', 'Melodic', 'Percussive', 'Harmonic', 'Noise']),
    rarity: z.enum(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']),
    palette: z.array(z.array(z.number().int())).describe('RGB arrays, dominant colour first'),
    cell: z.object({ h3Index: z.string() }),
    spawnedAt: z.string(),
    expiresAt: z.string(),
    capturedAt: z.string().nullable(),
  })
  .meta({ id: 'Creature' });

export const outpostRecord = z
  .object({
    id: z.string(),
    cell: z.string(),
    districtId: z.string(),
    ownerId: z.string(),
    ownerHandle: handle.describe("the owner's platform account handle; null when the owner has none"),
    crewId: z.string().nullable(),
    health: z.number().int().min(0).max(100),
    level: z.number().int().min(1).max(5),
    modules: z.object({
      scanner: z.number().int(),
      amplifier: z.number().int(),
      shield: z.number().int(),
      beacon: z.number().int(),
    }),
    effects: z.object({
      spawnRateMultiplier: z.number(),
      passiveMultiplier: z.number(),
      defence: z.number().int(),
      recruitRadiusCells: z.number().int(),
    }),
    upgrade: z
      .object({
        module: z.enum(['scanner', 'amplifier', 'shield', 'beacon']),
        level: z.number().int().min(1).max(3),
        readyAt: z.string().describe('ISO 8601: the level works from then on'),
      })
      .nullable()
      .describe(
        'the module level bought and still being built (modules and effects count it once it is ready)',
      ),
  })
  .meta({ id: 'Outpost' });

export const fingerprintReceiptRecord = z.object({
  fingerprintId: z.string(),
  encodedBytes: z.number().int().describe('size of the stored binary form, under 400'),
  cell: cellInfluenceRecord.describe('the gameplay cell credited, after the +10'),
  creature: creatureRecord,
});

export const captureRecord = z.object({
  creature: creatureRecord,
  cell: cellInfluenceRecord.describe("the creature's cell, after the +5"),
});

export const cellRecord = cellInfluenceRecord.extend({
  outpost: outpostRecord.nullable(),
  wildCreatures: z.array(creatureRecord).describe('creatures still capturable here'),
});

export const leaderboardRecord = z.object({
  districtId: z.string(),
  players: z.array(z.object({ rank: z.number().int(), playerId: z.string(), handle, influence: z.number() })),
  crews: z.array(
    z.object({
      rank: z.number().int(),
      crewId: z.string(),
      name: z.string().nullable(),
      tag: z.string().nullable(),
      influence: z.number(),
    }),
  ),
});

export const raidRecord = z.object({
  id: z.string(),
  targetCell: z.string(),
  outcome: z.enum(['repelled', 'damaged', 'destroyed']),
  attackPower: z.number().int(),
  defence: z.number().int().describe("the shield's 5 per level"),
  damage: z.number().int(),
  outpostHealth: z.number().int(),
  influenceMoved: z.number(),
  attackerId: z.string(),
  defenderId: z.string(),
  at: z.string(),
});

export const crewRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    tag: z.string(),
    color: z.string(),
    active: z.boolean().describe('6 to 30 members: only an active crew controls cells'),
    members: z.array(
      z.object({
        playerId: z.string(),
        handle,
        role: z.enum(['leader', 'officer', 'member']),
        joinedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'Crew' });

export const recruitingCrewRecord = z.object({
  crew: crewRecord,
  outpostCell: z.string().describe("the crew's nearest outpost whose beacon reaches the cell"),
  distanceCells: z.number().int().describe('0 to the beacon level'),
  openSlots: z.number().int().describe('places left before 30 players'),
});

export const contractRecord = z.object({
  id: z.string(),
  type: z.enum(['capture', 'survey', 'patrol', 'raid', 'defend']),
  target: z.number().int(),
  reward: z.number().int(),
  expiresAt: z.string(),
  progress: z.number().int(),
  completedAt: z.string().nullable(),
});

// The graph answers `account { handle }` (`owner { handle }` on an outpost); the records flatten it to a handle.
type Handled = { account?: { handle: string } | null };

export const withHandle = <T extends Handled>({ account, ...entry }: T) => ({
  ...entry,
  handle: account?.handle ?? null,
});

export const toOutpostRecord = <T extends { owner?: { handle: string } | null }>({
  owner,
  ...outpost
}: T) => ({
  ...outpost,
  ownerHandle: owner?.handle ?? null,
});

export const toCrewRecord = <T extends { members: Handled[] }>(crew: T) => ({
  ...crew,
  members: crew.members.map(withHandle),
});

export const toLeaderboardRecord = <T extends { players: Handled[] }>(board: T) => ({
  ...board,
  players: board.players.map(withHandle),
});

export const toCellRecord = <T extends { outpost?: { owner?: { handle: string } | null } | null }>(
  cell: T,
) => ({ ...cell, outpost: cell.outpost ? toOutpostRecord(cell.outpost) : null });
