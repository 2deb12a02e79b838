import { McpError, type ReadResourceResult, type Resource } from '@modelcontextprotocol/sdk/types.js';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { preview } from '../cli/output.js';
import type { ClipRecord } from '../cli/clip-records.js';
import { clipUri, RESOURCE_URIS } from './bridge-paths.js';
import type { ClipQueries } from './clip-queries.js';

/** How many clips the bundles carry and resources/list names (newest first). */
export const BUNDLE_SIZE = 20;
export const LISTED_CLIPS = 100;

// MCP's "resource not found" code (the SDK's ErrorCode enum does not name it).
const RESOURCE_NOT_FOUND = -32002;

function json(uri: URL, value: unknown): ReadResourceResult {
  return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value) }] };
}

function asResource(clip: ClipRecord): Resource {
  return {
    uri: clipUri(clip.id),
    name: `#${clip.id}`,
    title: clip.title ?? preview(clip.content, 60),
    description: `${clip.source_app ?? 'unknown app'}, ${clip.created_at}${clip.pinned ? ', pinned' : ''}${clip.tags.length ? `, tags: ${clip.tags.join(', ')}` : ''}`,
    mimeType: 'text/plain',
  };
}

/** Template variables arrive as written in the URI (still percent-encoded, possibly exploded). */
function variable(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function registerClipResources(server: McpServer, queries: ClipQueries): void {
  server.registerResource(
    'recent',
    RESOURCE_URIS.recent,
    {
      title: 'Recent clips',
      description: `The ${BUNDLE_SIZE} newest clips as {"items": [...]}`,
      mimeType: 'application/json',
    },
    (uri) => json(uri, { items: queries.recent({ limit: BUNDLE_SIZE }) }),
  );

  server.registerResource(
    'context',
    RESOURCE_URIS.context,
    {
      title: 'Context bundle',
      description: `Pinned clips, then the newest (${BUNDLE_SIZE} in all), as {"items": [...]}`,
      mimeType: 'application/json',
    },
    (uri) => json(uri, { items: queries.context({ limit: BUNDLE_SIZE }) }),
  );

  server.registerResource(
    'clip',
    new ResourceTemplate(RESOURCE_URIS.clipTemplate, {
      list: () => ({ resources: queries.recent({ limit: LISTED_CLIPS }).map(asResource) }),
    }),
    { title: 'Clip', description: 'One clip: its text', mimeType: 'text/plain' },
    (uri, variables) => {
      const text = variable(variables.id);
      const clip = /^\d+$/.test(text) ? queries.get(Number(text)) : undefined;
      if (!clip)
        throw new McpError(RESOURCE_NOT_FOUND, `clip ${JSON.stringify(text)} not found`, { uri: uri.href });
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: clip.content }] };
    },
  );

  server.registerResource(
    'search',
    new ResourceTemplate(RESOURCE_URIS.searchTemplate, { list: undefined }),
    {
      title: 'Search clips',
      description: 'Full-text search (FTS5 syntax; the query percent-encoded) as {"items": [...]}',
      mimeType: 'application/json',
    },
    async (uri, variables) =>
      json(uri, {
        items: (await queries.search({ q: variable(variables.query), limit: BUNDLE_SIZE, mode: 'fulltext' }))
          .items,
      }),
  );
}
