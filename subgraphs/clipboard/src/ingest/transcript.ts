// Subtitle files (.srt, .vtt) to plain text: cue numbers, timestamps, styling and the rolling repeats
// of auto-generated captions are dropped; each cue keeps its start time for optional chunking.

export interface TranscriptSegment {
  /** Seconds from the start of the recording. */
  start: number;
  text: string;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

function seconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** `<v Alice>hi</v>` keeps the speaker as "Alice: hi"; other tags (<i>, <c.red>, <00:00:01.000>) and {\an8} go. */
function cleanCueLine(line: string): string {
  const voice = /^<v(?:\.[^ >]*)?\s+([^>]+)>/.exec(line);
  const text = line
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return voice && text ? `${voice[1].trim()}: ${text}` : text;
}

/** Cues of an SRT or WebVTT file in order; text that is not a subtitle file yields no segments. */
export function parseTranscript(source: string): TranscriptSegment[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/);
  const segments: TranscriptSegment[] = [];
  let previous = '';
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((l) => TIMING.test(l));
    if (timingAt < 0) continue; // WEBVTT header, NOTE, STYLE, REGION blocks
    const start = seconds(TIMING.exec(lines[timingAt])![1]);
    for (const raw of lines.slice(timingAt + 1)) {
      const text = cleanCueLine(raw);
      // Auto-captions repeat the previous line at the top of the next cue; keep each line once.
      if (!text || text === previous) continue;
      segments.push({ start, text });
      previous = text;
    }
  }
  return segments;
}

export function isSubtitleFile(source: string): boolean {
  return parseTranscript(source).length > 0;
}

export function formatClock(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export interface TranscriptChunk {
  start: number;
  text: string;
}

/** The whole transcript as one text (chunkSeconds 0), or consecutive chunks of about chunkSeconds each. */
export function chunkTranscript(segments: TranscriptSegment[], chunkSeconds = 0): TranscriptChunk[] {
  if (segments.length === 0) return [];
  if (chunkSeconds <= 0) return [{ start: segments[0].start, text: segments.map((s) => s.text).join('\n') }];
  const chunks: Array<{ start: number; lines: string[] }> = [];
  for (const segment of segments) {
    const current = chunks[chunks.length - 1];
    if (!current || segment.start - current.start >= chunkSeconds)
      chunks.push({ start: segment.start, lines: [segment.text] });
    else current.lines.push(segment.text);
  }
  return chunks.map((c) => ({ start: c.start, text: c.lines.join('\n') }));
}
