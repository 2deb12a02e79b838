/** Common skill names looked for in a job description that lists no skills (with the profile's own). */
export const SKILL_VOCABULARY = [
  'javascript',
  'typescript',
  'python',
  'java',
  'kotlin',
  'go',
  'rust',
  'c#',
  'c++',
  'ruby',
  'php',
  'scala',
  'swift',
  'sql',
  'postgresql',
  'mysql',
  'mongodb',
  'redis',
  'kafka',
  'graphql',
  'rest',
  'react',
  'vue',
  'angular',
  'node',
  'node.js',
  'django',
  'spring',
  'docker',
  'kubernetes',
  'terraform',
  'aws',
  'azure',
  'gcp',
  'linux',
  'git',
  'ci/cd',
  'machine learning',
  'pytorch',
  'tensorflow',
  'spark',
  'airflow',
  'figma',
  'agile',
  'scrum',
  'security',
  'microservices',
  'html',
  'css',
];

const norm = (skill: string) => skill.trim().toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Skills named in a text: whole-word, case-insensitive matches of the candidates. */
export function skillsInText(text: string, candidates: string[]): string[] {
  const lower = text.toLowerCase();
  return [...new Set(candidates.map(norm))].filter((skill) =>
    new RegExp(`(^|[^\\p{L}\\p{N}+#])${escape(skill)}($|[^\\p{L}\\p{N}+#])`, 'u').test(lower),
  );
}

export type Importance = 'low' | 'medium' | 'high';

/**
 * required = the job's skills, or the skills its description names; present/missing split them by
 * the profile's skills (case-insensitive). importance from the share missing: none or up to a third
 * low, up to two thirds medium, more high.
 */
export function skillGap(required: string[], profileSkills: string[]) {
  const have = new Set(profileSkills.map(norm));
  const wanted = [...new Set(required.map(norm))];
  const present = wanted.filter((skill) => have.has(skill));
  const missing = wanted.filter((skill) => !have.has(skill));
  const share = wanted.length ? missing.length / wanted.length : 0;
  const importance: Importance = share <= 1 / 3 ? 'low' : share <= 2 / 3 ? 'medium' : 'high';
  return { required: wanted, present, missing, importance };
}

/** Words an applicant tracking system would look for: the required skills and the title's longer words. */
export function atsKeywords(title: string, required: string[]): string[] {
  const titleWords = title.toLowerCase().match(/[\p{L}\p{N}+#]{4,}/gu) ?? [];
  return [...new Set([...required.map(norm), ...titleWords])];
}

/** Percentage (0–100) of the ATS keywords that occur in the profile's text. */
export function atsMatchScore(keywords: string[], profileText: string): number {
  if (!keywords.length) return 0;
  return Math.round((100 * skillsInText(profileText, keywords).length) / keywords.length);
}
