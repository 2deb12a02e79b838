import { toJsonLd } from '../exports/json-ld.js';
import { issueCredential, verifyCredential } from '../exports/verifiable-credential.js';
import { assertJsonResume, fromJsonResume, toJsonResume } from '../exports/json-resume.js';
import type { SigningKey } from '../exports/signing-key.js';
import { loadSnapshot } from './profile-snapshot.js';
import type { ProfilesContext } from './profiles-context.js';
import type { ProfileService } from './profile.service.js';
import type { CareerService } from './career.service.js';

/** Exports (JSON-LD, verifiable credential, JSON Resume) and the JSON Resume import. */
export class ExportService {
  constructor(
    private readonly context: ProfilesContext,
    private readonly signingKey: () => Promise<SigningKey>,
    private readonly profiles: ProfileService,
    private readonly career: CareerService,
    /** did:keys trusted besides the current signing key: the service's earlier keys and the trust list. */
    private readonly issuers: { previous: string[]; trusted: string[] } = { previous: [], trusted: [] },
  ) {}

  async jsonLd(subject: string, profileId: string) {
    return toJsonLd(await loadSnapshot(this.context, subject, profileId));
  }

  async credential(subject: string, profileId: string) {
    const snapshot = await loadSnapshot(this.context, subject, profileId);
    return issueCredential(snapshot, await this.signingKey(), this.context.now());
  }

  /** The credential's check against the service's keys (current and earlier) and the trust list. */
  async verify(credential: unknown) {
    const current = (await this.signingKey()).did;
    return verifyCredential(credential, {
      serviceKeys: [current, ...this.issuers.previous],
      trustList: this.issuers.trusted,
    });
  }

  async jsonResume(subject: string, profileId: string) {
    const resume = toJsonResume(await loadSnapshot(this.context, subject, profileId));
    assertJsonResume(resume);
    return resume;
  }

  /** A new profile (slug given by the caller) with the resume's work, skills and projects. */
  async importJsonResume(subject: string, slug: string, resume: unknown) {
    assertJsonResume(resume);
    const parts = fromJsonResume(resume);
    const profile = await this.profiles.create(subject, { slug, ...parts.profile });
    for (const experience of parts.experiences)
      await this.career.addExperience(subject, profile.id, experience);
    for (const skill of parts.skills) await this.career.addSkill(subject, profile.id, skill);
    for (const project of parts.projects) await this.career.addProject(subject, profile.id, project);
    return profile;
  }
}
