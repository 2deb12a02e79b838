import { z } from 'zod';

const words = z.array(z.string().trim().min(1).max(120)).max(50).default([]);

export const timelineItemSchema = z.object({
  id: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(300),
  start: z.string().trim().max(40).nullish(),
  end: z.string().trim().max(40).nullish(),
  tags: words,
});

/** The resume API's narrative body: contexts, tags, timeline, settings {tone, compression_ratio}. */
export const narrativeRequestSchema = z.object({
  contexts: words,
  tags: words,
  timeline: z.array(timelineItemSchema).max(200).default([]),
  settings: z
    .object({
      tone: z.string().trim().min(1).max(40).optional(),
      compression_ratio: z.number().min(0).max(1).optional(),
    })
    .default({}),
  /** Our addition: narrate through this mask instead of the best-scoring one. */
  maskId: z.string().optional(),
});

export type NarrativeRequest = z.input<typeof narrativeRequestSchema>;
export type ParsedNarrativeRequest = z.output<typeof narrativeRequestSchema>;
export type TimelineItem = z.output<typeof timelineItemSchema>;

export interface NarrativeBlock {
  block_id: string;
  text: string;
  weight: number;
  sources: string[];
  meta: { personality: string; setting: string };
}
