import { requireCardsScope } from '@platform/auth';
import type { CatalogDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

type Services = CatalogDomain['services'];

/** Catalog importers: queue a run, follow its progress and summary. */
export function importResolvers({ imports }: Services, fileOf: (name: string) => string): Resolvers {
  return {
    Query: {
      catalogImport: (_, { id }, context) => (requireCardsScope(context, 'cards:write'), imports.get(id)),
      catalogImports: (_, { cursor, limit }, context) => (
        requireCardsScope(context, 'cards:write'),
        imports.list({ cursor, limit })
      ),
    },
    Mutation: {
      startCatalogImport(_, { input }, context) {
        const { subject } = requireCardsScope(context, 'cards:write');
        return imports.start(subject, { kind: input.kind, file: fileOf(input.file) });
      },
    },
    ImportRun: {
      id: (run) => run.runId,
      // The run keeps the server path; a client sees the name it gave.
      file: (run) => run.file.split('/').pop() ?? run.file,
      issues: (run) => run.issues.map((issue) => ({ at: String(issue.at), message: issue.message })),
    },
  };
}
