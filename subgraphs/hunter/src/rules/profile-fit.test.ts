import { describe, expect, it } from '@jest/globals';
import { jobFit, jobSeniority, profileSeniority, type FitProfile } from './profile-fit.js';

const NOW = new Date('2026-11-26T00:00:00Z');
const profile: FitProfile = {
  title: 'Data Engineer',
  locationText: 'Lisbon, Portugal',
  skills: ['Kafka', 'TypeScript', 'PostgreSQL'],
  experiences: [
    { title: 'Data Engineer', startDate: '2019-01-01', endDate: null, isCurrent: true },
    { title: 'Backend Developer', startDate: '2017-02-01', endDate: '2018-12-31', isCurrent: false },
  ],
};

describe('jobFit', () => {
  it('scores a job listing the profile skills, title, place and level at 100', () => {
    const fit = jobFit(
      { title: 'Senior Data Engineer', location: 'Lisbon', skills: ['kafka', 'TypeScript'] },
      profile,
      NOW,
    );
    expect(fit).toEqual({
      score: 100,
      skills: { score: 1, matched: ['kafka', 'TypeScript'], missing: [] },
      title: { score: 1, matched: ['data', 'engineer'] },
      location: { score: 1, reason: 'same place (lisbon)' },
      seniority: { score: 1, job: 'senior', profile: 'senior' },
    });
  });

  it('explains each part that is missing', () => {
    const fit = jobFit(
      { title: 'Junior Designer', location: 'Berlin', skills: ['Figma', 'Kafka'] },
      profile,
      NOW,
    );
    expect(fit.skills).toEqual({ score: 0.5, matched: ['Kafka'], missing: ['Figma'] });
    expect(fit.title).toEqual({ score: 0, matched: [] });
    expect(fit.location).toEqual({ score: 0, reason: 'another place' });
    expect(fit.seniority).toEqual({ score: 0, job: 'junior', profile: 'senior' });
    expect(fit.score).toBe(25);
  });

  it('counts remote jobs as in place, and a missing location as half', () => {
    expect(jobFit({ title: 'x', location: 'Remote (EU)', skills: [] }, profile, NOW).location.score).toBe(1);
    expect(jobFit({ title: 'x', location: null, skills: [] }, profile, NOW).location.score).toBe(0.5);
  });

  it('reads levels from titles and from years of experience, overlaps counted once', () => {
    expect(jobSeniority('Staff Platform Engineer')).toBe('lead');
    expect(jobSeniority('Platform Engineer')).toBeNull();
    expect(profileSeniority([], NOW)).toBe('junior');
    const overlapping = [
      { title: 'a', startDate: '2023-01-01', endDate: '2024-12-01', isCurrent: false },
      { title: 'b', startDate: '2023-06-01', endDate: '2024-12-01', isCurrent: false },
    ];
    expect(profileSeniority(overlapping, NOW)).toBe('mid');
  });
});
