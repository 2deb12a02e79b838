import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NotFound, Conflict, BadInput } from '@platform/errors';
import { DEVELOPMENT_ENCRYPTION_KEY } from '@platform/config';
import { newSubject, startProfiles, type ProfilesHarness } from './profiles-harness.js';
import { legacyValue as sealedBeforeAssociatedData } from './legacy-value.js';

/** A value as stored before associated data, under the development key. */
const legacyValue = (plain: string) => sealedBeforeAssociatedData(plain, DEVELOPMENT_ENCRYPTION_KEY);

jest.setTimeout(60_000);

let h: ProfilesHarness;
beforeAll(async () => (h = await startProfiles()));
afterAll(async () => h.close());

const body = (slug: string) => ({
  slug,
  displayName: 'Ada Example',
  title: 'Staff Engineer',
  headline: 'Builds data systems',
  summaryMarkdown: 'Secret summary about **distributed ledgers**',
  locationText: 'Lisbon, Portugal',
});

describe('profiles', () => {
  it('creates a profile owned by the subject and answers it with decrypted fields', async () => {
    const subject = newSubject();
    const profile = await h.profiles.services.profiles.create(subject, body('ada'));
    expect(profile).toMatchObject({
      identityId: subject,
      slug: 'ada',
      isActive: true,
      locationText: 'Lisbon, Portugal',
    });
    expect(await h.profiles.services.profiles.get(subject, profile.id)).toMatchObject({
      summaryMarkdown: body('ada').summaryMarkdown,
    });
  });

  it('stores locationText, summaryMarkdown and experience descriptions encrypted (no plaintext in the raw rows)', async () => {
    const subject = newSubject();
    const profile = await h.profiles.services.profiles.create(subject, body('raw'));
    await h.profiles.services.career.addExperience(subject, profile.id, {
      title: 'Engineer',
      description: 'Confidential migration of payroll',
    });
    const [row] = await h.sql('select * from profiles.profile where id = $1', [profile.id]);
    const [experience] = await h.sql('select * from profiles.experience where profile_id = $1', [profile.id]);
    const raw = JSON.stringify([row, experience]);
    expect(raw).not.toContain('Lisbon');
    expect(raw).not.toContain('distributed ledgers');
    expect(raw).not.toContain('payroll');
    expect(row.location_text_encrypted).toMatch(/^v2\./);
  });

  it("refuses a ciphertext swapped into another user's row or another field instead of showing it there", async () => {
    const [alice, mallory] = [newSubject(), newSubject()];
    const victim = await h.profiles.services.profiles.create(alice, body('victim'));
    const thief = await h.profiles.services.profiles.create(mallory, {
      ...body('thief'),
      summaryMarkdown: 'mine',
      locationText: 'mine',
    });
    // Someone with write access to the table copies Alice's ciphertexts into Mallory's row, and across fields.
    await h.sql(
      'update profiles.profile set summary_markdown_encrypted = (select summary_markdown_encrypted from profiles.profile where id = $1) where id = $2',
      [victim.id, thief.id],
    );
    await expect(h.profiles.services.profiles.get(mallory, thief.id)).rejects.toThrow(/authenticate/);
    await h.sql(
      'update profiles.profile set location_text_encrypted = summary_markdown_encrypted where id = $1',
      [victim.id],
    );
    await expect(h.profiles.services.profiles.get(alice, victim.id)).rejects.toThrow(/authenticate/);
  });

  it('reads ciphertexts written before associated data and upgrades them in place (v1 → v2, bound to row and field)', async () => {
    const subject = newSubject();
    const profile = await h.profiles.services.profiles.create(subject, body('legacy'));
    const experience = await h.profiles.services.career.addExperience(subject, profile.id, {
      title: 'Engineer',
      description: 'Old secret',
    });
    await h.sql('update profiles.profile set location_text_encrypted = $1 where id = $2', [
      legacyValue('Porto'),
      profile.id,
    ]);
    await h.sql('update profiles.experience set description_encrypted = $1 where id = $2', [
      legacyValue('Older secret'),
      experience.id,
    ]);
    expect((await h.profiles.services.profiles.get(subject, profile.id)).locationText).toBe('Porto');
    expect(await h.profiles.upgradeCiphertexts()).toBeGreaterThanOrEqual(2);
    const [row] = await h.sql('select location_text_encrypted from profiles.profile where id = $1', [
      profile.id,
    ]);
    const [career] = await h.sql('select description_encrypted from profiles.experience where id = $1', [
      experience.id,
    ]);
    expect(row.location_text_encrypted).toMatch(/^v2\./);
    expect(career.description_encrypted).toMatch(/^v2\./);
    expect((await h.profiles.services.profiles.get(subject, profile.id)).locationText).toBe('Porto');
    expect((await h.profiles.services.career.experiences(subject, profile.id))[0].description).toBe(
      'Older secret',
    );
    expect(await h.profiles.upgradeCiphertexts()).toBe(0);
  });

  it("hides another user's profile as NotFound on get, update, delete and sub-resources", async () => {
    const owner = newSubject();
    const stranger = newSubject();
    const { id } = await h.profiles.services.profiles.create(owner, body('mine'));
    const { profiles, career } = h.profiles.services;
    await expect(profiles.get(stranger, id)).rejects.toThrow(NotFound);
    await expect(profiles.update(stranger, id, { title: 'x' })).rejects.toThrow(NotFound);
    await expect(profiles.remove(stranger, id)).rejects.toThrow(NotFound);
    await expect(career.experiences(stranger, id)).rejects.toThrow(NotFound);
    await expect(career.addSkill(stranger, id, { name: 'Go' })).rejects.toThrow(NotFound);
    expect((await profiles.get(owner, id)).isActive).toBe(true);
  });

  it('soft-deletes: the row stays with is_active false and every path answers NotFound', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, body('gone'));
    await h.profiles.services.profiles.remove(subject, id);
    expect((await h.sql('select is_active from profiles.profile where id = $1', [id]))[0].is_active).toBe(
      false,
    );
    await expect(h.profiles.services.profiles.get(subject, id)).rejects.toThrow(NotFound);
    await expect(h.profiles.services.profiles.remove(subject, id)).rejects.toThrow(NotFound);
    await expect(h.profiles.services.career.projects(subject, id)).rejects.toThrow(NotFound);
    expect((await h.profiles.services.profiles.list(subject)).total).toBe(0);
  });

  it('refuses a second active profile with the same slug for one user as Conflict, not for another user', async () => {
    const subject = newSubject();
    await h.profiles.services.profiles.create(subject, body('same'));
    await expect(h.profiles.services.profiles.create(subject, body('same'))).rejects.toThrow(Conflict);
    await expect(h.profiles.services.profiles.create(newSubject(), body('same'))).resolves.toMatchObject({
      slug: 'same',
    });
  });

  it('lists the caller’s active profiles with total, limit and offset; limit above 100 is refused', async () => {
    const subject = newSubject();
    for (const slug of ['a', 'b', 'c']) {
      await h.profiles.services.profiles.create(subject, body(slug));
      h.clock.advance(1000);
    }
    const page = await h.profiles.services.profiles.list(subject, { limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.profiles.map((p) => p.slug)).toEqual(['b', 'a']);
    expect(Object.keys(page.profiles[0]).sort()).toEqual([
      'createdAt',
      'displayName',
      'id',
      'isActive',
      'slug',
      'title',
    ]);
    expect((await h.profiles.services.profiles.list(subject)).limit).toBe(50);
    await expect(h.profiles.services.profiles.list(subject, { limit: 101 })).rejects.toMatchObject({
      details: { field: 'limit' },
    });
  });

  it('patches partially and names the offending field on bad input', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, body('patch'));
    const patched = await h.profiles.services.profiles.update(subject, id, { headline: 'New headline' });
    expect(patched).toMatchObject({
      headline: 'New headline',
      title: 'Staff Engineer',
      locationText: 'Lisbon, Portugal',
    });
    await expect(
      h.profiles.services.profiles.create(subject, { ...body('x'), displayName: 42 as never }),
    ).rejects.toThrow(BadInput);
    await expect(h.profiles.services.profiles.create(subject, { ...body('Bad Slug') })).rejects.toMatchObject(
      { details: { field: 'slug' } },
    );
  });
});

