import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const CrewRoleSchema: z.ZodType<"leader" | "member" | "officer", "leader" | "member" | "officer"> = z.enum(['leader', 'member', 'officer']);

export const OutpostModuleSchema: z.ZodType<"amplifier" | "beacon" | "scanner" | "shield", "amplifier" | "beacon" | "scanner" | "shield"> = z.enum(['amplifier', 'beacon', 'scanner', 'shield']);

export function CrewInputSchema() {
  return z.object({
    color: z.string().min(7, "must be at least 7 characters").max(7, "must be at most 7 characters"),
    name: z.string().min(3, "must be at least 3 characters").max(40, "must be at most 40 characters"),
    tag: z.string().min(3, "must be at least 3 characters").max(5, "must be at most 5 characters")
  })
}

export function RaidInputSchema() {
  return z.object({
    attackPower: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100"),
    targetCellH3: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters"),
    userId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid").nullish()
  })
}

export function MutationAdvanceTestClockArgsSchema() {
  return z.object({
    seconds: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(31536000, "must be at most 31536000")
  })
}

export function MutationCreateCrewArgsSchema() {
  return z.object({
    input: z.lazy(() => CrewInputSchema())
  })
}

export function MutationInstallOutpostModuleArgsSchema() {
  return z.object({
    module: OutpostModuleSchema,
    outpostId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid")
  })
}

export function MutationJoinCrewArgsSchema() {
  return z.object({
    crewId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid")
  })
}

export function MutationSetCrewRoleArgsSchema() {
  return z.object({
    playerId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid"),
    role: CrewRoleSchema
  })
}

export function PlayerDeployOutpostArgsSchema() {
  return z.object({
    cell: z.string()
  })
}

export function PlayerRaidArgsSchema() {
  return z.object({
    input: z.lazy(() => RaidInputSchema())
  })
}

export function QueryCrewArgsSchema() {
  return z.object({
    id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid")
  })
}

export function QueryDistrictContractsArgsSchema() {
  return z.object({
    districtId: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters")
  })
}

export function QueryDistrictLeaderboardArgsSchema() {
  return z.object({
    districtId: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters"),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(200, "must be at most 200").default(50)
  })
}

export function QueryRecruitingCrewsArgsSchema() {
  return z.object({
    cell: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters")
  })
}

export function QueryTurfCellArgsSchema() {
  return z.object({
    h3Index: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters")
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.advanceTestClock': MutationAdvanceTestClockArgsSchema,
  'Mutation.createCrew': MutationCreateCrewArgsSchema,
  'Mutation.installOutpostModule': MutationInstallOutpostModuleArgsSchema,
  'Mutation.joinCrew': MutationJoinCrewArgsSchema,
  'Mutation.setCrewRole': MutationSetCrewRoleArgsSchema,
  'Player.deployOutpost': PlayerDeployOutpostArgsSchema,
  'Player.raid': PlayerRaidArgsSchema,
  'Query.crew': QueryCrewArgsSchema,
  'Query.districtContracts': QueryDistrictContractsArgsSchema,
  'Query.districtLeaderboard': QueryDistrictLeaderboardArgsSchema,
  'Query.recruitingCrews': QueryRecruitingCrewsArgsSchema,
  'Query.turfCell': QueryTurfCellArgsSchema,
};
