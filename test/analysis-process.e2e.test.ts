import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { freePort, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';

// `npm start` runs the analysis service as a supervised child process: it can die without taking
// the API down, and comes back by itself.
describe('the analysis service in embedded mode', () => {
  let platform: RunningPlatform;
  let mlUrl: string;
  beforeAll(async () => {
    mlUrl = `http://127.0.0.1:${await freePort()}`;
    platform = await startPlatform({ ANALYSIS_AUTOSTART: 'true', ML_URL: mlUrl, ML_HEALTH_INTERVAL_MS: '200', LOG_LEVEL: 'info' });
  }, 90_000);
  afterAll(() => platform?.stop());

  const mlState = async () => (await request(platform.api, 'GET', '/health')).body.services.mlService as string;
  const analysisPids = () =>
    platform.logs.filter((line) => line.includes('"analysis service started"')).map((line) => JSON.parse(line).pid as number);

  it('starts it, reports it healthy, and it answers its own API', async () => {
    await eventually(async () => ((await mlState()) === 'healthy' ? true : undefined), 30_000);
    const classified = await request(mlUrl, 'POST', '/api/classify', { body: { text: 'The new GPU and the compiler toolchain ship with the latest software update.' } });
    expect(classified.status).toBe(200);
    expect(classified.body.category).toBe('Technology');
  }, 40_000);

  it('keeps the API serving while the analysis process is killed, then restarts it', async () => {
    const { token } = await signUp(platform.api);
    const [pid] = analysisPids();
    process.kill(pid, 'SIGKILL');
    await eventually(async () => ((await mlState()) === 'unhealthy' ? true : undefined), 10_000);
    expect((await request(platform.api, 'POST', '/api/tabs', { token, body: { url: 'https://example.com/still-up' } })).status).toBe(201);
    expect((await request(platform.api, 'GET', '/api/tabs', { token })).body).toHaveLength(1);
    await eventually(async () => ((await mlState()) === 'healthy' ? true : undefined), 30_000);
    expect(analysisPids().length).toBe(2);
  }, 60_000);
});
