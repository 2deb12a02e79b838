import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';

/** What the hunter reads of a profile (the profiles subgraph answers it over the graph). */
export interface HunterProfile {
  profile: { id: string; displayName: string; title: string | null; headline: string | null };
  experiences: Array<{
    id: string;
    title: string;
    company: string | null;
    isCurrent: boolean;
    technologies: string[];
    tags: string[];
    achievements: string[];
  }>;
  skills: Array<{ name: string; tags: string[] }>;
}

/**
 * The hunter's only way to profiles' data: the subgraph answers it from the Profile representation
 * the gateway sends (graphql/profile-representation.ts); tests hand it the profiles domain's services.
 */
export interface ProfilesPort {
  /** The caller's active profile; NotFound for another user's, a deleted or an unknown one. */
  snapshot(subject: string, profileId: string): Promise<HunterProfile>;
  selectMasks(
    subject: string,
    profileId: string,
    input: { contexts: string[]; tags: string[]; limit: number },
  ): Promise<Array<{ id: string; name: string; ontology: string; relevanceScore: number }>>;
  /**
   * Active profiles (any user) a job interests, published as `hunter.jobFound`. Optional: the subgraph
   * leaves it out and matches each subscriber's own profile against `hunter.jobIndexed` instead.
   */
  interestedProfiles?(job: {
    title: string;
    skills: string[];
  }): Promise<Array<{ profileId: string; identityId: string }>>;
}

/** A text generator (the profiles domain's model client); absent when the model path is off. */
export interface TextModel {
  generate(prompt: string): Promise<string>;
}

export interface HunterContext {
  orm: DomainOrm;
  now: () => Date;
  bus?: EventBus;
  profiles: ProfilesPort;
  model?: TextModel;
  /** When the model fails: the deterministic letter instead of an error. */
  modelFallback: boolean;
}
