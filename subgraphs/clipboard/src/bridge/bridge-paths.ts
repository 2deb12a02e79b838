// Paths and resource URIs of the context bridge. The HTTP paths and protocol dates are the earlier
// tool's, so editor integrations configured for it keep working unchanged.

export const DEFAULT_BRIDGE_PORT = 39300;
export const DEFAULT_BRIDGE_HOST = '127.0.0.1';

export const PATHS = {
  /** Streamable HTTP MCP (GET/POST/DELETE); a plain GET without a session answers a resource listing. */
  mcp: '/model_context_protocol/2025-03-26/mcp',
  /** Legacy HTTP+SSE MCP stream, with a `heartbeat` event. */
  sse: '/model_context_protocol/2024-11-05/sse',
  /** Where legacy SSE clients POST their JSON-RPC messages (`?sessionId=` names the stream). */
  messages: '/model_context_protocol/2024-11-05/messages',
  recent: '/mcp/recent',
  context: '/mcp/context',
  search: '/mcp/search',
  health: '/health',
} as const;

export const RESOURCE_URIS = {
  recent: 'mfm://clips/recent',
  context: 'mfm://clips/context',
  clipTemplate: 'mfm://clip/{id}',
  searchTemplate: 'mfm://search/{query}',
} as const;

export function clipUri(id: number): string {
  return `mfm://clip/${id}`;
}
