import { parse, printSchema } from 'graphql';
import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { buildSchema } from '@platform/subgraph-kit';
import { SUBGRAPH_NAMES, loadSubgraphModule } from '../gateway/src/subgraph-registry.js';
import { withGatewayEnforcedSecurity } from '../gateway/src/admission/security-features.js';
import { buildClipboardSchema } from '../subgraphs/clipboard/src/graphql/clipboard-schema.js';

export interface Composition {
  /** Repository-relative path → file content. */
  files: Record<string, string>;
  errors: string[];
  hints: string[];
}

/** Composes the supergraph from the subgraphs' code (no database needed). */
export async function composeSchemas(): Promise<Composition> {
  const files: Record<string, string> = {};
  const services = [];
  for (const name of SUBGRAPH_NAMES) {
    const module = await loadSubgraphModule(name);
    const sdl = printSubgraphSchema(buildSchema(module));
    files[`schema/${name}.graphql`] = `${sdl.trim()}\n`;
    // In distributed mode each subgraph's URL comes from SUBGRAPH_<NAME>_URL at run time.
    services.push({ name, url: `http://${name}.subgraph.invalid/graphql`, typeDefs: parse(sdl) });
  }
  const result = composeServices(services);
  const hints = (result.hints ?? []).map((hint) => hint.toString());
  if (result.errors) return { files, errors: result.errors.map((e) => e.message), hints };
  // @authenticated and @requiresScopes are the gateway's admission check's to enforce (docs/auth-directives.md).
  files['schema/supergraph.graphql'] = `${withGatewayEnforcedSecurity(result.supergraphSdl).trim()}\n`;
  files['schema/api.graphql'] = `${printSchema(result.schema.toAPISchema().toGraphQLJSSchema()).trim()}\n`;
  // The local clipboard subgraph (`mfm serve`): emitted for codegen, deliberately not composed.
  files['schema/clipboard.graphql'] = `${printSubgraphSchema(buildClipboardSchema()).trim()}\n`;
  return { files, errors: [], hints };
}
