/** Letters that do not decompose into a base letter plus marks. */
const LIGATURES: Record<string, string> = { Æ: 'AE', Œ: 'OE', Ø: 'O', Ð: 'D', Þ: 'TH', Ł: 'L', ẞ: 'SS' };

/** Upper case, accents dropped (Jötun → JOTUN), ligatures spelled out, then A-Z and 0-9 only. */
export function alphanumericUpper(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[ÆŒØÐÞŁẞ]/g, (letter) => LIGATURES[letter])
    .replace(/[^A-Z0-9]/g, '');
}

export const TICKER_NAME_LENGTH = 10;

/**
 * The cards API's ticker GAME-SET-SANITIZEDNAME: the name upper-cased, stripped to alphanumerics and cut
 * to 10 characters. The game and the set code go through the same stripping (not the cut), so a
 * ticker always splits into three parts at its two dashes. A name with no Latin letter or digit left
 * (a Japanese-only name) becomes `CARD`.
 */
export function tickerOf(game: string, setCode: string, name: string): string {
  const sanitized = alphanumericUpper(name).slice(0, TICKER_NAME_LENGTH) || 'CARD';
  return `${alphanumericUpper(game)}-${alphanumericUpper(setCode)}-${sanitized}`;
}
