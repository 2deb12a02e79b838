import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MfmError } from '../errors.js';
import type { ClipQueries } from './clip-queries.js';

const MAX_TOOL_LIMIT = 100;
const limit = z
  .number()
  .int()
  .min(1)
  .max(MAX_TOOL_LIMIT)
  .optional()
  .describe(`how many clips (1-${MAX_TOOL_LIMIT}, default 10)`);
const app = z.string().trim().min(1).max(200).optional().describe('only clips from this application');
const tag = z.string().trim().min(1).max(200).optional().describe('only clips with this tag');
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

function answer(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
}

/** Known failures (say, e5-small chosen without a model) go back to the model as a tool error, not a protocol error. */
function guarded<A>(
  fn: (args: A) => CallToolResult | Promise<CallToolResult>,
): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof MfmError)
        return { isError: true, content: [{ type: 'text', text: error.message }] };
      throw error;
    }
  };
}

export function registerClipTools(server: McpServer, queries: ClipQueries): void {
  server.registerTool(
    'search_clips',
    {
      title: 'Search clipboard history',
      description:
        'Search the clips copied on this machine. mode "fulltext" (default) takes FTS5 syntax: words, "phrases", prefix*, AND/OR/NOT; ' +
        'mode "semantic" ranks by meaning. Answers {"items": [clip records]}, newest first for fulltext, best first for semantic.',
      inputSchema: {
        query: z.string().trim().min(1).max(1000).describe('what to look for'),
        limit,
        mode: z.enum(['fulltext', 'semantic']).optional(),
        app,
        tag,
      },
      annotations: READ_ONLY,
    },
    guarded(async ({ query, limit: n, mode, app: a, tag: t }) =>
      answer(await queries.search({ q: query, limit: n ?? 10, mode: mode ?? 'fulltext', app: a, tag: t })),
    ),
  );

  server.registerTool(
    'recent_clips',
    {
      title: 'Recent clips',
      description:
        'The newest clips, optionally from one application or with one tag. Answers {"items": [clip records]}.',
      inputSchema: { limit, app, tag, pins_only: z.boolean().optional().describe('only pinned clips') },
      annotations: READ_ONLY,
    },
    guarded(({ limit: n, app: a, tag: t, pins_only }) =>
      answer({ items: queries.recent({ limit: n ?? 10, app: a, tag: t, pinsOnly: pins_only }) }),
    ),
  );

  server.registerTool(
    'get_clip',
    {
      title: 'Get one clip',
      description: 'One clip by id, with its tags and notes.',
      inputSchema: { id: z.number().int().positive().describe('clip id') },
      annotations: READ_ONLY,
    },
    guarded(({ id }) => {
      const clip = queries.get(id);
      return clip
        ? answer(clip)
        : { isError: true, content: [{ type: 'text', text: `clip #${id} not found` }] };
    }),
  );
}
