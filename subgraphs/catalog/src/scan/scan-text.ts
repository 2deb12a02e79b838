/** Image formats the scanner takes, by their first bytes. */
const SIGNATURES: Array<[string, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['bmp', [0x42, 0x4d]],
];

export const imageFormatOf = (image: Buffer): string | null =>
  SIGNATURES.find(([, bytes]) => bytes.every((byte, i) => image[i] === byte))?.[0] ?? null;

/** At most this many lines of a card's text are compared with the catalog (the title is near the top). */
export const MAX_SCAN_LINES = 12;

/**
 * The lines of recognized text worth comparing with card names, lower-cased and stripped to letters,
 * digits, spaces and name punctuation, in reading order; and every short token (set codes, collector
 * numbers) the text holds.
 */
export function scanTerms(text: string): { lines: string[]; tokens: Set<string> } {
  const lines: string[] = [];
  const tokens = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw
      .toLowerCase()
      .replace(/[^\p{L}\p{N}',\- ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    for (const token of line.split(/[^\p{L}\p{N}]+/u)) if (token) tokens.add(token.replace(/^0+(?=\d)/, ''));
    if (line.replace(/[^\p{L}]/gu, '').length >= 3 && !lines.includes(line)) lines.push(line);
  }
  return { lines: lines.slice(0, MAX_SCAN_LINES), tokens };
}

/**
 * 0 to 1: 0.8 × the name's similarity (0 to 1, trigrams), + 0.1 each when the text also shows the
 * card's set code or collector number (what tells two printings of one name apart).
 */
export function matchScore(
  similarity: number,
  card: { setCode: string; collectorNumber: string },
  tokens: Set<string>,
): number {
  const set = tokens.has(card.setCode.toLowerCase()) ? 0.1 : 0;
  const number = tokens.has(card.collectorNumber.toLowerCase().replace(/^0+(?=\d)/, '')) ? 0.1 : 0;
  return Math.round((0.8 * Math.min(1, similarity) + set + number) * 1000) / 1000;
}
