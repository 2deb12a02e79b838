import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { bootAccounts, errorOf, internal, type Account, type Harness } from './harness.js';

const SESSION = `query($u:Int!,$t:ID!,$d:String,$l:String){
  _session(userId:$u,tokenId:$t,deviceId:$d,deviceLabel:$l){ active userId plan devices deviceBlocked } }`;
const DEVICES = '{ me { devices { deviceId label createdAt lastSeenAt } } }';
const SHARED_SECRET = 'shared-webhook-secret';

describe('accounts: the gateway session lookup and devices', () => {
  let h: Harness;
  const session = (account: Account, deviceId?: string, deviceLabel?: string) =>
    h.run(SESSION, { u: account.userId, t: account.tokenId, d: deviceId, l: deviceLabel }, internal());
  const devicesOf = async (account: Account) =>
    ((await h.run(DEVICES, {}, account.context)).data!.me as { devices: Array<Record<string, string>> })
      .devices;
  const makePro = async (account: Account) => {
    const rawBody = JSON.stringify({
      type: 'subscription.created',
      data: { userId: account.userId, status: 'active' },
    });
    const result = await h.run(
      'mutation($b:String!,$s:BillingWebhookSignatures!){ applyBillingWebhook(rawBody:$b,signatures:$s){ ignored } }',
      {
        b: rawBody,
        s: { sharedSecret: SHARED_SECRET },
      },
    );
    expect(result.data!.applyBillingWebhook).toEqual({ ignored: false });
  };

  beforeAll(async () => {
    h = await bootAccounts({ BILLING_WEBHOOK_SECRET: SHARED_SECRET });
  });
  afterAll(async () => h?.close());

  it('is refused to anyone but the gateway, even a signed-in user', async () => {
    const account = await h.signUp('erin');
    const asClient = await h.run(SESSION, { u: account.userId, t: account.tokenId }, account.context);
    expect(errorOf(asClient)?.code).toBe('FORBIDDEN');
    expect(asClient.data).toBeNull();
  });

  it('reports an account that does not exist as inactive', async () => {
    const result = await h.run(SESSION, { u: 999_999, t: 'whatever' }, internal());
    expect(result.data!._session).toEqual({
      active: false,
      userId: 999_999,
      plan: 'FREE',
      devices: 0,
      deviceBlocked: false,
    });
  });

  it.each([
    ['an e-mail address', 'someone@example.com', /not an e-mail address/],
    ['an empty id', '   ', /1 to 200 characters/],
    ['an id over 200 characters', 'd'.repeat(201), /1 to 200 characters/],
  ])('rejects %s as X-Device-Id without registering it', async (_case, deviceId, message) => {
    const account = await h.signUp(`dev${deviceId.length}`);
    const result = await session(account, deviceId);
    expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(result)?.message).toMatch(message);
    expect(await devicesOf(account)).toEqual([]);
  });

  it('registers the first device of a Free account and touches it on later requests', async () => {
    const account = await h.signUp('frank');
    const first = await session(account, 'laptop-1', 'Work laptop');
    expect(first.data!._session).toEqual({
      active: true,
      userId: account.userId,
      plan: 'FREE',
      devices: 1,
      deviceBlocked: false,
    });
    const [before] = await devicesOf(account);
    expect(before).toMatchObject({ deviceId: 'laptop-1', label: 'Work laptop' });

    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await session(account, 'laptop-1', 'Renamed laptop');
    expect(again.data!._session).toMatchObject({ devices: 1, deviceBlocked: false });
    const [after] = await devicesOf(account);
    expect(after.label).toBe('Renamed laptop');
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt));
    expect(after.createdAt).toBe(before.createdAt);
  });

  it('blocks, and does not register, a second device on a Free account', async () => {
    const account = await h.signUp('grace');
    await session(account, 'phone-1');
    const second = await session(account, 'tablet-2', 'Tablet');
    expect(second.data!._session).toMatchObject({
      active: true,
      plan: 'FREE',
      devices: 1,
      deviceBlocked: true,
    });
    expect((await devicesOf(account)).map((d) => d.deviceId)).toEqual(['phone-1']);
    // The registered device keeps working.
    expect((await session(account, 'phone-1')).data!._session).toMatchObject({ deviceBlocked: false });
  });

  it('lets only one of two devices racing for the last Free slot in', async () => {
    const account = await h.signUp('heidi');
    const results = await Promise.all([session(account, 'racer-a'), session(account, 'racer-b')]);
    const blocked = results.map((r) => (r.data!._session as { deviceBlocked: boolean }).deviceBlocked);
    expect(blocked.sort()).toEqual([false, true]);
    expect(await devicesOf(account)).toHaveLength(1);
  });

  it('gives a Pro account unlimited devices', async () => {
    const account = await h.signUp('ivan');
    await session(account, 'd1');
    await makePro(account);
    for (const [i, id] of ['d2', 'd3', 'd4'].entries()) {
      const result = await session(account, id);
      expect(result.data!._session).toEqual({
        active: true,
        userId: account.userId,
        plan: 'PRO',
        devices: i + 2,
        deviceBlocked: false,
      });
    }
  });

  it('counts devices without registering one when no X-Device-Id is sent', async () => {
    const account = await h.signUp('judy');
    await session(account, 'only-device');
    expect((await session(account)).data!._session).toMatchObject({
      active: true,
      devices: 1,
      deviceBlocked: false,
    });
  });
});
