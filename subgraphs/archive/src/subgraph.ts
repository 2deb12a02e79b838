import { DateTime, loadTypeDefs, type SubgraphModule, type SubgraphParts } from '@platform/subgraph-kit';
import { PageArchive } from './entities/page-archive.entity.js';
import { migrations } from './migrations/index.js';
import { createArchiveServices } from './services/archive-services.js';
import { archiveResolvers } from './graphql/archive.resolvers.js';
import { capturePageJob } from './jobs/capture-page.job.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/**
 * The archive domain: page captures (HTML, full-page PNG, PDF) with a shared headless Chromium,
 * their records and files, and the SSRF guard in front of both the request and the browser.
 */
export const archiveSubgraph: SubgraphModule = {
  name: 'archive',
  typeDefs: loadTypeDefs(new URL('./graphql/archive.graphql', import.meta.url)),
  argumentSchemas,
  storage: { schema: 'archive', entities: [PageArchive], migrations },
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The archive subgraph needs its storage');
    const services = createArchiveServices(platform, orm);
    return {
      resolvers: {
        DateTime,
        // The generated map is stricter than @apollo/subgraph's GraphQLResolverMap (see library/subgraph.ts).
        ...(archiveResolvers(services.archives) as SubgraphParts['resolvers']),
      },
      jobs: [
        capturePageJob(
          services.archives,
          services.files,
          services.capture,
          platform.config.ARCHIVE_CONCURRENCY,
        ),
      ],
      deleteUserData: (userId) => services.archives.deleteUserData(userId),
      close: () => services.browsers.close(),
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { archiveSubgraph as subgraph };
