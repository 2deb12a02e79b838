// The job index both resume benches search (in process and over HTTP): the same 100,000 jobs and
// the same mix of searches on every run, from a seeded pseudo-random sequence.

export const LEVELS = ['Junior', 'Senior', 'Staff', 'Principal', 'Lead'];
export const ROLES = [
  'Backend',
  'Frontend',
  'Data',
  'Platform',
  'Mobile',
  'Security',
  'Machine Learning',
  'Site Reliability',
  'Product',
  'QA',
];
export const KINDS = ['Engineer', 'Developer', 'Analyst', 'Architect', 'Manager', 'Designer'];
export const SKILLS = [
  'Go',
  'TypeScript',
  'Python',
  'Kafka',
  'PostgreSQL',
  'React',
  'Kubernetes',
  'Terraform',
  'Rust',
  'Java',
  'Spark',
  'Figma',
];
export const CITIES = ['Berlin', 'Lisbon', 'Paris', 'Madrid', 'Warsaw', 'Dublin', 'Remote'];

/** A deterministic pseudo-random picker (the same jobs on every run). */
export function picker(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

/** Jobs number `start` to `start + count - 1`, the body of POST /jobs/import. */
export function benchJobs(random: ReturnType<typeof picker>, start: number, count: number) {
  const { next, pick } = random;
  return Array.from({ length: count }, (_, i) => ({
    title: `${pick(LEVELS)} ${pick(ROLES)} ${pick(KINDS)}`,
    company: `Company ${Math.floor(next() * 5000)}`,
    location: pick(CITIES),
    salaryRange: '50k-90k',
    url: `https://jobs.example.org/${start + i}`,
    postedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000).toISOString(),
    description: `Work with ${pick(SKILLS)} and ${pick(SKILLS)} on our ${pick(ROLES).toLowerCase()} team.`,
    skills: [pick(SKILLS), pick(SKILLS)],
  }));
}

/** Search number i of the mix: one word, two keywords, or a two-word phrase; every other one with a location. */
export function benchSearch(
  random: ReturnType<typeof picker>,
  i: number,
): { keywords: string[]; location?: string } {
  const { pick } = random;
  const keywords =
    i % 3 === 0
      ? [pick(KINDS)]
      : i % 3 === 1
        ? [pick(ROLES), pick(SKILLS)]
        : [`${pick(LEVELS)} ${pick(ROLES)}`];
  return i % 2 ? { keywords, location: pick(CITIES) } : { keywords };
}
