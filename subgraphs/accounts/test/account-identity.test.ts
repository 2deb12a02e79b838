import { describe, it, expect, beforeAll, afterAll, jest } from '@jest/globals';
import { openDomainOrm, type DomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { createAccountsSubgraph } from '../src/subgraph.js';
import { AccountProfileService } from '../src/services/account-profile.service.js';
import { User } from '../src/entities/user.entity.js';
import type { MailMessage } from '../src/services/mailer.js';
import { anonymous, bootAccounts, errorOf, internal, type Harness } from './harness.js';

const tokenIn = (message: MailMessage) => /token=([A-Za-z0-9_-]+)/.exec(message.text)![1];

describe('account identity in the accounts subgraph', () => {
  const sent: MailMessage[] = [];
  const module = createAccountsSubgraph({ mailer: { send: async (message) => void sent.push(message) } });
  let h: Harness;
  let orm: DomainOrm;
  beforeAll(async () => {
    h = await bootAccounts({ ADMIN_EMAILS: 'boss@example.com' }, module);
    orm = await openDomainOrm(h.platform.db, module.storage!, createLogger('silent'));
  });
  afterAll(async () => {
    await orm?.close();
    await h?.close();
  });

  it('gives each account a uuid and a default handle from the e-mail, digits added when taken', async () => {
    const first = await h.signUp('twin');
    const second = await h.run(
      'mutation{ register(username:"twin2", email:"TWIN@example.org", password:"secret-pass"){ userId } }',
    );
    expect(second.errors).toBeUndefined();
    const me = await h.run(
      '{ me { account { id handle displayName } emailVerified admin } }',
      undefined,
      first.context,
    );
    expect(me.data!.me).toMatchObject({
      account: { handle: 'twin', displayName: null },
      emailVerified: false,
    });
    const profiles = new AccountProfileService(orm);
    const [record] = await profiles.byIds([(me.data!.me as { account: { id: string } }).account.id]);
    expect(record?.handle).toBe('twin');
    const other = await orm.em.fork().findOneOrFail(User, { email: 'twin@example.org' });
    expect(other.handle).toMatch(/^twin\d{2,6}$/);
  });

  it('resolves Account references in one query per request and null for unknown or malformed ids', async () => {
    const profiles = new AccountProfileService(orm);
    const a = await profiles.newIdentity('x@example.com');
    const ids = (await orm.em.fork().find(User, {}, { fields: ['uuid'], limit: 2 })).map((user) => user.uuid);
    const spy = jest.spyOn(profiles, 'byIds');
    const context = {};
    const loaded = await Promise.all([
      profiles.load(context, ids[0]),
      profiles.load(context, ids[1]),
      profiles.load(context, a.uuid),
      profiles.load(context, 'not-a-uuid'),
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(loaded.map((account) => account?.id ?? null)).toEqual([ids[0], ids[1], null, null]);

    const entities = await h.run(
      'query($r:[_Any!]!){ _entities(representations:$r){ ... on Account { id handle } } }',
      { r: ids.map((id) => ({ __typename: 'Account', id })) },
      anonymous(),
    );
    expect(entities.errors).toBeUndefined();
    expect((entities.data!._entities as Array<{ id: string }>).map((account) => account.id)).toEqual(ids);
  });

  it('gives the admin role from ADMIN_EMAILS at sign-up, never from the request', async () => {
    const boss = await h.signUp('boss');
    const me = await h.run('{ me { admin } }', undefined, boss.context);
    expect(me.data!.me).toEqual({ admin: true });
    const input = await h.run(
      'mutation{ register(username:"sneaky", email:"sneaky@example.com", password:"secret-pass", admin:true){ userId } }',
    );
    expect(input.errors?.[0].message).toMatch(/Unknown argument "admin"/);
    const plain = await h.signUp('plain');
    expect((await h.run('{ me { admin } }', undefined, plain.context)).data!.me).toEqual({ admin: false });
  });

  it('verifies an e-mail once with the mailed link; a new address is unverified again', async () => {
    const ada = await h.signUp('ada');
    const mail = sent.filter((message) => message.to === 'ada@example.com');
    expect(mail).toHaveLength(1);
    const verify = 'mutation($t:String!){ verifyEmail(token:$t){ message } }';
    expect((await h.run(verify, { t: tokenIn(mail[0]) })).errors).toBeUndefined();
    expect(errorOf(await h.run(verify, { t: tokenIn(mail[0]) }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await h.run(verify, { t: 'forged-token' }))?.code).toBe('BAD_USER_INPUT');
    const me = '{ me { emailVerified } }';
    expect((await h.run(me, undefined, ada.context)).data!.me).toEqual({ emailVerified: true });
    await h.run('mutation{ updateEmail(email:"ada2@example.com"){ email } }', undefined, ada.context);
    expect((await h.run(me, undefined, ada.context)).data!.me).toEqual({ emailVerified: false });
  });

  it('refuses the sixth verification request of an hour with RATE_LIMITED and a retry time', async () => {
    const bob = await h.signUp('bob');
    const request = 'mutation{ requestEmailVerification{ message } }';
    for (let i = 0; i < 5; i++) expect((await h.run(request, undefined, bob.context)).errors).toBeUndefined();
    const refused = errorOf(await h.run(request, undefined, bob.context));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.extensions.retryAfter).toBeGreaterThan(3000);
    // Each granted request mailed a new link, and only the newest one still works.
    const links = sent.filter((message) => message.to === 'bob@example.com');
    expect(links).toHaveLength(6);
    const verify = 'mutation($t:String!){ verifyEmail(token:$t){ message } }';
    expect(errorOf(await h.run(verify, { t: tokenIn(links[4]) }))?.code).toBe('BAD_USER_INPUT');
    expect((await h.run(verify, { t: tokenIn(links[5]) })).errors).toBeUndefined();
  });

  it('resets a password with a link, revoking every token of the account', async () => {
    const carol = await h.signUp('carol');
    const ask = 'mutation($e:String!){ requestPasswordReset(email:$e){ message } }';
    const unknown = await h.run(ask, { e: 'nobody@example.com' });
    const known = await h.run(ask, { e: 'Carol@Example.com' });
    expect(known).toEqual(unknown);
    const link = await (async () => {
      for (let i = 0; i < 50; i++) {
        const found = sent.find(
          (message) => message.to === 'carol@example.com' && /reset/i.test(message.subject),
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no reset mail');
    })();
    // A sign-in at the provider: its grant is the session every derived token names.
    const { uuid } = await orm.em.fork().findOneOrFail(User, { id: carol.userId });
    await orm.em
      .getConnection()
      .execute(`insert into accounts.oidc_model (model, id, payload) values ('Grant', ?, ?)`, [
        `grant-of-${uuid}`,
        JSON.stringify({ accountId: uuid }),
      ]);
    const reset = 'mutation($t:String!,$p:String!){ resetPassword(token:$t,newPassword:$p){ message } }';
    // A refused password leaves the link usable.
    expect(errorOf(await h.run(reset, { t: tokenIn(link), p: 'short' }))?.code).toBe('BAD_USER_INPUT');
    expect((await h.run(reset, { t: tokenIn(link), p: 'brand-new-pass' })).errors).toBeUndefined();
    const session = await h.run(
      'query($u:Int!,$t:ID!){ _session(userId:$u, tokenId:$t){ active } }',
      { u: carol.userId, t: carol.tokenId },
      internal(),
    );
    expect(session.data!._session).toEqual({ active: false });
    const ended: Array<{ sid: string }> = await orm.em
      .getConnection()
      .execute('select sid from accounts.ended_session where account_uuid = ?', [uuid]);
    expect(ended).toEqual([{ sid: `grant-of-${uuid}` }]);
  });
});
