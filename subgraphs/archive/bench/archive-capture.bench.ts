// Capture time of the real archive pipeline (shared Chromium, SSRF guard, HTML + full-page PNG + PDF
// written to disk) for a local page, without a server. Called from scripts/bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '@platform/config';
import { ArchiveFiles } from '../src/services/archive-files.js';
import { BrowserPool, sandboxSettings } from '@platform/browser-pool';
import { GuardedProxy, UrlGuard } from '@platform/url-guard';
import { PageCapture } from '../src/services/page-capture.js';
import { percentiles, type Measurement } from '../../../scripts/bench-table.js';

const CAPTURES = 10;

/** A page with some weight: headings, paragraphs and a styled table, about two screens long. */
function benchPage(): string {
  const rows = Array.from(
    { length: 40 },
    (_, i) => `<tr><td>${i}</td><td>Row ${i}</td><td>${(i * 7.31).toFixed(2)}</td></tr>`,
  ).join('');
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) => `<h2>Section ${i}</h2><p>${'Archived text for the benchmark. '.repeat(30)}</p>`,
  ).join('');
  return `<!doctype html><html><head><title>Bench page</title><style>body{font:16px sans-serif;margin:2em}table{border-collapse:collapse}td{border:1px solid #999;padding:4px}</style></head><body><h1>Bench page</h1>${paragraphs}<table>${rows}</table></body></html>`;
}

export async function archiveCaptureBench(): Promise<Measurement[]> {
  const config = loadConfig();
  const html = benchPage();
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const root = mkdtempSync(join(tmpdir(), 'archive-bench-'));
  const files = new ArchiveFiles(root);
  const guard = new UrlGuard({ allowPrivate: true });
  const browsers = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
    sandbox: sandboxSettings(config),
    proxy: new GuardedProxy(guard),
    logger: pino({ level: 'silent' }),
  });
  // The page is local, so the guard runs with private addresses allowed (its scheme check still applies).
  const capture = new PageCapture(browsers, guard, config.ARCHIVE_TIMEOUT_MS);
  try {
    const launchStarted = performance.now();
    await capture.capture(url, await files.prepare(1, 'warm-up'));
    const firstMs = performance.now() - launchStarted;
    const times: number[] = [];
    for (let i = 0; i < CAPTURES; i++) {
      const paths = await files.prepare(1, `capture-${i}`);
      const started = performance.now();
      await capture.capture(url, paths);
      times.push(performance.now() - started);
    }
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    return [
      { measure: 'Archive: first capture incl. Chromium launch', result: `${firstMs.toFixed(0)} ms` },
      {
        measure: `Archive: page capture (HTML + full-page PNG + PDF), mean of ${CAPTURES}`,
        result: `${mean.toFixed(0)} ms`,
      },
      {
        measure: `Archive: page capture, p95 of ${CAPTURES}`,
        result: `${percentiles(times, [95])[0]!.toFixed(0)} ms`,
      },
    ];
  } finally {
    await browsers.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  }
}
