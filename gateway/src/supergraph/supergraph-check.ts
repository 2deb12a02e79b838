import { Supergraph } from '@apollo/federation-internals';
import { withGatewayEnforcedSecurity } from '../admission/index.js';

/**
 * Why a new supergraph cannot replace the running one, or undefined when it can: it must build
 * (valid SDL, known link features, a consistent join graph) and name only subgraphs this process
 * can call, embedded or given a SUBGRAPH_<NAME>_URL. Checked before the gateway is handed the text,
 * so a bad publication leaves the running supergraph serving rather than a half-made one.
 */
export function supergraphProblem(sdl: string, callable: ReadonlySet<string>): string | undefined {
  if (!sdl.trim()) return 'the supergraph is empty';
  let names: string[];
  try {
    names = Supergraph.build(sdl)
      .subgraphsMetadata()
      .map(({ name }) => name);
  } catch (error) {
    return `the supergraph does not build: ${(error as Error).message.split('\n')[0]}`;
  }
  const unknown = names.filter((name) => !callable.has(name));
  if (unknown.length)
    return `the supergraph names subgraphs this process cannot call (${unknown.join(', ')}): embed them or set SUBGRAPH_<NAME>_URL`;
  return undefined;
}

/**
 * A supergraph as this gateway loads it. One composed elsewhere (GraphOS, a registry) links
 * @authenticated and @requiresScopes `for: SECURITY`, which Apollo Gateway refuses to load; the
 * admission check enforces them here, so the links lose only that purpose (as `npm run compose` does).
 */
export const loadable = (sdl: string): string => withGatewayEnforcedSecurity(sdl);
