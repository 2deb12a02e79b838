/** The tones a cover letter is written in (the SDL's CoverLetterTone). */
export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'concise', 'warm'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];

export const DEFAULT_COVER_LETTER_TONE: CoverLetterTone = 'professional';

/**
 * Words a caller may write for each tone. docs/products/resume.md lists them: a word added here is a word
 * added there, since callers rely on the mapping staying the same.
 */
export const TONE_SYNONYMS: Record<CoverLetterTone, readonly string[]> = {
  professional: [
    'formal',
    'business',
    'businesslike',
    'corporate',
    'polished',
    'serious',
    'neutral',
    'standard',
  ],
  enthusiastic: ['excited', 'eager', 'passionate', 'energetic', 'upbeat', 'keen', 'enthusiasm', 'lively'],
  concise: ['brief', 'short', 'succinct', 'terse', 'direct', 'crisp', 'minimal', 'compact'],
  warm: ['friendly', 'personal', 'kind', 'approachable', 'heartfelt', 'conversational', 'casual', 'cordial'],
};

const TONE_OF_WORD = new Map<string, CoverLetterTone>(
  COVER_LETTER_TONES.flatMap((tone) => [tone, ...TONE_SYNONYMS[tone]].map((word) => [word, tone] as const)),
);

/**
 * The supported tone nearest to free text, always the same for the same text: the words are read
 * case-insensitively in order and the first that is a tone or a synonym of one decides; text with
 * none (or no text) gets the default, professional.
 */
export function coverLetterTone(requested: string | null | undefined): CoverLetterTone {
  for (const word of (requested ?? '').toLowerCase().split(/[^\p{L}]+/u)) {
    const tone = TONE_OF_WORD.get(word);
    if (tone) return tone;
  }
  return DEFAULT_COVER_LETTER_TONE;
}
