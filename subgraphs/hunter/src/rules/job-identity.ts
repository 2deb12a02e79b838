/** Query parameters that say where a click came from, not which posting it is. */
const TRACKING = /^(utm_.*|gh_src|gh_jid_src|ref|referrer|source|src|lever-source|lever-origin)$/i;

/**
 * One spelling per posting address: https, the host in lower case without `www.`, no fragment, no
 * tracking parameters, the rest sorted, no trailing slash. Two sources linking the same posting with
 * their own tracking agree on it.
 */
export function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING.test(name)).sort();
  const query = new URLSearchParams(params).toString();
  const path = parsed.pathname.replace(/\/+$/, '');
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  return `https://${host}${path}${query ? `?${query}` : ''}`;
}

const plain = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The posting as a reader names it: title, company and location, case and spacing aside. Null without
 * a company: two "Engineer" postings in one city are not the same posting on their title alone.
 */
export function postingKey(job: {
  title: string;
  company?: string | null;
  location?: string | null;
}): string | null {
  if (!plain(job.company)) return null;
  return [job.title, job.company, job.location].map(plain).join('|');
}
