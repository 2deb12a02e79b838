import { z } from 'zod';
import type { Mask } from '../taxonomy/masks.js';
import type { NarrativeBlock, ParsedNarrativeRequest } from './narrative-request.js';

/** The prompt: the timeline as JSON, the mask's voice, and the exact answer shape wanted. */
export function narrativePrompt(request: ParsedNarrativeRequest, mask: Mask): string {
  const tone = request.settings.tone ?? mask.stylistic_parameters.tone;
  return [
    `Write resume narrative blocks in a ${tone} tone, ${mask.stylistic_parameters.rhetorical_mode} mode, as "${mask.name}": ${mask.functional_scope}.`,
    `Compression ratio ${request.settings.compression_ratio ?? mask.stylistic_parameters.compression_ratio} (higher: fewer, shorter blocks).`,
    `Context: ${request.contexts.join(', ') || 'general'}. Focus tags: ${request.tags.join(', ') || 'none'}.`,
    `Timeline (cite item ids in "sources"): ${JSON.stringify(request.timeline)}`,
    'Answer only JSON: {"blocks":[{"text":string,"weight":number between 0 and 1,"sources":[timeline ids]}]}',
  ].join('\n');
}

const answerSchema = z.object({
  blocks: z
    .array(
      z.object({
        text: z.string().min(1),
        weight: z.number().optional(),
        sources: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});

/**
 * The model's blocks in the resume API's shape. Sources are kept only when they name a timeline item that
 * was sent; an answer that is not the asked JSON, or cites no item at all when items were sent, is
 * refused (the caller then falls back to the composer or fails).
 */
export function parseModelBlocks(
  answer: string,
  request: ParsedNarrativeRequest,
  mask: Mask,
): NarrativeBlock[] {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    throw new Error('The language model did not answer JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new Error('The language model answered JSON of another shape');
  const sent = new Set(request.timeline.map((item) => item.id));
  const meta = {
    personality: `${mask.name} (${request.settings.tone ?? mask.stylistic_parameters.tone})`,
    setting: request.contexts[0] ?? 'general',
  };
  const blocks = parsed.data.blocks.map((block, index) => ({
    block_id: `model-${index + 1}`,
    text: block.text,
    weight: Math.min(1, Math.max(0, block.weight ?? 0.5)),
    sources: [...new Set((block.sources ?? []).filter((id) => sent.has(id)))],
    meta,
  }));
  if (sent.size && !blocks.some((block) => block.sources.length))
    throw new Error('The language model cited no timeline item');
  return blocks;
}
