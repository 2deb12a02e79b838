import fc from 'fast-check';
import WebSocket from 'ws';
import { hostileJson, hostileString, malformedBody } from './hostile-values.js';
import type { FuzzOutcome, FuzzRequest } from './fuzz-outcome.js';

/** One frame a socket client sends: text, raw bytes, or a text frame of `oversize` bytes (built when sent). */
export type SocketFrame = { text: string } | { bytes: number[] } | { oversize: number };

/** How a socket answered: by a protocol close code, or after the final ping by a pong (closed by the judge: 1000). */
const ACCEPTED_CLOSE_CODES = new Set([
  1000, // the judge's own close after the server's pong
  1002, // protocol error (a malformed frame), from ws
  1007, // a text frame that is not UTF-8, from ws
  1008, // too many messages
  1009, // a message over BODY_LIMIT
  4400,
  4401,
  4403,
  4406,
  4408,
  4409,
  4429, // graphql-ws: bad request, unauthorised, forbidden, subprotocol, init timeout, duplicate id, duplicate init
]);

/** The socket's answer in time, or a problem (a socket neither answering nor closing is one too). */
const ANSWER_TIMEOUT_MS = 15_000;

const QUERIES = fc.oneof(
  fc.constantFrom(
    '{ __typename }',
    'query { me { id username } }',
    'mutation { login(email: "nobody@example.com", password: "wrong-password") { token } }',
    'subscription { jobUpdated(id: "00000000-0000-0000-0000-000000000000") { id status } }',
    'subscription { jobUpdated(id: "not-a-job") { id } }',
    'subscription { priceUpdates(symbols: ["A"]) { symbol } }',
    'subscription { jobFound(profileId: "x") { id } }',
    'subscription a { jobUpdated(id: "1") { id } } subscription b { jobUpdated(id: "2") { id } }',
    `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    `{ ${'__typename '.repeat(3500)} }`,
    '{ myCreatures(limit: 1000) { cell { wildCreatures { cell { wildCreatures { id } } } } } }',
    '{',
    '',
  ),
  hostileString,
);

const id = fc.oneof(fc.constantFrom('1', '2', 'a'), hostileString);

/** graphql-transport-ws messages, well-formed and not, and frames that are no message at all. */
function frames(validToken?: string): fc.Arbitrary<SocketFrame> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((message) => ({ text: JSON.stringify(message) }));
  const init = fc.record(
    {
      type: fc.constant('connection_init'),
      payload: fc.oneof(
        fc.constant(validToken ? { authorization: `Bearer ${validToken}` } : {}),
        fc.constant({ authorization: 'Bearer forged.token.value' }),
        hostileJson,
      ),
    },
    { requiredKeys: ['type'] },
  );
  const subscribe = fc.record(
    {
      id,
      type: fc.constant('subscribe'),
      payload: fc.oneof(
        {
          weight: 5,
          arbitrary: fc.record(
            {
              query: QUERIES,
              variables: fc.oneof(fc.constant(undefined), hostileJson),
              operationName: fc.oneof(fc.constant(undefined), fc.constant(null), hostileString),
            },
            { requiredKeys: ['query'] },
          ),
        },
        { weight: 1, arbitrary: hostileJson },
      ),
    },
    { requiredKeys: ['type'] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: json(init) },
    { weight: 8, arbitrary: json(subscribe) },
    { weight: 2, arbitrary: json(fc.record({ id, type: fc.constant('complete') })) },
    {
      weight: 2,
      arbitrary: json(
        fc.record(
          { type: fc.constantFrom('ping', 'pong'), payload: hostileJson },
          { requiredKeys: ['type'] },
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: json(
        fc.record({
          type: fc.oneof(
            fc.constantFrom('connection_ack', 'next', 'error', 'start', 'stop', 'connection_terminate', 'ka'),
            hostileString,
          ),
          id,
          payload: hostileJson,
        }),
      ),
    },
    { weight: 2, arbitrary: json(hostileJson) },
    { weight: 2, arbitrary: malformedBody.map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes: [...bytes] })) },
    // Over BODY_LIMIT (1 MiB by default): seldom, it is a megabyte each time.
    { weight: 1, arbitrary: fc.constant({ oversize: 1024 * 1024 + 4096 }) },
  );
}

/**
 * Socket sessions for the graphql-ws endpoint at `url` (ws://…/graphql): a subprotocol (mostly the
 * right one), then up to eight frames. `health` is a URL the process must still answer afterwards.
 */
export interface SocketFuzzRequest extends FuzzRequest {
  frames: SocketFrame[];
  health: string;
}

export const isSocketRequest = (request: FuzzRequest): request is SocketFuzzRequest =>
  request.method === 'WEBSOCKET';

export function websocketRequests(
  url: string,
  health: string,
  tokens: { valid?: string },
): fc.Arbitrary<SocketFuzzRequest> {
  return fc
    .record({
      protocol: fc.oneof(
        { weight: 8, arbitrary: fc.constant('graphql-transport-ws') },
        { weight: 1, arbitrary: fc.constantFrom('graphql-ws', 'chat', '') },
      ),
      frames: fc.array(frames(tokens.valid), { minLength: 1, maxLength: 8 }),
    })
    .map(({ protocol, frames: sent }) => ({
      label: 'graphql-ws session',
      url,
      method: 'WEBSOCKET',
      headers: (protocol ? { 'sec-websocket-protocol': protocol } : {}) as Record<string, string>,
      body: JSON.stringify(
        sent.map((frame) => ('oversize' in frame ? { oversize: frame.oversize } : frame)),
      ).slice(0, 2000),
      frames: sent,
      health,
    }));
}

function payloadOf(frame: SocketFrame): string | Buffer {
  if ('text' in frame) return frame.text;
  if ('bytes' in frame) return Buffer.from(frame.bytes);
  return `{"type":"subscribe","id":"big","payload":{"query":"${'x'.repeat(frame.oversize)}"}}`;
}

/**
 * Plays one session and judges it: the socket ends with a protocol close code (or is still serving:
 * it answers a final ping), no message carries an internal error, and the process answers `health`
 * afterwards. A 1006 (no close frame), 1011 or 4500 close, or a process that stops answering, is a problem.
 */
export async function sendAndJudgeSocket(request: SocketFuzzRequest): Promise<FuzzOutcome> {
  // The right subprotocol is negotiated; another is only offered (a client that asked for it would
  // end the handshake itself when the server picks none, and the judge would see its 1006).
  const right = request.headers['sec-websocket-protocol'] === 'graphql-transport-ws';
  const socket = new WebSocket(request.url, right ? ['graphql-transport-ws'] : [], {
    handshakeTimeout: ANSWER_TIMEOUT_MS,
    headers: right ? {} : request.headers,
  });
  const received: string[] = [];
  socket.on('message', (data) => void received.push(String(data)));
  const ended = new Promise<{ status: number; problem?: string }>((resolve) => {
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ status: 0, problem: 'the socket neither answered the final ping nor closed' });
    }, ANSWER_TIMEOUT_MS);
    socket.once('unexpected-response', (req, res) => {
      clearTimeout(timer);
      req.destroy();
      resolve({
        status: res.statusCode ?? 0,
        problem: (res.statusCode ?? 500) >= 500 ? `upgrade answered ${res.statusCode}` : undefined,
      });
    });
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve({ status: code, problem: ACCEPTED_CLOSE_CODES.has(code) ? undefined : `closed with ${code}` });
    });
    socket.on('message', (data) => {
      if (String(data).includes('"pong"') && String(data).includes('fuzz-probe')) socket.close(1000);
    });
  });
  socket.on('error', () => undefined);
  socket.once('open', async () => {
    for (const frame of request.frames) {
      if (socket.readyState !== WebSocket.OPEN) return;
      await new Promise<void>((resolve) => socket.send(payloadOf(frame), () => resolve()));
    }
    if (socket.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'ping', payload: { probe: 'fuzz-probe' } }));
  });
  const outcome = await ended;
  const internal = received.find((message) => /INTERNAL_SERVER_ERROR|stacktrace|node_modules/.test(message));
  const health = await fetch(request.health).then(
    (response) => response.status,
    (error: Error) => `unreachable: ${error.message}`,
  );
  const problem =
    outcome.problem ??
    (internal ? `internal error in a message: ${internal.slice(0, 200)}` : undefined) ??
    (health === 200 ? undefined : `health answered ${health} afterwards`);
  return { status: outcome.status, problem, body: received };
}
