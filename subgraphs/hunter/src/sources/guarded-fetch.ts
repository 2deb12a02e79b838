import type { UrlGuard } from '@platform/subgraph-archive/url-guard';

const MAX_REDIRECTS = 5;
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * GET through the archive's SSRF guard: every hop (redirects are followed by hand) must pass the
 * guard, the answer must be 2xx, and bodies over 5 MB are refused.
 */
export async function guardedFetch(guard: UrlGuard, raw: string, timeoutMs: number): Promise<string> {
  let url = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await guard.check(url);
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json, application/rss+xml, application/atom+xml, */*' } });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    if (!response.ok) throw new Error(`The source answered ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_BYTES) throw new Error('The source answered more than 5 MB');
    return body;
  }
  throw new Error(`More than ${MAX_REDIRECTS} redirects`);
}
