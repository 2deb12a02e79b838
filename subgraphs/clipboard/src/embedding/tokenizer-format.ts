import { z } from 'zod';

// The part of a Hugging Face tokenizer.json that a BERT WordPiece tokenizer (e5-small-v2's) uses.
// Validated at load so a wrong or damaged file fails with the field that is wrong, not with NaN ids.

const bertNormalizer = z.object({
  type: z.literal('BertNormalizer'),
  clean_text: z.boolean().default(true),
  handle_chinese_chars: z.boolean().default(true),
  /** null: follow `lowercase` (the tokenizers library's rule). */
  strip_accents: z.boolean().nullable().default(null),
  lowercase: z.boolean().default(true),
});

const templateItem = z.union([
  z.object({ SpecialToken: z.object({ id: z.string() }) }),
  z.object({ Sequence: z.object({ id: z.literal('A') }) }),
]);

const templateProcessing = z.object({
  type: z.literal('TemplateProcessing'),
  single: z
    .array(templateItem)
    .refine((items) => items.filter((i) => 'Sequence' in i).length === 1, 'must hold the sequence $A once'),
  special_tokens: z
    .record(z.string(), z.object({ ids: z.array(z.number().int().nonnegative()).length(1) }))
    .default({}),
});

const wordPieceModel = z.object({
  type: z.literal('WordPiece'),
  vocab: z
    .record(z.string(), z.number().int().nonnegative())
    .refine((v) => Object.keys(v).length > 0, 'is empty'),
  unk_token: z.string().default('[UNK]'),
  continuing_subword_prefix: z.string().default('##'),
  max_input_chars_per_word: z.number().int().positive().default(100),
});

export const tokenizerFile = z.object({
  normalizer: bertNormalizer,
  pre_tokenizer: z.object({ type: z.literal('BertPreTokenizer') }),
  post_processor: templateProcessing,
  model: wordPieceModel,
});

export type TokenizerFile = z.infer<typeof tokenizerFile>;

/** "model.vocab: …" for the first problem zod found, for an error message a user can act on. */
export function describeTokenizerProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || 'file'}: ${issue.message}`;
}
