import { randomUUID } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Request, RequestHandler, Response } from 'express';
import { PATHS, RESOURCE_URIS } from './bridge-paths.js';

/** Sessions kept at once; past it the least recently used is closed (clients that never DELETE would otherwise pile up). */
const MAX_SESSIONS = 64;

function rpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * Streamable HTTP MCP, stateful: initialize creates a session (Mcp-Session-Id), later POST/GET/DELETE
 * with that header go to its transport, as the SDK's client expects.
 */
export class StreamableEndpoint {
  private readonly sessions = new Map<string, StreamableHTTPServerTransport>();

  constructor(
    private readonly createServer: () => McpServer,
    private readonly baseUrl: () => string,
  ) {}

  readonly handle: RequestHandler = async (req, res) => {
    const sessionId = req.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const transport = this.sessions.get(sessionId);
      if (!transport) return rpcError(res, 404, -32001, 'Session not found; initialize a new one');
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, transport);
      return transport.handleRequest(req, res, req.body);
    }
    if (req.method === 'POST' && isInitializeRequest(req.body)) return this.initialize(req, res);
    if (req.method === 'GET' && !String(req.headers.accept ?? '').includes('text/event-stream')) {
      return void res.json(this.listing());
    }
    return rpcError(
      res,
      400,
      -32000,
      'Bad Request: send initialize first, then the Mcp-Session-Id header it returns',
    );
  };

  private async initialize(req: Request, res: Response): Promise<void> {
    if (this.sessions.size >= MAX_SESSIONS) {
      const [oldest] = this.sessions.values();
      await oldest.close();
    }
    const server = this.createServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void this.sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.delete(transport.sessionId);
      void server.close();
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  /**
   * What a plain GET (a browser, curl, the earlier tool's clients) gets: the earlier bridge answered this
   * path with a resource listing, so it still does; MCP clients always send Accept: text/event-stream.
   */
  private listing() {
    const base = this.baseUrl();
    return {
      version: '2025-03-26',
      resources: [
        { uri: RESOURCE_URIS.recent, name: 'recent', description: 'Recent clips (MCP resource)' },
        {
          uri: RESOURCE_URIS.context,
          name: 'context',
          description: 'Context bundle: pinned, then newest (MCP resource)',
        },
        {
          uri: RESOURCE_URIS.clipTemplate,
          name: 'clip',
          description: 'One clip by id (MCP resource template)',
        },
        {
          uri: RESOURCE_URIS.searchTemplate,
          name: 'search',
          description: 'Full-text search (MCP resource template)',
        },
        {
          uri: `${base}${PATHS.recent}`,
          name: 'recent-json',
          description: 'Recent clips as JSON (limit, app, tag)',
        },
        {
          uri: `${base}${PATHS.context}`,
          name: 'context-json',
          description: 'Context bundle as JSON (app, tag, hours, pins, limit)',
        },
        {
          uri: `${base}${PATHS.search}`,
          name: 'search-json',
          description: 'Search as JSON (q, limit, mode)',
        },
        {
          uri: `${base}${PATHS.sse}`,
          name: 'sse',
          description: 'Legacy MCP over SSE, with a heartbeat event (count, latest)',
        },
      ],
    };
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((transport) => transport.close()));
    this.sessions.clear();
  }
}
