/** Temporal epochs: the spans a career timeline is grouped into (years before the present). */
export const EPOCHS = [
  {
    id: 'foundation',
    name: 'Foundation',
    description: 'Training, first jobs and early projects',
    yearsAgo: { from: 10, to: null },
  },
  {
    id: 'expansion',
    name: 'Expansion',
    description: 'Widening scope and deepening a speciality',
    yearsAgo: { from: 4, to: 10 },
  },
  {
    id: 'current',
    name: 'Current',
    description: 'The work of the last few years and today',
    yearsAgo: { from: 0, to: 4 },
  },
] as const;

/** Career stages by experience, in order; the mask composer speaks to the stage a profile is in. */
export const STAGES = [
  {
    id: 'emerging',
    name: 'Emerging',
    order: 1,
    description: 'Learning the craft under guidance',
    minYears: 0,
  },
  {
    id: 'practitioner',
    name: 'Practitioner',
    order: 2,
    description: 'Owns tasks and features independently',
    minYears: 2,
  },
  { id: 'specialist', name: 'Specialist', order: 3, description: 'Known for depth in one area', minYears: 5 },
  {
    id: 'leader',
    name: 'Leader',
    order: 4,
    description: 'Sets direction for a team or a domain',
    minYears: 9,
  },
  {
    id: 'steward',
    name: 'Steward',
    order: 5,
    description: 'Shapes an organisation or a field over years',
    minYears: 15,
  },
] as const;

export type Epoch = (typeof EPOCHS)[number];
export type Stage = (typeof STAGES)[number];
