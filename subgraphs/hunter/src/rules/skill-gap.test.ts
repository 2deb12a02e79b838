import { describe, expect, it } from '@jest/globals';
import { atsKeywords, atsMatchScore, skillGap, skillsInText } from './skill-gap.js';

describe('skill gap', () => {
  it('splits required skills into present and missing, case-insensitively', () => {
    expect(skillGap(['TypeScript', 'Go', 'Kafka'], ['typescript', 'GO'])).toEqual({
      required: ['typescript', 'go', 'kafka'],
      present: ['typescript', 'go'],
      missing: ['kafka'],
      importance: 'low',
    });
  });

  it('rates importance by the share missing', () => {
    expect(skillGap(['a', 'b'], ['a']).importance).toBe('medium');
    expect(skillGap(['a', 'b', 'c'], []).importance).toBe('high');
    expect(skillGap([], []).importance).toBe('low');
  });

  it('finds skills in a description as whole words only', () => {
    expect(
      skillsInText('We use Go, C++ and PostgreSQL daily; no MongoDB.', [
        'go',
        'c++',
        'postgresql',
        'java',
        'mongodb',
      ]),
    ).toEqual(['go', 'c++', 'postgresql', 'mongodb']);
    expect(skillsInText('Good gophers', ['go'])).toEqual([]);
  });

  it('scores ATS keywords found in the profile text as a percentage', () => {
    const keywords = atsKeywords('Senior Backend Engineer', ['Go', 'Kafka']);
    expect(keywords).toEqual(['go', 'kafka', 'senior', 'backend', 'engineer']);
    expect(atsMatchScore(keywords, 'Backend engineer writing Go')).toBe(60);
    expect(atsMatchScore([], 'x')).toBe(0);
  });
});
