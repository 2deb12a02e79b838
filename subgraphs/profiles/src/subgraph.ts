import { concatAST } from 'graphql';
import {
  DateTime,
  JSONObject,
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { resumeExportDir } from '@platform/config';
import { BrowserPool, sandboxSettings } from '@platform/browser-pool';
import { createProfilesDomain } from './domain.js';
import { PdfExportService } from './services/pdf-export.service.js';
import { profilesStorage } from './storage.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import { profileResolvers } from './graphql/profile.resolvers.js';
import { taxonomyResolvers } from './graphql/taxonomy.resolvers.js';
import { exportResolvers } from './graphql/export.resolvers.js';
import { sharingResolvers } from './graphql/sharing.resolvers.js';
import { personalDataResolvers } from './graphql/personal-data.resolvers.js';
import { PersonalDataService } from './services/personal-data.service.js';

/** A narrative waits this much beyond the model's own timeout (the resume API answers within 35 s). */
const NARRATIVE_WAIT_MARGIN_MS = 5_000;

/**
 * The resume API's profiles domain: profiles, experiences, skills, projects, the mask/epoch/stage taxonomy,
 * mask selection, narratives through the orchestrator job, and exports. `Profile` is an entity the
 * hunter subgraph extends.
 */
export const profilesSubgraph: SubgraphModule = {
  name: 'profiles',
  typeDefs: concatAST([
    loadTypeDefs(new URL('./graphql/profiles.graphql', import.meta.url)),
    loadTypeDefs(new URL('./graphql/profile-sharing.graphql', import.meta.url)),
    loadTypeDefs(new URL('./graphql/personal-data.graphql', import.meta.url)),
  ]),
  argumentSchemas,
  storage: profilesStorage,
  create: async ({ platform, orm }) => {
    if (!orm) throw new Error('The profiles subgraph needs its storage');
    const { config } = platform;
    const domain = createProfilesDomain({
      orm,
      settings: config,
      dataDir: config.DATA_DIR,
      enqueue: (name, data) => platform.jobs.enqueue(name, data),
      events: platform.bus,
    });
    // Ciphertexts written before they were bound to their row and field are rewritten before the first request.
    const upgraded = await domain.upgradeCiphertexts();
    if (upgraded)
      platform.logger.info({ rows: upgraded }, 'profile ciphertexts upgraded to v2 (bound to row and field)');
    // Launched on the first PDF export only: a process that never exports never starts a browser.
    const browsers = new BrowserPool({
      executablePath: config.CHROMIUM_PATH,
      sandbox: sandboxSettings(config),
      logger: platform.logger.child({ component: 'resume-pdf-browser' }),
    });
    const pdf = new PdfExportService(
      domain.context,
      browsers,
      resumeExportDir(config),
      config.ARCHIVE_TIMEOUT_MS,
    );
    const resolvers = mergeResolvers(
      profileResolvers(domain),
      taxonomyResolvers(domain, config.LOCAL_LLM_TIMEOUT_MS + NARRATIVE_WAIT_MARGIN_MS),
      exportResolvers(domain, pdf),
      sharingResolvers(domain),
      personalDataResolvers(new PersonalDataService(domain.context, resumeExportDir(config))),
    );
    return {
      resolvers: { DateTime, JSONObject, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: async () => {
        await browsers.close();
        await domain.close();
      },
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { profilesSubgraph as subgraph };
