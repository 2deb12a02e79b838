import { developmentToken } from '@platform/auth';

export const JWT_SECRET = 'resume-e2e-secret-that-is-long-enough-01234';
export const ALICE = '0b6c3a52-6f1e-4c1a-9a43-3c9b1e0d7a11';
export const READ_WRITE = ['profiles:read', 'profiles:write'];

/** No browser: the PDF export must answer its outage in the envelope (the exports e2e renders real PDFs). */
export const PROFILES_ENV = { JWT_SECRET, CHROMIUM_PATH: '/nonexistent/chromium' };

export const readWriteToken = (sub: string) =>
  developmentToken('resume', JWT_SECRET, { sub, permissions: READ_WRITE });

/** JSON and GraphQL clients of the resume API; `api` is read per call, as the platform starts after the suite is declared. */
export function profilesCaller(api: () => string) {
  const call = async (method: string, path: string, token?: string, body?: unknown, rawBody?: string) => {
    const res = await fetch(`${api()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || rawBody ? { 'content-type': 'application/json' } : {}),
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  const graphql = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    call('POST', '/graphql', token, { query, variables });
  return { call, graphql };
}
