import { MfmError } from '../errors.js';

export class PeerError extends MfmError {
  constructor(message: string) {
    super(message, 'PEER', 1);
  }
}

const MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

async function readJson(response: Response, url: URL): Promise<unknown> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_RESPONSE_BYTES)
    throw new PeerError(`${url} answered with ${length} bytes, more than the ${MAX_RESPONSE_BYTES} accepted`);
  const text = await response.text();
  if (!response.ok) throw new PeerError(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new PeerError(`${url} did not answer with JSON`);
  }
}

async function call(url: URL, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new PeerError(`cannot reach ${url}: ${why}`);
  }
  return readJson(response, url);
}

/** GET a peer's export. Redirects are refused: they could lead past the peer-URL policy. */
export function fetchPeerExport(url: URL, timeoutMs: number): Promise<unknown> {
  return call(url, { headers: { accept: 'application/json' } }, timeoutMs);
}

/** POST our export to a peer's import endpoint; returns the peer's answer (its counts). */
export function pushToPeer(url: URL, payload: unknown, timeoutMs: number): Promise<unknown> {
  return call(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    },
    timeoutMs,
  );
}
