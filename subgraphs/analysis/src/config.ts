import { z } from 'zod';

/** Every environment variable the analysis process reads, with its default; nothing else reads process.env. */
export const analysisEnvSchema = z.object({
  ANALYSIS_HOST: z.string().min(1).default('127.0.0.1'),
  ANALYSIS_PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  ANALYSIS_MAX_TEXT_CHARS: z.coerce.number().int().min(1000).max(50_000_000).default(200_000),
  ANALYSIS_BODY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i, 'a size such as 512kb or 5mb')
    .default('5mb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AnalysisConfig {
  host: string;
  port: number;
  /** Texts longer than this are truncated before any pipeline runs (responses say `truncated: true`). */
  maxTextChars: number;
  /** express.json limit, e.g. '5mb'; larger bodies get 413. */
  bodyLimit: string;
  logLevel: z.infer<typeof analysisEnvSchema>['LOG_LEVEL'];
}

export class AnalysisConfigError extends Error {}

/** Reads and validates the environment once; an empty variable counts as unset. */
export function loadAnalysisConfig(env: NodeJS.ProcessEnv = process.env): AnalysisConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = analysisEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new AnalysisConfigError(`Invalid analysis configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    host: values.ANALYSIS_HOST,
    port: values.ANALYSIS_PORT,
    maxTextChars: values.ANALYSIS_MAX_TEXT_CHARS,
    bodyLimit: values.ANALYSIS_BODY_LIMIT,
    logLevel: values.LOG_LEVEL,
  };
}