describe('experiences, skills and projects', () => {
  it('adds, lists, patches and deletes experiences; skills and projects are added and listed', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, body('career'));
    const { career } = h.profiles.services;
    const old = await career.addExperience(subject, id, {
      title: 'Developer',
      company: 'Old Co',
      startDate: '2018-01-01',
      endDate: '2020-06-30',
      tags: ['backend'],
    });
    const now = await career.addExperience(subject, id, {
      title: 'Lead',
      company: 'New Co',
      startDate: '2020-07-01',
      isCurrent: true,
      technologies: ['Go'],
    });
    expect((await career.experiences(subject, id)).map((e) => e.id)).toEqual([now.id, old.id]);
    expect(await career.updateExperience(subject, id, old.id, { description: 'Payments' })).toMatchObject({
      description: 'Payments',
      company: 'Old Co',
    });
    await career.removeExperience(subject, id, old.id);
    await expect(career.removeExperience(subject, id, old.id)).rejects.toThrow(NotFound);
    await expect(
      career.addExperience(subject, id, { title: 'x', startDate: '2020-13-45' }),
    ).rejects.toMatchObject({ details: { field: 'startDate' } });
    await career.addSkill(subject, id, {
      name: 'TypeScript',
      category: 'language',
      yearsOfExperience: 6,
      tags: ['frontend'],
    });
    await career.addProject(subject, id, {
      name: 'Ledger',
      url: 'https://example.org/ledger',
      technologies: ['Rust'],
    });
    expect((await career.skills(subject, id)).map((s) => s.name)).toEqual(['TypeScript']);
    expect((await career.projects(subject, id))[0]).toMatchObject({ name: 'Ledger', technologies: ['Rust'] });
  });
});

