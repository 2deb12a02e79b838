import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const AudioBandSchema: z.ZodType<"bass" | "brilliance" | "high_mid" | "low_mid" | "mid" | "presence" | "sub_bass", "bass" | "brilliance" | "high_mid" | "low_mid" | "mid" | "presence" | "sub_bass"> = z.enum(['bass', 'brilliance', 'high_mid', 'low_mid', 'mid', 'presence', 'sub_bass']);

export const DayTypeSchema: z.ZodType<"weekday" | "weekend", "weekday" | "weekend"> = z.enum(['weekday', 'weekend']);

export const SeasonSchema: z.ZodType<"autumn" | "spring" | "summer" | "winter", "autumn" | "spring" | "summer" | "winter"> = z.enum(['autumn', 'spring', 'summer', 'winter']);

export const TimeOfDaySchema: z.ZodType<"afternoon" | "evening" | "morning" | "night", "afternoon" | "evening" | "morning" | "night"> = z.enum(['afternoon', 'evening', 'morning', 'night']);

export function AudioFeaturesInputSchema() {
  return z.object({
    ambientLevel: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    complexity: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    frequency: z.number().min(20, "must be at least 20").max(20000, "must be at most 20000")
  })
}

export function CaptureInputSchema() {
  return z.object({
    creatureId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid")
  })
}

export function DescriptorAudioInputSchema() {
  return z.object({
    dominantBand: AudioBandSchema,
    harmonicRatio: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    loudness: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    rhythmDensity: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    spectralCentroid: z.number().min(20, "must be at least 20").max(20000, "must be at most 20000")
  })
}

export function DescriptorGeometryInputSchema() {
  return z.object({
    complexity: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    edgeHistogram: z.array(z.number()).min(8, "must hold at least 8 item(s)").max(8, "may hold at most 8 items"),
    surfaces: z.lazy(() => DescriptorSurfacesInputSchema()),
    verticalBias: z.number().min(-1, "must be at least -1").max(1, "must be at most 1")
  })
}

export function DescriptorLocalityInputSchema() {
  return z.object({
    dayType: DayTypeSchema,
    season: SeasonSchema.nullish(),
    timeOfDay: TimeOfDaySchema
  })
}

export function DescriptorMotionInputSchema() {
  return z.object({
    direction: z.number().min(0, "must be at least 0").max(360, "must be at most 360"),
    level: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    periodicity: z.number().min(0, "must be at least 0").max(1, "must be at most 1")
  })
}

export function DescriptorSurfacesInputSchema() {
  return z.object({
    building: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    ground: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    road: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    sky: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    vegetation: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    water: z.number().min(0, "must be at least 0").max(1, "must be at most 1")
  })
}

export function DescriptorVisualInputSchema() {
  return z.object({
    paletteWeights: z.array(z.number()).min(5, "must hold at least 5 item(s)").max(7, "may hold at most 7 items"),
    saturation: z.number().min(0, "must be at least 0").max(1, "must be at most 1")
  })
}

export function FingerprintDescriptorInputSchema() {
  return z.object({
    audio: z.lazy(() => DescriptorAudioInputSchema().nullish()),
    geometry: z.lazy(() => DescriptorGeometryInputSchema()),
    locality: z.lazy(() => DescriptorLocalityInputSchema()),
    motion: z.lazy(() => DescriptorMotionInputSchema().nullish()),
    visual: z.lazy(() => DescriptorVisualInputSchema())
  })
}

export function FingerprintInputSchema() {
  return z.object({
    audioFeatures: z.lazy(() => AudioFeaturesInputSchema().nullish()),
    brightness: z.number().min(0, "must be at least 0").max(1, "must be at most 1"),
    colorPalette: z.array(z.lazy(() => RgbInputSchema())).min(5, "must hold at least 5 item(s)").max(7, "may hold at most 7 items"),
    colorTemperature: z.number().min(1000, "must be at least 1000").max(12000, "must be at most 12000"),
    descriptor: z.lazy(() => FingerprintDescriptorInputSchema().nullish()),
    dominantColor: z.lazy(() => RgbInputSchema()),
    h3Cell: z.string().min(15, "must be at least 15 characters").max(15, "must be at most 15 characters"),
    motionSignature: z.lazy(() => MotionSignatureInputSchema().nullish()),
    planeCount: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(64, "must be at most 64"),
    userId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid").nullish()
  })
}

export function MotionSignatureInputSchema() {
  return z.object({
    accelerationMagnitude: z.number().min(0, "must be at least 0").max(50, "must be at most 50"),
    rotationX: z.number().min(-10, "must be at least -10").max(10, "must be at most 10"),
    rotationY: z.number().min(-10, "must be at least -10").max(10, "must be at most 10"),
    rotationZ: z.number().min(-10, "must be at least -10").max(10, "must be at most 10")
  })
}

export function RgbInputSchema() {
  return z.object({
    b: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(255, "must be at most 255"),
    g: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(255, "must be at most 255"),
    r: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(255, "must be at most 255")
  })
}

export function PlayerCaptureCreatureArgsSchema() {
  return z.object({
    input: z.lazy(() => CaptureInputSchema())
  })
}

export function PlayerSubmitFingerprintArgsSchema() {
  return z.object({
    input: z.lazy(() => FingerprintInputSchema())
  })
}

export function QueryMyCreaturesArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(200, "must be at most 200").default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").default(0)
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Player.captureCreature': PlayerCaptureCreatureArgsSchema,
  'Player.submitFingerprint': PlayerSubmitFingerprintArgsSchema,
  'Query.myCreatures': QueryMyCreaturesArgsSchema,
};
