import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '/work/main/test/support/platform-process.js';
import { request } from '/work/main/test/support/http-client.js';
import { BENCH_PLATFORM_ENV, seedTabs } from '/work/main/scripts/bench-http.js';

function smaps(pid: number) {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const cats = new Map<string, number>();
  let name = '', size = 0;
  for (const line of text.split('\n')) {
    const h = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/);
    if (h) { size = (parseInt(h[2], 16) - parseInt(h[1], 16)) / 1024; name = h[4] || (size >= 4 * 1024 * 1024 ? 'anon>=4GB(wasm)' : size === 65536 || size===131072? 'anon 64MB(arena?)' : size >= 1024*32 ? 'anon>=32MB' : size === 256 ? 'anon 256K (v8 page)' : size > 256 ? 'anon >256K' : 'anon <=256K'); if (name.startsWith('/')) name = name.includes('node_modules') ? 'file:node_modules ' + name.split('/').pop() : 'file:' + name.split('/').pop(); continue; }
    const r = line.match(/^Rss:\s+(\d+) kB/);
    if (r) cats.set(name, (cats.get(name) ?? 0) + Number(r[1]));
  }
  return [...cats].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb > 1024).map(([n, kb]) => `${(kb / 1024).toFixed(1)} MB ${n}`).join('\n');
}

const dataDir = mkdtempSync(join(tmpdir(), 'mp-'));
const port = await freePort();
const flags = (process.env.FLAGS ?? '--expose-gc --max-old-space-size=1024 --max-semi-space-size=16').split(' ').filter(Boolean);
const child = spawn('node', ['--import', './packages/node-compat/register.mjs', ...flags, 'dist/main.js'], { cwd: '/work/main', stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...BENCH_PLATFORM_ENV, HOST: '127.0.0.1', PORT: String(port), GATEWAY_PORT: String(await freePort()), DATA_DIR: dataDir, ML_URL: `http://127.0.0.1:${await freePort()}`, ANALYSIS_AUTOSTART: 'false', LOG_LEVEL: 'debug' } });
const api = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await request(api, 'GET', '/health')).status === 200) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
console.log('--- after start'); console.log(smaps(child.pid!));
const user = await seedTabs(api);
const headers = { authorization: `Bearer ${user.token}` };
let n = 0;
await autocannon({ url: `${api}/api/tabs`, headers, duration: 5, connections: 4, requests: [{ setupRequest: (req: any) => ({ ...req, path: `/api/tabs?limit=100&w=${n++}` }) }] });
await autocannon({ url: `${api}/api/tabs?limit=100`, headers, duration: 3, connections: 4 });
console.log('--- after warm-up'); console.log(smaps(child.pid!));
const st = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:.*/)?.[0]; console.log(st);
import('node:child_process').then(({ execFileSync }) => {
  console.log('warm-up ended', Date.now()); execFileSync('sleep', ['8.5']);
  console.log('--- after 3.5 s'); console.log(smaps(child.pid!));
  console.log(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:.*/)?.[0]);
  process.kill(child.pid!, 'SIGUSR2'); execFileSync('sleep', ['25']);
  child.kill('SIGTERM');
});