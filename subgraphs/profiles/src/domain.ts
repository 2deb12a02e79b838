import { join } from 'node:path';
import type { DomainOrm } from '@platform/db';
import { FieldCipher } from './crypto/field-cipher.js';
import { ProfileService } from './services/profile.service.js';
import { CareerService } from './services/career.service.js';
import { NarrativeService, type NarrativeOptions } from './services/narrative.service.js';
import { ExportService } from './services/export.service.js';
import { SharingService } from './services/sharing.service.js';
import { loadSnapshot } from './services/profile-snapshot.js';
import { upgradeLegacyCiphertexts } from './services/ciphertext-upgrade.js';
import {
  ConcurrencyLimit,
  NARRATIVES_IN_FLIGHT,
  PDF_EXPORTS_IN_FLIGHT,
} from './services/concurrency-limit.js';
import { ProfileMatcher } from './services/profile-matcher.js';
import { modelClientFor } from '@platform/model-client';
import { loadSigningKey, type SigningKey } from './exports/signing-key.js';
import { profilesJobs } from './jobs/profiles-jobs.js';
import type { ResumeSettings } from './config/resume-settings.js';
import type { ProfilesContext } from './services/profiles-context.js';

export { profilesStorage } from './storage.js';
export * from './config/resume-settings.js';
export * from './taxonomy/masks.js';
export * from './taxonomy/epochs-and-stages.js';
export { selectMasks, scoreMask, type ScoredMask } from './taxonomy/mask-selection.js';
export { composeNarrative } from './narrative/narrative-composer.js';
export type { NarrativeBlock, NarrativeRequest } from './narrative/narrative-request.js';
export { NARRATIVE_JOB } from './services/narrative.service.js';
export type { ProfileSnapshot } from './services/profile-snapshot.js';
export type * from './services/profile-views.js';

export interface ProfilesOptions {
  orm: DomainOrm;
  settings: ResumeSettings;
  /** The data folder; the generated credential signing key is kept there. */
  dataDir: string;
  /** Hands a narrative to the orchestrator (JobQueue.enqueue). */
  enqueue: NarrativeOptions['enqueue'];
  /** The platform's event bus: a finished narrative wakes the request waiting for it. */
  events?: NarrativeOptions['events'];
  /** How often a narrative request re-reads its task while waiting (tests make it rare to show the event wakes it). */
  narrativePollMs?: number;
  now?: () => Date;
}

/** A comma-separated setting of did:keys as a list. */
const didList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((did) => did.trim())
    .filter(Boolean);

/**
 * The profiles domain without its API (subgraph.ts adds the SDL, resolvers and the PDF export): profiles and their
 * career records with encrypted sensitive fields, mask selection, narratives (composer or model via
 * the orchestrator job), exports, JSON Resume, and the read side the hunter uses.
 */
export function createProfilesDomain(options: ProfilesOptions) {
  const { settings } = options;
  const context: ProfilesContext = {
    orm: options.orm,
    now: options.now ?? (() => new Date()),
    cipher: new FieldCipher(settings.PROFILE_ENCRYPTION_KEY),
  };
  let key: Promise<SigningKey> | undefined;
  const signingKey = () =>
    (key ??= loadSigningKey(settings.VC_SIGNING_KEY, join(options.dataDir, 'vc-signing-key.json')));
  const profiles = new ProfileService(context);
  const career = new CareerService(context);
  const narratives = new NarrativeService(context, {
    enqueue: options.enqueue,
    events: options.events,
    pollMs: options.narrativePollMs,
    model: modelClientFor(settings),
    fallback: settings.LOCAL_LLM_FALLBACK,
  });
  const exports = new ExportService(context, signingKey, profiles, career, {
    previous: didList(settings.VC_PREVIOUS_ISSUERS),
    trusted: didList(settings.VC_TRUSTED_ISSUERS),
  });
  const matcher = new ProfileMatcher(context);
  return {
    context,
    services: {
      profiles,
      career,
      narratives,
      exports,
      matcher,
      sharing: new SharingService(context),
      snapshot: (subject: string, profileId: string) => loadSnapshot(context, subject, profileId),
    },
    /** Heavy work one user may have in flight at once: answered 429 QUOTA_EXCEEDED beyond it. */
    limits: {
      pdfExports: new ConcurrencyLimit('pdf_export', PDF_EXPORTS_IN_FLIGHT),
      narratives: new ConcurrencyLimit('narrative', NARRATIVES_IN_FLIGHT),
    },
    /** Rewrites encrypted fields of the format without associated data (v1) as v2; run once at start. */
    upgradeCiphertexts: () => upgradeLegacyCiphertexts(context),
    jobs: settings.ORCH_WORKER_ENABLED ? profilesJobs(narratives) : [],
    schedules: [] as Array<[string, string]>,
    close: async () => undefined,
  };
}

export type ProfilesDomain = ReturnType<typeof createProfilesDomain>;
