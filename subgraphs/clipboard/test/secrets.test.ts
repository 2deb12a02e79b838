import { describe, expect, it } from '@jest/globals';
import { findSecret } from '../src/capture/secrets.js';

// Built from parts so the fixtures themselves do not look like live credentials to scanners.
const fake = (prefix: string, body: string, times: number) => prefix + body.repeat(times);

describe('findSecret', () => {
  it.each([
    ['aws-access-key-id', `id=${fake('AKIA', 'ABCD', 4)}`],
    ['aws-secret-access-key', `aws_secret_access_key = ${fake('', 'wJalrXUtnF', 4)}`],
    ['github-token', fake('ghp_', 'aB3d', 9)],
    ['github-fine-grained-token', fake('github_pat_', '11AB_cd', 5)],
    ['gitlab-token', fake('glpat-', 'xY12', 5)],
    [
      'private-key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk=\n-----END OPENSSH PRIVATE KEY-----',
    ],
    ['private-key', '-----BEGIN PRIVATE KEY-----'],
    ['private-key', '-----BEGIN PGP PRIVATE KEY BLOCK-----'],
    ['slack-token', fake('xoxb-', '1234-', 4)],
    ['slack-webhook', 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXX'],
    ['stripe-key', fake('sk_live_', 'a1B2', 6)],
    ['google-api-key', `key=${fake('AIza', 'Sy-_Ab12C', 3)}xyzABC12`],
    ['openai-or-anthropic-key', fake('sk-proj-', 'Ab12Cd34', 5)],
    ['npm-token', fake('npm_', 'Ab12', 9)],
    ['jwt', `${fake('eyJ', 'hbGciOi', 2)}.${fake('eyJ', 'zdWIiOi', 2)}.${fake('', 'SflKxwRJ', 3)}`],
    ['url-with-password', 'postgres://admin:hunter22@db.internal:5432/app'],
    ['password-assignment', 'DB_PASSWORD="correct-horse-battery"'],
    ['password-assignment', 'api_key: 9f8e7d6c5b4a3210'],
  ])('flags %s', (name, text) => {
    expect(findSecret(text)).toBe(name);
  });

  it.each([
    'The quick brown fox jumps over the lazy dog',
    'const password = readPassword(prompt);',
    'password: ${{ secrets.DB_PASSWORD }}',
    'Set the password field to at least 8 characters',
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ user@host',
    'https://example.com/path?query=1',
    'git checkout -b feature/AKIA-docs',
    '-----BEGIN PUBLIC KEY-----',
    'sk-short',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(findSecret(text)).toBeNull();
  });
});
