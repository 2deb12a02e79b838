import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** One job as imported (the Hunter API's import body) or as a source parser yields it. */
export const jobInputSchema = z.object({
  title: z.string().trim().min(1).max(300),
  company: optionalText(200),
  location: optionalText(200),
  salaryRange: optionalText(120),
  url: z.string().url().max(2000),
  postedAt: z.coerce.date().nullish(),
  closesAt: z.coerce.date().nullish(),
  description: z.string().max(100_000).nullish(),
  skills: z.array(z.string().trim().min(1).max(120)).max(100).default([]),
});

export const importSchema = z.object({ jobs: z.array(jobInputSchema).min(1).max(5000) });

export const searchSchema = z.object({
  keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  location: z.string().trim().max(200).optional(),
  profileId: z.string().uuid().optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export type JobInput = z.input<typeof jobInputSchema>;
export type ParsedJobInput = z.output<typeof jobInputSchema>;
export type SearchInput = z.input<typeof searchSchema>;
