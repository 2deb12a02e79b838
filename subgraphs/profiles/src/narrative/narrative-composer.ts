import type { Mask } from '../taxonomy/masks.js';
import type { NarrativeBlock, ParsedNarrativeRequest, TimelineItem } from './narrative-request.js';

/** How each rhetorical mode opens a sentence about one timeline item. */
const LEADS: Record<string, (item: TimelineItem) => string> = {
  evidential: (i) => `The record of ${i.title} shows`,
  structural: (i) => `As ${i.title}, the work was organised around`,
  inquisitive: (i) => `${i.title} began with a question about`,
  argumentative: (i) => `${i.title} made the case for`,
  narrative: (i) => `Then came ${i.title}, a chapter about`,
  illustrative: (i) => `${i.title} is best pictured through`,
  persuasive: (i) => `${i.title} proves the value of`,
  reflective: (i) => `Looking back on ${i.title}, what mattered was`,
  procedural: (i) => `In ${i.title}, the routine centred on`,
  declarative: (i) => `Shipped as ${i.title}:`,
  enumerative: (i) => `${i.title} delivered on`,
  cautionary: (i) => `${i.title} guarded against risk in`,
  connective: (i) => `${i.title} brought together`,
};

const span = (item: TimelineItem) => (item.start ? ` (${item.start} to ${item.end ?? 'present'})` : '');
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The deterministic composer: the same request and mask always give the same blocks. An opening
 * block states the mask's scope; the timeline, newest first, is kept in full detail for the share
 * 1 − compression_ratio (at least one item) and the rest is folded into one closing block. Each
 * block's weight is the share of its tags among the request's tags and the mask's tags (0.2 floor,
 * so an untagged item still counts), and it cites the ids of the items it was built from.
 */
export function composeNarrative(request: ParsedNarrativeRequest, mask: Mask): NarrativeBlock[] {
  const tone = request.settings.tone ?? mask.stylistic_parameters.tone;
  const compression = request.settings.compression_ratio ?? mask.stylistic_parameters.compression_ratio;
  const meta = { personality: `${mask.name} (${tone})`, setting: request.contexts[0] ?? 'general' };
  const focus = new Set([...request.tags, ...mask.tags].map((t) => t.toLowerCase()));
  const weightOf = (tags: string[]) =>
    round(
      0.2 + 0.8 * (tags.length ? tags.filter((t) => focus.has(t.toLowerCase())).length / tags.length : 0),
    );
  const lead =
    LEADS[mask.stylistic_parameters.rhetorical_mode] ?? ((i: TimelineItem) => `${i.title} centred on`);
  const items = [...request.timeline].sort(
    (a, b) => (b.start ?? '').localeCompare(a.start ?? '') || a.id.localeCompare(b.id),
  );
  const detailed = items.slice(0, Math.max(1, Math.round(items.length * (1 - compression))));
  const folded = items.slice(detailed.length);

  const blocks: NarrativeBlock[] = [
    {
      block_id: 'opening',
      text: `Told in a ${tone} voice as the ${mask.name}: ${mask.functional_scope.toLowerCase()}.`,
      weight: 1,
      sources: [],
      meta,
    },
  ];
  detailed.forEach((item, index) =>
    blocks.push({
      block_id: `item-${index + 1}`,
      text: `${lead(item)} ${item.tags.length ? item.tags.join(', ') : 'the work itself'}${span(item)}.`,
      weight: weightOf(item.tags),
      sources: [item.id],
      meta,
    }),
  );
  if (folded.length) {
    blocks.push({
      block_id: 'earlier',
      text: `Earlier: ${folded.map((item) => item.title).join('; ')}.`,
      weight: weightOf(folded.flatMap((item) => item.tags)),
      sources: folded.map((item) => item.id),
      meta,
    });
  }
  return blocks;
}
