export { BrowserPool, type BrowserPoolOptions, type LaunchProxy } from './browser-pool.js';
export {
  NO_SANDBOX_SETTING,
  SandboxUnavailable,
  sandboxRule,
  sandboxSettings,
  type SandboxRule,
  type SandboxSettings,
} from './sandbox-rule.js';
