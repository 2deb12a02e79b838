import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Profile } from '../entities/profile.entity.js';
import { Experience } from '../entities/experience.entity.js';
import { Skill } from '../entities/skill.entity.js';
import { Project } from '../entities/project.entity.js';
import { NarrativeTask } from '../entities/narrative-task.entity.js';
import { toJsonResume } from '../exports/json-resume.js';
import { experienceView, profileView, projectView, skillView } from './profile-views.js';
import type { ProfilesContext } from './profiles-context.js';

/**
 * A user's own data in the profiles domain, whole: exported as one archive (every stored field,
 * decrypted, of every profile including soft-deleted ones, with each profile's JSON Resume) and
 * erased at once (rows and the PDF files rendered for them).
 */
export class PersonalDataService {
  constructor(
    private readonly context: ProfilesContext,
    /** Where PDF exports are rendered, one folder per profile id. */
    private readonly exportDir?: string,
  ) {}

  async archive(subject: string) {
    const em = this.context.orm.em.fork();
    const { cipher } = this.context;
    const profiles = await em.find(
      Profile,
      { identityId: subject },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const ids = profiles.map((p) => p.id);
    const [experiences, skills, projects, narratives] = [
      await em.find(Experience, { profileId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      await em.find(Skill, { profileId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      await em.find(Project, { profileId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      await em.find(NarrativeTask, { identityId: subject }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ];
    return {
      profiles: profiles.map((profile) => {
        const own = <T extends { profileId: string }>(rows: T[]) =>
          rows.filter((r) => r.profileId === profile.id);
        const snapshot = {
          profile: profileView(profile, cipher),
          experiences: own(experiences).map((e) => experienceView(e, cipher)),
          skills: own(skills).map(skillView),
          projects: own(projects).map(projectView),
        };
        return {
          ...snapshot,
          profile: { ...snapshot.profile, isPublic: profile.isPublic, indexable: profile.indexable },
          narratives: own(narratives).map(
            ({ id, status, request, result, error, createdAt, finishedAt }) => ({
              id,
              status,
              request,
              result,
              error,
              createdAt,
              finishedAt,
            }),
          ),
          jsonResume: toJsonResume(snapshot),
        };
      }),
    };
  }

  /** Hard delete of every profile of the user and all derived from them; answers what went. */
  async erase(subject: string) {
    const ids = await this.context.orm.em.transactional(async (em) => {
      const rows = await em.find(Profile, { identityId: subject }, { fields: ['id'] });
      const profileIds = rows.map((p) => p.id);
      const narratives = await em.nativeDelete(NarrativeTask, {
        $or: [{ identityId: subject }, { profileId: { $in: profileIds } }],
      });
      const own = { profileId: { $in: profileIds } };
      await em.nativeDelete(Experience, own);
      await em.nativeDelete(Skill, own);
      await em.nativeDelete(Project, own);
      await em.nativeDelete(Profile, { identityId: subject });
      return { profileIds, narratives };
    });
    // The rows are gone first: a PDF render racing this finds no profile, and its folder goes here.
    if (this.exportDir)
      for (const id of ids.profileIds) await rm(join(this.exportDir, id), { recursive: true, force: true });
    return { profiles: ids.profileIds.length, narratives: ids.narratives };
  }
}
