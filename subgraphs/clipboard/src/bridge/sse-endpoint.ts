import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import type { RequestHandler, Response } from 'express';
import { PATHS } from './bridge-paths.js';
import type { Pulse } from './clip-queries.js';
import { sendError } from './http-errors.js';

interface SseSession {
  transport: SSEServerTransport;
  timer: NodeJS.Timeout;
}

/** Legacy SSE streams kept at once; a new one past this is refused (each holds a socket open). */
const MAX_STREAMS = 64;

/**
 * Heartbeat as a named SSE event. The earlier bridge sent it as an unnamed `data:` line, but on this
 * stream unnamed events are JSON-RPC messages to an MCP client, so it is named `heartbeat`; the data
 * is the earlier `{"count": n, "latest": ISO or null}` unchanged.
 */
export function heartbeatEvent(pulse: Pulse): string {
  return `event: heartbeat\ndata: ${JSON.stringify(pulse)}\n\n`;
}

/**
 * The 2024-11-05 HTTP+SSE MCP transport: GET opens the event stream (the SDK sends an `endpoint` event
 * naming where to POST), POST delivers the client's messages. Each stream also gets a heartbeat at once
 * and every `heartbeatMs` after.
 */
export class SseEndpoint {
  private readonly sessions = new Map<string, SseSession>();

  constructor(
    private readonly createServer: () => McpServer,
    private readonly pulse: () => Pulse,
    private readonly heartbeatMs: number,
    private readonly log: (message: string) => void,
  ) {}

  readonly open: RequestHandler = async (_req, res) => {
    if (this.sessions.size >= MAX_STREAMS)
      return sendError(res, 503, 'too_many_streams', `at most ${MAX_STREAMS} SSE streams at once`);
    const transport = new SSEServerTransport(PATHS.messages, res);
    const server = this.createServer();
    await server.connect(transport); // writes the headers and the endpoint event
    const beat = () => this.beat(res);
    const timer = setInterval(beat, this.heartbeatMs);
    this.sessions.set(transport.sessionId, { transport, timer });
    res.on('close', () => {
      clearInterval(timer);
      this.sessions.delete(transport.sessionId);
      void server.close();
    });
    beat();
  };

  readonly post: RequestHandler = async (req, res) => {
    const id = req.query.sessionId;
    const session = typeof id === 'string' ? this.sessions.get(id) : undefined;
    if (!session)
      return sendError(
        res,
        404,
        'unknown_session',
        'no open SSE stream with this sessionId; open the SSE path first',
      );
    await session.transport.handlePostMessage(req, res, req.body);
  };

  private beat(res: Response): void {
    if (res.writableEnded || res.destroyed) return;
    try {
      res.write(heartbeatEvent(this.pulse()));
    } catch (error) {
      // A busy or closing database skips one beat; the stream itself stays up.
      this.log(`mfm bridge: heartbeat skipped: ${(error as Error).message}`);
    }
  }

  async closeAll(): Promise<void> {
    const sessions = [...this.sessions.values()];
    this.sessions.clear();
    for (const session of sessions) clearInterval(session.timer);
    await Promise.allSettled(sessions.map((session) => session.transport.close()));
  }
}
