import { NotFound, ServiceUnavailable } from '@platform/errors';
import type { ProfilesDomain } from '../domain.js';
import { EPOCHS, STAGES } from '../taxonomy/epochs-and-stages.js';
import { findMask, masksByFamily } from '../taxonomy/masks.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { resumeCaller } from './resume-caller.js';

/** A task in the graph's shape; a failed one (the model failed, no fallback) is an error, as the resume API documents. */
function asGraphTask({
  narrative_blocks,
  ...task
}: Awaited<ReturnType<ProfilesDomain['services']['narratives']['task']>>) {
  if (task.status === 'failed')
    throw new ServiceUnavailable(`The narrative could not be written: ${task.error ?? 'the model failed'}`, {
      taskId: task.id,
    });
  return { ...task, blocks: narrative_blocks };
}

/** Masks, epochs and stages (fixed, written for this project), mask selection and narratives. */
export function taxonomyResolvers({ services, limits }: ProfilesDomain, narrativeWaitMs: number): Resolvers {
  const { narratives } = services;
  return {
    Query: {
      masks: (_, { ontology }, context) => {
        resumeCaller(context);
        return masksByFamily(ontology ?? undefined);
      },
      mask: (_, { id }, context) => {
        resumeCaller(context);
        const mask = findMask(id);
        if (!mask) throw new NotFound('Mask');
        return mask;
      },
      epochs: (_, __, context) => {
        resumeCaller(context);
        return EPOCHS.map(({ yearsAgo, ...epoch }) => ({
          ...epoch,
          yearsAgoFrom: yearsAgo.from,
          yearsAgoTo: yearsAgo.to,
        }));
      },
      stages: (_, __, context) => {
        resumeCaller(context);
        return [...STAGES];
      },
      maskSelection: (_, { profileId, input }, context) =>
        narratives.selectMasks(resumeCaller(context), profileId, {
          contexts: input.contexts ?? [],
          tags: input.tags ?? [],
          limit: input.limit ?? undefined,
        }),
      narrativeTask: async (_, { id }, context) =>
        asGraphTask(await narratives.task(resumeCaller(context), id)),
    },
    Mutation: {
      generateNarrative: async (_, { profileId, input }, context) => {
        const subject = resumeCaller(context);
        const { contexts, tags, timeline, settings, maskId } = input;
        // Each narrative holds an orchestrator task and the model until it settles: at most NARRATIVES_IN_FLIGHT per user.
        return limits.narratives.run(subject, async () => {
          const task = await narratives.request(subject, profileId, {
            contexts: contexts ?? [],
            tags: tags ?? [],
            timeline: (timeline ?? []).map((item) => ({ ...item, tags: item.tags ?? [] })),
            settings: {
              tone: settings?.tone ?? undefined,
              compression_ratio: settings?.compressionRatio ?? undefined,
            },
            maskId: maskId ?? undefined,
          });
          return asGraphTask(await narratives.settled(subject, task.id, narrativeWaitMs));
        });
      },
    },
    Mask: {
      functionalScope: (mask) => mask.functional_scope,
      stylisticParameters: ({ stylistic_parameters: style }) => ({
        tone: style.tone,
        rhetoricalMode: style.rhetorical_mode,
        compressionRatio: style.compression_ratio,
      }),
    },
    NarrativeBlock: {
      blockId: (block) => block.block_id,
    },
  };
}
