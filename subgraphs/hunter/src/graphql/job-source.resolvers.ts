import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

export type JobSourceView = Awaited<ReturnType<HunterDomain['services']['sources']['list']>>[number];

/** Job sources a user registers; the scheduled job fetches them all into the index. */
export function jobSourceResolvers({ services }: HunterDomain, enabled: boolean): Resolvers {
  return {
    Query: {
      jobSources: (_root, _args, context) => services.sources.list(hunterCaller(context, enabled)),
    },
    Mutation: {
      addJobSource: (_root, { input }, context) =>
        services.sources.register(hunterCaller(context, enabled), {
          kind: input.kind,
          url: input.url,
          company: input.company ?? undefined,
        }),
      async removeJobSource(_root, { id }, context) {
        await services.sources.remove(hunterCaller(context, enabled), id);
        return true;
      },
    },
  };
}
