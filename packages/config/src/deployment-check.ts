import { ConfigError, configSchema, loadConfig, type Config } from './index.js';
import { oidcProductionProblem, oidcSettingProblems } from './oidc-settings.js';
import { resumeSettingProblems } from './resume-settings.js';

export interface DeploymentReport {
  /** What start-up refuses (the process would exit): each a sentence naming the variable. */
  errors: string[];
  /** What works but a deployment should not keep (data lost on redeploy, shared state per replica). */
  warnings: string[];
  config?: Config;
}

/**
 * `npm run check-env`: the environment as a deployment of the resume API would run it. Errors are
 * exactly what start-up refuses (loadConfig's refusals, and the platform keys' in production: see
 * oidcProductionProblem), so the check and the service never disagree;
 * warnings are the settings a server deployment needs that the embedded mode can do without.
 */
export function checkDeployment(env: NodeJS.ProcessEnv): DeploymentReport {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const errors = error.message.replace(/^(Invalid configuration|Refusing to start): /, '').split('; ');
    // loadConfig stops at its first refusal: the resume settings' own are listed too, all at once.
    const parsed = configSchema.safeParse(env);
    if (parsed.success)
      errors.push(
        ...[
          ...resumeSettingProblems(parsed.data),
          ...oidcSettingProblems(parsed.data),
          oidcProductionProblem(parsed.data) ?? '',
        ].filter((problem) => problem && !errors.includes(problem)),
      );
    return { errors, warnings: [] };
  }
  // The platform process and gateway replicas refuse it when they load the platform keys.
  const keysProblem = oidcProductionProblem(config);
  if (keysProblem) return { errors: [keysProblem], warnings: [] };
  const warnings: string[] = [...(config.warnings ?? [])];
  const production = config.NODE_ENV === 'production';
  if (!config.DATABASE_URL)
    warnings.push(
      'DATABASE_URL is unset: data lives in the embedded PGlite folder DATA_DIR (one process only; a server deployment needs a PostgreSQL server)',
    );
  if (!config.REDIS_URL)
    warnings.push(
      'REDIS_URL is unset: rate-limit counters and events stay in this process (several replicas would each count alone)',
    );
  if (production && !config.VC_SIGNING_KEY)
    warnings.push(
      'VC_SIGNING_KEY is unset: the credential key is generated into DATA_DIR; a fresh volume changes the issuer did:key',
    );
  // A warning, not a refusal: a deployment may serve products whose people sign in elsewhere.
  if (production && !config.MAIL_URL)
    warnings.push(
      'MAIL_URL is unset: e-mail verification and password reset links cannot be sent (each is logged as an error instead)',
    );
  if (production && !config.STRIPE_SECRET_KEY)
    warnings.push('STRIPE_SECRET_KEY is unset: plan tiers cannot be bought');
  if (
    production &&
    !(config.HUNTER_PRICE_PRO && config.HUNTER_PRICE_ENTERPRISE && config.HUNTER_STRIPE_WEBHOOK_SECRET)
  )
    warnings.push(
      'HUNTER_PRICE_PRO / HUNTER_PRICE_ENTERPRISE / HUNTER_STRIPE_WEBHOOK_SECRET are unset: subscriptions cannot map to the PRO and ENTERPRISE quota tiers',
    );
  if (config.LOCAL_LLM_ENABLED && config.LLM_POLICY === 'locked')
    warnings.push(
      'LOCAL_LLM_ENABLED=true has no effect while LLM_POLICY=locked (every model call is disabled)',
    );
  if (production && !config.ORCH_WORKER_ENABLED)
    warnings.push(
      'ORCH_WORKER_ENABLED=false: narratives wait for a worker started with `npm run start:worker` (answered pending otherwise)',
    );
  return { errors: [], warnings, config };
}
