import type { ClipRecord } from '../cli/clip-records.js';
import { fenceFor } from '../export/markdown-journal.js';

/**
 * Recent clips as Markdown to paste into an assistant's prompt: one section per clip with where it came
 * from, its tags and notes, and the content in a fence that cannot be closed early by the content itself.
 */
export function contextMarkdown(records: ClipRecord[], description: string): string {
  const out = [
    `# Clipboard context (${records.length} clip${records.length === 1 ? '' : 's'}${description ? `; ${description}` : ''})`,
    '',
  ];
  for (const record of records) {
    const when = record.created_at.replace('T', ' ').slice(0, 16);
    const title = record.title || record.content.trim().split('\n')[0].slice(0, 80);
    out.push(`## #${record.id} ${title}`.trimEnd(), '');
    const meta = [`${when} UTC`, record.source_app ?? 'unknown'];
    if (record.window_title) meta.push(record.window_title);
    if (record.pinned) meta.push('pinned');
    if (record.tags.length) meta.push(`tags: ${record.tags.join(', ')}`);
    out.push(`_${meta.join(' · ')}_`, '');
    const lines = record.content.replace(/\s+$/, '').split('\n');
    const fence = fenceFor(lines);
    out.push(fence, ...lines, fence, '');
    for (const note of record.notes) out.push(`> note: ${note.note}`, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
