import type { ProfilesContext } from './profiles-context.js';

export interface JobSignal {
  title: string;
  skills: string[];
}

/**
 * Which active profiles (of any user) a job interests: it shares a skill with the profile
 * (case-insensitive) or its title contains the profile's title. Used for `jobFound`.
 */
export class ProfileMatcher {
  constructor(private readonly context: ProfilesContext) {}

  async interestedProfiles(job: JobSignal): Promise<Array<{ profileId: string; identityId: string }>> {
    const skills = JSON.stringify(job.skills.map((s) => s.trim().toLowerCase()).filter(Boolean));
    const rows: Array<{ id: string; identity_id: string }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select p.id, p.identity_id from profiles.profile p
        where p.is_active and (
          (coalesce(p.title, '') <> '' and strpos(lower(?), lower(p.title)) > 0)
          or exists (select 1 from profiles.skill s where s.profile_id = p.id and lower(s.name) in (select jsonb_array_elements_text(?::jsonb)))
        )`,
        [job.title, skills],
      );
    return rows.map((row) => ({ profileId: row.id, identityId: row.identity_id }));
  }
}
