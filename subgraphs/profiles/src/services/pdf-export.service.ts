import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserPool } from '@platform/browser-pool';
import { NotFound, ServiceUnavailable } from '@platform/errors';
import { resumeHtml } from '../exports/resume-html.js';
import { findMask } from '../taxonomy/masks.js';
import { loadSnapshot } from './profile-snapshot.js';
import type { ProfilesContext } from './profiles-context.js';

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree nodes). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/**
 * Renders a profile as a PDF with the platform's Chromium (the archive's browser pool): a fresh
 * browser context per export, JavaScript off and every request refused (the page is self-contained).
 * The file is <folder>/<profileId>/<mask or plain>.pdf, replaced by the next export of the same pair.
 */
export class PdfExportService {
  constructor(
    private readonly context: ProfilesContext,
    private readonly browsers: BrowserPool,
    private readonly folder: string,
    private readonly timeoutMs: number,
  ) {}

  async render(subject: string, profileId: string, maskId?: string | null) {
    const mask = maskId ? findMask(maskId) : undefined;
    if (maskId && !mask) throw new NotFound('Mask');
    const snapshot = await loadSnapshot(this.context, subject, profileId);
    const fileName = `${mask?.id ?? 'plain'}.pdf`;
    const directory = join(this.folder, snapshot.profile.id);
    await mkdir(directory, { recursive: true });
    const path = join(directory, fileName);
    // No browser (Chromium missing or failing to start) is an outage of this export, not a server error.
    const browser = await this.browsers.get().catch((error: Error) => {
      throw new ServiceUnavailable(`The PDF export is unavailable: ${error.message}`);
    });
    const page = await (await browser.createBrowserContext()).newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on(
        'request',
        (request) =>
          void (request.url().startsWith('data:') || request.url() === 'about:blank'
            ? request.continue()
            : request.abort('blockedbyclient')),
      );
      await page.setContent(resumeHtml(snapshot, mask), { waitUntil: 'load', timeout: this.timeoutMs });
      await page.pdf({
        path,
        format: 'A4',
        printBackground: true,
        margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
        timeout: this.timeoutMs,
      });
    } finally {
      await page
        .browserContext()
        .close()
        .catch(() => undefined);
    }
    return { profileId: snapshot.profile.id, fileName, pages: pdfPageCount(await readFile(path)) };
  }
}
