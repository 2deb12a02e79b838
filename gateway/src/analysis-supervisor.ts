import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@platform/observability';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_RUN_MS = 60_000;

export interface AnalysisSupervisor {
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /**
   * Aborted when the process begins to shut down. From then on an exit of the child is final: on
   * Ctrl-C the terminal signals the whole process group, so the child exits by itself while the
   * steps before `stop()` still run, and it must not be started again.
   */
  stopping: AbortSignal;
  /** The child's entry (tests give a small stand-in, run from its TypeScript source). */
  entry?: string;
  /** Runs each time the child says it listens. */
  onReady?: () => void;
}

const TS_NODE_ARGS = ['--import', 'tsx'];

/**
 * How the child runs: the way this process runs. Started from the compiled build (`npm start`), the
 * compiled analysis service; started from the TypeScript sources (tests, `npm run start:dev`), its
 * sources through tsx.
 */
export function analysisCommand(execArgv = process.execArgv): string[] {
  const fromSources = execArgv.includes('tsx');
  return fromSources
    ? [...TS_NODE_ARGS, 'subgraphs/analysis/src/main.ts']
    : ['--expose-gc', 'dist/analysis.js'];
}

/**
 * Runs the analysis service as a child process in embedded mode, so it can crash or be stopped
 * without taking the API down: it is restarted with a growing delay (1 s doubling to 30 s, reset
 * after a minute of uptime) while the API answers its ML features as unavailable meanwhile.
 * `onReady` runs each time the child says it listens (a `ready` message on the IPC channel), so
 * /health can report it healthy at once instead of at the next periodic check.
 */
export function superviseAnalysisService(
  mlUrl: URL,
  logLevel: string,
  logger: Logger,
  options: SupervisorOptions,
): AnalysisSupervisor {
  let child: ChildProcess | undefined;
  let stopped = false;
  const stopping = () => stopped || options.stopping.aborted;
  let backoff = 1000;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    const args = options.entry ? [...TS_NODE_ARGS, options.entry] : analysisCommand();
    child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        ANALYSIS_HOST: mlUrl.hostname,
        ANALYSIS_PORT: mlUrl.port || '5000',
        LOG_LEVEL: logLevel,
      },
      // The IPC channel carries the child's `ready`; its closing tells the child that this process is gone.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { type?: string }) => {
      if (message?.type === 'ready') options.onReady?.();
    });
    // The channel must not keep this process alive on its own.
    child.channel?.unref();
    logger.info({ pid: child.pid, url: mlUrl.origin }, 'analysis service started');
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping()) {
        logger.info({ code, signal }, 'analysis service exited during shutdown; not restarted');
        return;
      }
      if (Date.now() - startedAt > HEALTHY_RUN_MS) backoff = 1000;
      logger.warn({ code, signal, restartInMs: backoff }, 'analysis service exited; restarting');
      timer = setTimeout(start, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    });
  };
  start();
  options.stopping.addEventListener('abort', () => clearTimeout(timer), { once: true });
  // A forced exit (shutdown timeout, second signal) skips stop(): take the child along all the same.
  process.once('exit', () => child?.kill('SIGKILL'));

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!child) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Only a local ML_URL is ours to start; a remote one is somebody else's process. */
export function isLocalUrl(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
}
