import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { restAndGraphQLRule, type RuleCase } from './support/input-rules.js';

/**
 * Every mutation of the tab API that takes input, sent the same invalid input through REST and through
 * /graphql: both answer with the same rule and code (400 ↔ BAD_USER_INPUT), because both are held to
 * one declaration (the SDL's @constraint rules, or the service's own check where a rule needs more).
 */
describe('one rule for REST and GraphQL clients of the tab API', () => {
  let platform: RunningPlatform;
  let token: string;
  let tabId: number;
  let bookmarkId: number;
  beforeAll(async () => {
    platform = await startPlatform();
    ({ token } = await signUp(platform.api));
    tabId = (
      await request(platform.api, 'POST', '/api/tabs', { token, body: { url: 'https://example.com/rules' } })
    ).body.id;
    bookmarkId = (
      await request(platform.api, 'POST', '/api/bookmarks', {
        token,
        body: { url: 'https://example.com/rules' },
      })
    ).body.id;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const long = (n: number) => 'x'.repeat(n);
  const cases = (): RuleCase[] => [
    {
      name: 'createTab',
      rest: ['POST', '/api/tabs', { url: 'https://a', title: long(1001) }],
      graphql: [
        'mutation($i: CreateTabInput!) { createTab(input: $i) { id } }',
        { i: { url: 'https://a', title: long(1001) } },
      ],
      rule: 'must be at most 1000 characters',
    },
    {
      name: 'createTab (blank url)',
      rest: ['POST', '/api/tabs', { url: '   ' }],
      graphql: ['mutation($i: CreateTabInput!) { createTab(input: $i) { id } }', { i: { url: '   ' } }],
      rule: 'is required',
    },
    {
      name: 'updateTab',
      rest: ['PUT', `/api/tabs/${tabId}`, { tags: [long(101)] }],
      graphql: [
        'mutation($id: Int!, $i: UpdateTabInput!) { updateTab(id: $id, input: $i) { id } }',
        { id: tabId, i: { tags: [long(101)] } },
      ],
      rule: 'must be at most 100 characters',
    },
    {
      name: 'openTab',
      rest: ['GET', '/api/tabs/0'],
      graphql: ['mutation { openTab(id: 0) { id } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'deleteTab',
      rest: ['DELETE', '/api/tabs/0'],
      graphql: ['mutation { deleteTab(id: 0) { message } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'archiveTab',
      rest: ['POST', '/api/tabs/0/archive'],
      graphql: ['mutation { archiveTab(id: 0) { jobId } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'bulkCreateTabs',
      rest: ['POST', '/api/tabs/bulk', { tabs: [] }],
      graphql: ['mutation { bulkCreateTabs(tabs: []) { jobId } }'],
      rule: 'must hold at least 1 item(s)',
    },
    {
      name: 'createBookmark',
      rest: ['POST', '/api/bookmarks', { url: 'https://a', folder: long(256) }],
      graphql: [
        'mutation($i: CreateBookmarkInput!) { createBookmark(input: $i) { id } }',
        { i: { url: 'https://a', folder: long(256) } },
      ],
      rule: 'must be at most 255 characters',
    },
    {
      name: 'updateBookmark',
      rest: ['PUT', `/api/bookmarks/${bookmarkId}`, { tags: Array(101).fill('t') }],
      graphql: [
        'mutation($id: Int!, $i: UpdateBookmarkInput!) { updateBookmark(id: $id, input: $i) { id } }',
        { id: bookmarkId, i: { tags: Array(101).fill('t') } },
      ],
      rule: 'may hold at most 100 items',
    },
    {
      name: 'deleteBookmark',
      rest: ['DELETE', '/api/bookmarks/0'],
      graphql: ['mutation { deleteBookmark(id: 0) { message } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'archiveBookmark',
      rest: ['POST', '/api/bookmarks/0/archive'],
      graphql: ['mutation { archiveBookmark(id: 0) { jobId } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'bulkCreateBookmarks',
      rest: ['POST', '/api/bookmarks/bulk', { bookmarks: [{ url: 'https://a', title: long(1001) }] }],
      graphql: [
        'mutation($b: [BulkBookmarkInput!]!) { bulkCreateBookmarks(bookmarks: $b) { jobId } }',
        { b: [{ url: 'https://a', title: long(1001) }] },
      ],
      rule: 'must be at most 1000 characters',
    },
    {
      name: 'acceptSuggestion',
      rest: ['PUT', '/api/suggestions/0/accept'],
      graphql: ['mutation { acceptSuggestion(id: 0) { id } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'rejectSuggestion',
      rest: ['PUT', '/api/suggestions/0/reject'],
      graphql: ['mutation { rejectSuggestion(id: 0) { id } }'],
      rule: 'must be at least 1',
    },
    {
      name: 'register',
      rest: [
        'POST',
        '/api/auth/register',
        { username: '', email: 'a@example.com', password: 'correct-horse' },
      ],
      graphql: [
        'mutation { register(username: "", email: "a@example.com", password: "correct-horse") { userId } }',
      ],
      rule: 'is required',
    },
    {
      name: 'register (username rule)',
      rest: [
        'POST',
        '/api/auth/register',
        { username: 'a b', email: 'ab@example.com', password: 'correct-horse' },
      ],
      graphql: [
        'mutation { register(username: "a b", email: "ab@example.com", password: "correct-horse") { userId } }',
      ],
      rule: 'Username must be 3 to 50 characters: letters, digits, "_", "." or "-"',
    },
    {
      name: 'login',
      rest: ['POST', '/api/auth/login', { email: '', password: 'x' }],
      graphql: ['mutation { login(email: "", password: "x") { token } }'],
      rule: 'is required',
    },
    {
      name: 'updateProfile',
      rest: ['PUT', '/api/user/profile', { username: 'a' }],
      graphql: ['mutation { updateProfile(username: "a") { username } }'],
      rule: 'Username must be 3 to 50 characters: letters, digits, "_", "." or "-"',
    },
    {
      name: 'updateEmail',
      rest: ['PUT', '/api/user/email', { email: 'not-an-address' }],
      graphql: ['mutation { updateEmail(email: "not-an-address") { email } }'],
      rule: 'Email must be a valid e-mail address',
    },
    {
      name: 'changePassword',
      rest: ['PUT', '/api/user/password', { currentPassword: 'correct-horse-battery', newPassword: 'abc' }],
      graphql: [
        'mutation { changePassword(currentPassword: "correct-horse-battery", newPassword: "abc") { message } }',
      ],
      rule: 'Password must be 6 to 128 characters',
    },
    {
      name: 'archivePage',
      rest: ['POST', '/api/archive', { url: long(2049) }],
      graphql: ['mutation($u: String!) { archivePage(url: $u) { jobId } }', { u: long(2049) }],
      rule: 'must be at most 2048 characters',
    },
  ];

  it('answers each invalid input with the same rule and code on both APIs', async () => {
    const rest = (method: string, path: string, body?: unknown) =>
      request(platform.api, method, path, { token, body });
    const gql = (query: string, variables?: Record<string, unknown>) =>
      graphql(platform.graphql, query, { token, variables });
    const outcomes = [];
    for (const rule of cases()) outcomes.push(await restAndGraphQLRule(rule, rest, gql));
    expect(outcomes).toEqual(
      cases().map((rule) => ({
        name: rule.name,
        rest: [400, rule.rule],
        graphql: ['BAD_USER_INPUT', rule.rule],
      })),
    );
  }, 120_000);
});
