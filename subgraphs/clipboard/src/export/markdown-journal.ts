import type { ClipRecord } from '../cli/clip-records.js';

/** What the journal prints of a clip: the JSON record's fields, so both stay in step. */
export type JournalClip = Pick<
  ClipRecord,
  'id' | 'created_at' | 'source_app' | 'window_title' | 'title' | 'content' | 'pinned' | 'tags'
>;

const SNIPPET_LINES = 8;

function heading(clip: JournalClip): string {
  const title = clip.title || clip.window_title || clip.content.trim().split('\n')[0] || '';
  return title.length > 120 ? `${title.slice(0, 117)}...` : title;
}

/** Longest run of backticks in the text, so the fence around a snippet is always one longer. */
export function fenceFor(lines: string[]): string {
  const longest = Math.max(
    2,
    ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((m) => m.length))),
  );
  return '`'.repeat(longest + 1);
}

/** Journal grouped by day (newest first) and application, as the existing tool's export-md wrote it. */
export function markdownJournal(clips: JournalClip[]): string {
  const days = new Map<string, Map<string, JournalClip[]>>();
  const tagTotals = new Map<string, number>();
  for (const clip of clips) {
    const day = clip.created_at.slice(0, 10);
    const app = clip.source_app || 'unknown';
    const apps = days.get(day) ?? new Map<string, JournalClip[]>();
    apps.set(app, [...(apps.get(app) ?? []), clip]);
    days.set(day, apps);
    for (const tag of clip.tags) tagTotals.set(tag, (tagTotals.get(tag) ?? 0) + 1);
  }
  const out = [`# my--father-mother journal (latest ${clips.length} clips)`];
  for (const day of [...days.keys()].sort().reverse()) {
    out.push('', `## ${day}`);
    const apps = days.get(day)!;
    for (const app of [...apps.keys()].sort()) {
      out.push(`- **${app}**`);
      for (const clip of apps.get(app)!) {
        const time = clip.created_at.slice(11, 16);
        const tags = clip.tags.length ? ` (tags: ${clip.tags.join(', ')})` : '';
        out.push(`  - [${time}] #${clip.id}${clip.pinned ? ' (pinned)' : ''} ${heading(clip)}${tags}`);
        const lines = clip.content.trim().split('\n');
        const shown = lines.slice(0, SNIPPET_LINES);
        const fence = fenceFor(shown);
        out.push(`    ${fence}`, ...shown.map((l) => `    ${l}`));
        if (lines.length > SNIPPET_LINES) out.push('    ...');
        out.push(`    ${fence}`);
      }
    }
  }
  if (tagTotals.size) {
    out.push('', '## Tag totals');
    const sorted = [...tagTotals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 20);
    for (const [tag, n] of sorted) out.push(`- ${tag}: ${n}`);
  }
  return `${out.join('\n')}\n`;
}
