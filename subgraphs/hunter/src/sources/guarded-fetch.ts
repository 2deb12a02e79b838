import { BlockedUrl, guardedGet, ResponseTooLarge, type UrlGuard } from '@platform/url-guard';

export const SOURCE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * GET of a job source through the SSRF guard (every redirect hop checked, the connection pinned to
 * the checked address): the answer must be 2xx, and the download stops at the first byte past
 * `maxBytes`, announced or not.
 */
export async function guardedFetch(
  guard: UrlGuard,
  raw: string,
  timeoutMs: number,
  maxBytes = SOURCE_MAX_BYTES,
): Promise<string> {
  try {
    const response = await guardedGet(guard, raw, {
      timeoutMs,
      maxBytes,
      headers: { accept: 'application/json, application/rss+xml, application/atom+xml, */*' },
    });
    if (response.status < 200 || response.status >= 300)
      throw new Error(`The source answered ${response.status}`);
    return response.body.toString('utf8');
  } catch (error) {
    if (error instanceof ResponseTooLarge)
      throw new Error(`The source answered more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    if (
      error instanceof BlockedUrl ||
      (error as Error).message.startsWith('The source answered') ||
      (error as Error).message.startsWith('More than')
    )
      throw error;
    // A socket error names the address it failed on: the source's owner sees only what failed.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ABORT_ERR') throw new Error(`The source did not answer within ${timeoutMs} ms`);
    throw new Error(`The source could not be fetched${code ? ` (${code})` : ''}`);
  }
}
