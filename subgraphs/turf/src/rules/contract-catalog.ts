/** The five contract types. */
export const CONTRACT_TYPES = ['capture', 'survey', 'patrol', 'raid', 'defend'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** A contract lives 24 hours from its issue. */
export const CONTRACT_LIFETIME_MS = 24 * 3600_000;

/**
 * What each type asks and pays (spec: capture, survey and patrol typically 50; the rest ours):
 * capture creatures, submit fingerprints (survey), validate in distinct cells (patrol), land raids
 * that do damage, repel raids on your outposts (defend).
 */
export const CONTRACT_CATALOG: Record<ContractType, { target: number; reward: number }> = {
  capture: { target: 3, reward: 50 },
  survey: { target: 3, reward: 50 },
  patrol: { target: 5, reward: 50 },
  raid: { target: 2, reward: 75 },
  defend: { target: 1, reward: 75 },
};

/** The UTC day of an instant, the key of a day's contracts. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
