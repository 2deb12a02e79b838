import type { HunterProfile } from '../services/hunter-context.js';

interface JobFacts {
  title: string;
  company?: string | null;
}

/** Words as a reader counts them: runs of letters, digits and joined punctuation between spaces. */
export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const OPENINGS: Record<string, string> = {
  professional: 'I am writing to apply for',
  enthusiastic: 'I would be thrilled to join you as',
  concise: 'Please consider me for',
  warm: 'It is a pleasure to introduce myself for',
};

/** The deterministic cover letter: opening by tone, the current role, matching skills and experience, a close. */
export function composeCoverLetter(
  job: JobFacts,
  { profile, experiences }: HunterProfile,
  matchingSkills: string[],
  tone: string,
): string {
  const current = experiences.find((e) => e.isCurrent) ?? experiences[0];
  const at = job.company ? ` at ${job.company}` : '';
  return [
    'Dear hiring team,',
    `${OPENINGS[tone] ?? OPENINGS.professional} the ${job.title} role${at}.`,
    current
      ? `In my work as ${current.title}${current.company ? ` at ${current.company}` : ''}, I have built the experience this role asks for.`
      : `${profile.headline ?? 'My background'} fits what this role asks for.`,
    matchingSkills.length
      ? `I bring ${matchingSkills.join(', ')}, which your posting names.`
      : 'I learn new tools quickly and would bring that to your team.',
    `I would welcome the chance to talk about how I can help${at}.`,
    `Kind regards,\n${profile.displayName}`,
  ].join('\n\n');
}

export function coverLetterPrompt(
  job: JobFacts,
  { profile, experiences }: HunterProfile,
  matchingSkills: string[],
  tone: string,
): string {
  return [
    `Write a ${tone} cover letter (under 300 words, plain text) from ${profile.displayName} (${profile.title ?? 'professional'}) for the ${job.title} role${job.company ? ` at ${job.company}` : ''}.`,
    `Experience: ${experiences.map((e) => `${e.title}${e.company ? ` at ${e.company}` : ''}`).join('; ') || 'none listed'}.`,
    `Skills the posting asks for that they have: ${matchingSkills.join(', ') || 'none'}.`,
  ].join('\n');
}
