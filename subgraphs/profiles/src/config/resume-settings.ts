import { z } from 'zod';
import { resumeSettingProblems, resumeSettingsShape, type ResumeSettings } from '@platform/config';

export { allowedModelHosts, DEVELOPMENT_ENCRYPTION_KEY, type ResumeSettings } from '@platform/config';

const schema = z.object({ NODE_ENV: z.string().default('development'), ...resumeSettingsShape });

/**
 * The resume settings alone, from a plain record (the domains' tests and benches; the platform
 * reads them with every other setting through @platform/config's loadConfig).
 */
export function loadResumeSettings(env: Record<string, string | undefined> = {}): ResumeSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid resume settings: ${z.prettifyError(parsed.error)}`);
  const problems = resumeSettingProblems(parsed.data);
  if (problems.length) throw new Error(`Invalid resume settings: ${problems.join('; ')}`);
  return parsed.data;
}
