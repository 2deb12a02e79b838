import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { UrlGuard } from './url-guard.js';

export interface GuardedGetOptions {
  timeoutMs: number;
  /** The largest body read; a larger one (announced or streamed) fails with ResponseTooLarge. */
  maxBytes: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

/** The body is over the cap: the download stops at the first byte beyond it. */
export class ResponseTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
  }
}

/**
 * GET of a user-supplied URL: every hop (redirects are followed here, not by the HTTP client) passes
 * the guard, each connection resolves its host through the guard (the checked address is the one
 * connected to), and the body is read up to `maxBytes` only.
 */
export async function guardedGet(
  guard: UrlGuard,
  raw: string,
  options: GuardedGetOptions,
): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  let url = raw;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const target = await guard.check(url);
    const response = await open(guard, target, options.headers ?? {}, signal);
    const location = response.headers.location;
    if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
      response.destroy();
      url = new URL(location, url).href;
      continue;
    }
    const body = await readCapped(response, options.maxBytes);
    return { status: response.statusCode!, headers: response.headers, body, url };
  }
  throw new Error(`More than ${maxRedirects} redirects`);
}

function open(
  guard: UrlGuard,
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', headers, signal, lookup: guard.connectLookup, agent: false },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body, refused as soon as it is known to exceed `maxBytes` (its Content-Length, or the bytes so far). */
export function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new ResponseTooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        settle(() => reject(new ResponseTooLarge(maxBytes)));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    response.on('error', (error) => settle(() => reject(error)));
    response.on('aborted', () => settle(() => reject(new Error('The answer was cut off'))));
  });
}
