import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { MFM_VERSION } from '../version.js';
import type { ClipQueries } from './clip-queries.js';
import { registerClipResources } from './mcp-resources.js';
import { registerClipTools } from './mcp-tools.js';

/**
 * One MCP server per connected client: an McpServer drives exactly one transport, and building one is
 * only a handful of registrations. All of them read through the bridge's single ClipQueries.
 */
export function createClipMcpServer(queries: ClipQueries): McpServer {
  const server = new McpServer(
    { name: 'mfm-context-bridge', title: 'mfm clipboard memory', version: MFM_VERSION },
    {
      instructions:
        'Clips the user copied on this machine, newest first. Read mfm://clips/context for a bundle, or call search_clips.',
    },
  );
  registerClipResources(server, queries);
  registerClipTools(server, queries);
  return server;
}
