/** An identity mask: a way of presenting the same career for a purpose (written for this project). */
export interface Mask {
  id: string;
  name: string;
  /** family/role; the family is cognitive, expressive or operational. */
  ontology: `${MaskFamily}/${string}`;
  functional_scope: string;
  stylistic_parameters: { tone: string; rhetorical_mode: string; compression_ratio: number };
  /** Situations the mask suits (matched against a request's contexts). */
  contexts: string[];
  /** Themes the mask brings forward (matched against request tags, skills and experience tags). */
  tags: string[];
}

export const MASK_FAMILIES = ['cognitive', 'expressive', 'operational'] as const;
export type MaskFamily = (typeof MASK_FAMILIES)[number];

const mask = (
  id: string,
  name: string,
  ontology: Mask['ontology'],
  functional_scope: string,
  tone: string,
  rhetorical_mode: string,
  compression_ratio: number,
  contexts: string[],
  tags: string[],
): Mask => ({
  id,
  name,
  ontology,
  functional_scope,
  stylistic_parameters: { tone, rhetorical_mode, compression_ratio },
  contexts,
  tags,
});

export const MASKS: readonly Mask[] = [
  mask(
    'analyst',
    'Analyst',
    'cognitive/analyst',
    'Turns evidence into decisions; leads with measured outcomes',
    'precise',
    'evidential',
    0.6,
    ['data', 'research', 'consulting', 'finance'],
    ['analytics', 'sql', 'statistics', 'metrics', 'python', 'data'],
  ),
  mask(
    'architect',
    'Architect',
    'cognitive/architect',
    'Shapes systems and the trade-offs behind them',
    'considered',
    'structural',
    0.55,
    ['engineering', 'platform', 'enterprise', 'technical-interview'],
    ['architecture', 'distributed-systems', 'cloud', 'kubernetes', 'backend', 'design'],
  ),
  mask(
    'researcher',
    'Researcher',
    'cognitive/researcher',
    'Frames open questions and shows how they were answered',
    'curious',
    'inquisitive',
    0.5,
    ['academia', 'research', 'lab', 'grant'],
    ['machine-learning', 'research', 'publications', 'experiments', 'ai'],
  ),
  mask(
    'strategist',
    'Strategist',
    'cognitive/strategist',
    'Connects work to direction, markets and long horizons',
    'assured',
    'argumentative',
    0.65,
    ['leadership', 'executive', 'consulting', 'board'],
    ['strategy', 'roadmap', 'growth', 'product', 'business'],
  ),
  mask(
    'storyteller',
    'Storyteller',
    'expressive/storyteller',
    'Carries a career as one connected arc',
    'warm',
    'narrative',
    0.4,
    ['personal-site', 'networking', 'portfolio', 'media'],
    ['writing', 'content', 'communication', 'brand'],
  ),
  mask(
    'designer',
    'Designer',
    'expressive/designer',
    'Puts the people who use the work first',
    'empathetic',
    'illustrative',
    0.5,
    ['design', 'agency', 'portfolio', 'startup'],
    ['ux', 'ui', 'figma', 'frontend', 'accessibility', 'design'],
  ),
  mask(
    'advocate',
    'Advocate',
    'expressive/advocate',
    'Speaks for a community, a practice or a cause',
    'energetic',
    'persuasive',
    0.45,
    ['developer-relations', 'nonprofit', 'community', 'conference'],
    ['community', 'open-source', 'speaking', 'education', 'devrel'],
  ),
  mask(
    'mentor',
    'Mentor',
    'expressive/mentor',
    'Shows how others grew through the work',
    'encouraging',
    'reflective',
    0.5,
    ['teaching', 'leadership', 'coaching', 'management'],
    ['mentoring', 'teaching', 'hiring', 'people', 'leadership'],
  ),
  mask(
    'operator',
    'Operator',
    'operational/operator',
    'Keeps things running and says how reliably',
    'steady',
    'procedural',
    0.7,
    ['operations', 'sre', 'infrastructure', 'on-call'],
    ['devops', 'sre', 'monitoring', 'linux', 'incident-response', 'terraform'],
  ),
  mask(
    'builder',
    'Builder',
    'operational/builder',
    'Ships features end to end and names what shipped',
    'direct',
    'declarative',
    0.75,
    ['startup', 'engineering', 'product', 'hackathon'],
    ['typescript', 'javascript', 'react', 'node', 'fullstack', 'api'],
  ),
  mask(
    'executor',
    'Executor',
    'operational/executor',
    'Delivers programmes on time, on budget, in scope',
    'confident',
    'enumerative',
    0.8,
    ['enterprise', 'management', 'government', 'delivery'],
    ['project-management', 'agile', 'scrum', 'delivery', 'budget', 'stakeholders'],
  ),
  mask(
    'guardian',
    'Guardian',
    'operational/guardian',
    'Protects systems, data and people from harm',
    'vigilant',
    'cautionary',
    0.7,
    ['security', 'compliance', 'finance', 'healthcare'],
    ['security', 'compliance', 'privacy', 'risk', 'audit', 'encryption'],
  ),
  mask(
    'integrator',
    'Integrator',
    'operational/integrator',
    'Joins teams, tools and vendors into one working whole',
    'pragmatic',
    'connective',
    0.65,
    ['consulting', 'enterprise', 'migration', 'partnerships'],
    ['integration', 'api', 'migration', 'erp', 'automation'],
  ),
];

/** Masks of one family or one ontology (case-insensitive), or all. */
export function masksByFamily(family?: string): Mask[] {
  const wanted = family?.trim().toLowerCase();
  return MASKS.filter((m) => !wanted || m.ontology === wanted || m.ontology.split('/')[0] === wanted);
}

export const findMask = (id: string): Mask | undefined => MASKS.find((m) => m.id === id);