describe('editing skills and projects', () => {
  it('patches only the fields given (null clears an optional one) and deletes once', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, body('edits'));
    const { career } = h.profiles.services;
    const skill = await career.addSkill(subject, id, {
      name: 'TypeScript',
      category: 'language',
      yearsOfExperience: 6,
      tags: ['frontend'],
    });
    expect(
      await career.updateSkill(subject, id, skill.id, { yearsOfExperience: 7, category: null }),
    ).toMatchObject({
      id: skill.id,
      name: 'TypeScript',
      yearsOfExperience: 7,
      category: null,
      tags: ['frontend'],
    });
    const project = await career.addProject(subject, id, {
      name: 'Ledger',
      url: 'https://example.org/ledger',
      technologies: ['Rust'],
      tags: ['finance'],
    });
    expect(await career.updateProject(subject, id, project.id, { status: 'archived' })).toMatchObject({
      id: project.id,
      name: 'Ledger',
      url: 'https://example.org/ledger',
      status: 'archived',
      technologies: ['Rust'],
      tags: ['finance'],
    });
    await expect(career.updateProject(subject, id, project.id, { url: 'nope' })).rejects.toMatchObject({
      details: { field: 'url' },
    });
    await expect(career.updateSkill(subject, id, skill.id, { name: ' ' })).rejects.toThrow(BadInput);

    await career.removeSkill(subject, id, skill.id);
    await career.removeProject(subject, id, project.id);
    await expect(career.removeSkill(subject, id, skill.id)).rejects.toThrow(NotFound);
    await expect(career.updateProject(subject, id, project.id, { name: 'x' })).rejects.toThrow(NotFound);
    expect(await career.skills(subject, id)).toEqual([]);
    expect(await career.projects(subject, id)).toEqual([]);
  });

  it("hides another user's skill and project as NotFound, through either profile", async () => {
    const owner = newSubject();
    const stranger = newSubject();
    const { id } = await h.profiles.services.profiles.create(owner, body('owned'));
    const { id: strangersProfile } = await h.profiles.services.profiles.create(stranger, body('strangers'));
    const { career } = h.profiles.services;
    const skill = await career.addSkill(owner, id, { name: 'Go' });
    const project = await career.addProject(owner, id, { name: 'Atlas' });
    for (const profileId of [id, strangersProfile]) {
      await expect(career.updateSkill(stranger, profileId, skill.id, { name: 'Mine' })).rejects.toThrow(
        NotFound,
      );
      await expect(career.removeSkill(stranger, profileId, skill.id)).rejects.toThrow(NotFound);
      await expect(career.updateProject(stranger, profileId, project.id, { name: 'Mine' })).rejects.toThrow(
        NotFound,
      );
      await expect(career.removeProject(stranger, profileId, project.id)).rejects.toThrow(NotFound);
    }
    expect(await career.skills(owner, id)).toMatchObject([{ id: skill.id, name: 'Go' }]);
    expect(await career.projects(owner, id)).toMatchObject([{ id: project.id, name: 'Atlas' }]);
  });

  it('keeps the lists and the current flag of an experience a patch leaves out', async () => {
    const subject = newSubject();
    const { id } = await h.profiles.services.profiles.create(subject, body('kept'));
    const { career } = h.profiles.services;
    const experience = await career.addExperience(subject, id, {
      title: 'Lead',
      isCurrent: true,
      achievements: ['Shipped the ledger'],
      technologies: ['Go'],
      tags: ['payments'],
    });
    expect(await career.updateExperience(subject, id, experience.id, { company: 'New Co' })).toMatchObject({
      company: 'New Co',
      isCurrent: true,
      achievements: ['Shipped the ledger'],
      technologies: ['Go'],
      tags: ['payments'],
    });
  });
});
