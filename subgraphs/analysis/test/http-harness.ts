import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnalysisApp } from '../src/http/app.js';
import { loadAnalysisConfig, type AnalysisConfig } from '../src/config.js';

export interface RunningService {
  url: string;
  post: (path: string, body: unknown) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

/** The real app on an ephemeral port, talked to with fetch; config from a test env, logs silent. */
export async function startService(
  env: Record<string, string> = {},
): Promise<RunningService & { config: AnalysisConfig }> {
  const config = loadAnalysisConfig({ LOG_LEVEL: 'silent', ...env });
  const server: Server = createAnalysisApp(config).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, post, close, config };
}
