import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { BrowserContext, Browser, Locator, Page } from 'playwright-core';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsUser, seedCard } from './support/cards-client.js';
import { exchangeForRealm, signInWithPkce, type ProviderAddress } from './support/oidc-browser.js';
import {
  buildWebApp,
  launchChromium,
  seriousViolations,
  signUpVerified,
  subscriptionOpened,
} from './web/app-browser.js';
import { PARK, parkFingerprint } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

const SCREENSHOTS = new URL('../docs/screenshots/', import.meta.url).pathname;
const WEBHOOK_SECRET = 'whsec_web_tracking';
const stripe = new Stripe('sk_test_unused');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const subjectOf = (jwt: string): string =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub;

/**
 * What the web app tracks for a person (docs/web-app.md) in Chromium against the real platform:
 * portfolio analytics behind the Pro gate, price alerts up to the Free limit with one firing live,
 * the watchlist, and in the game the district's contracts moving and the creatures caught.
 */
describe('analytics, alerts, contracts and creatures in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-tracking-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = {
    username: `track_${suffix}`,
    email: `track.${suffix}@example.com`,
    password: 'web-tracking-pw-1',
  };
  const cardName = `Alertwyrm ${suffix}`;
  let platform: RunningPlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let app: string;
  let admin: string;
  let cardsToken: string;
  let gameToken: string;
  let cardId: string;

  beforeAll(async () => {
    await buildWebApp();
    // GAME_TEST_CLOCK: turf issues a district's contracts in its hourly work, reached by moving the clock.
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      CARDS_JWT_SECRET,
      GAME_TEST_CLOCK: 'true',
      // Pro arrives as the payment provider's signed subscription event.
      PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_web_tracking',
    });
    const port = new URL(platform.api).port;
    app = `http://localhost:${port}/app/`;
    const provider: ProviderAddress = { base: platform.api, issuer: `http://localhost:${port}` };
    await signUpVerified(platform.api, outbox, person);
    const signedIn = await signInWithPkce(provider, person);
    cardsToken = (await exchangeForRealm(provider, signedIn.access_token, 'cards')).body.access_token;
    gameToken = (await exchangeForRealm(provider, signedIn.access_token, 'game')).body.access_token;
    admin = (await cardsUser()).token;

    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  }, START_HOOK_TIMEOUT_MS + 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectAccessible = async (screen: string) =>
    expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
  const phoneWidthFits = async (screen: string) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ screen, fits: width <= 390, width }).toMatchObject({ screen, fits: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  const recordPrice = (id: string, price: number) =>
    request(platform.cardsApi, 'POST', `/api/v1/cards/${id}/prices`, {
      token: admin,
      body: { source: 'tcgplayer', price, is_sold: true },
    }).then((answer) => expect(answer.status).toBe(201));
  const asPerson = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphql(platform.graphql, query, { token, variables });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  /** The next request of the named operation fails as if the platform could not be reached. */
  const failOnce = async (operation: string) => {
    let failed = false;
    await page.route('**/graphql', async (route) => {
      if (failed || !route.request().postData()?.includes(`"operationName":"${operation}"`))
        return route.fallback();
      failed = true;
      await route.abort('connectionrefused');
    });
  };
  const retryFailed = async (section: Locator) => {
    const notice = section.getByRole('alert').filter({ hasText: 'could not be reached' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await page.unrouteAll();
  };
  const cardsNav = () => page.getByRole('navigation', { name: 'Cards' });

  it('shows a Free person the analytics behind a clear Pro gate, after a failed read is retried', async () => {
    cardId = await seedCard(platform.cardsApi, admin, { name: cardName, marketPrice: 10 });
    await recordPrice(cardId, 10);
    await asPerson(
      cardsToken,
      'mutation($input: AddHoldingInput!) { addHolding(input: $input) { __typename } }',
      {
        input: { cardId, quantity: 2, purchasePrice: 8 },
      },
    );
    await page.goto(new URL('cards', app).href);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/cards$/);
    await page.getByRole('list', { name: 'Cards found' }).waitFor();

    await page.route('**/graphql', (route) => route.abort('connectionrefused'), { times: 1 });
    await cardsNav().getByRole('link', { name: 'Analytics' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'could not be reached' });
    await failed.waitFor();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page
      .locator('.tier-gate')
      .getByText(/are part of Pro/)
      .waitFor();
    await expect(page.getByText('Unrealized P&L').count()).resolves.toBe(0);
    await page.locator('.badge', { hasText: 'free' }).waitFor();
    await expectAccessible('analytics (Free)');
    await phoneWidthFits('analytics');
  }, 120_000);

  it('makes alerts from the card page up to the Free limit, pages them, and shows one firing live', async () => {
    // Three alerts already kept (through the graph, as another client of the person would).
    for (const price of [1, 2, 3]) {
      await asPerson(
        cardsToken,
        'mutation($input: CreatePriceAlertInput!) { createPriceAlert(input: $input) { alert { id } } }',
        {
          input: { cardId, kind: 'below', price },
        },
      );
    }
    await page.goto(new URL(`cards/card/${cardId}`, app).href);
    await page.getByRole('heading', { name: cardName }).waitFor();
    const value = page.getByLabel('Price (USD)');
    await page.getByLabel('Alert when the price').selectOption('above');
    await value.fill('20');
    await value.press('Enter');
    await page.getByText('Alert created.').waitFor();
    await page.getByLabel('Alert when the price').selectOption('move');
    await page.getByLabel('Move (%)').fill('50');
    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Alert created.').waitFor();
    await page.getByLabel('Move (%)').fill('60');
    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.getByRole('alert').filter({ hasText: 'Limit reached' }).waitFor();
    await page.getByRole('button', { name: 'Watch this card' }).click();
    await page.getByText('On your watchlist.').waitFor();
    await expectAccessible('card page with alert form');

    // A fresh load, so the alerts page opens the socket its subscription is the first on.
    const subscribed = subscriptionOpened(page);
    await failOnce('PriceAlerts');
    await page.goto(new URL('cards/alerts', app).href);
    await retryFailed(page.locator('section', { has: page.getByRole('heading', { name: 'Price alerts' }) }));
    const alerts = page.getByRole('list', { name: 'Your alerts' });
    await alerts.getByRole('listitem').nth(3).waitFor();
    await expect(alerts.getByRole('listitem').count()).resolves.toBe(4);
    // The keyboard reaches the next page as it reaches any button.
    await page.getByRole('button', { name: 'Show more alerts' }).focus();
    await page.keyboard.press('Enter');
    await alerts.getByRole('listitem').nth(4).waitFor();
    await page.locator('.limit-reached').getByText('keeps 5 alerts').waitFor();
    await page.getByRole('list', { name: 'Watched cards' }).getByRole('link', { name: cardName }).waitFor();
    await subscribed;

    await recordPrice(cardId, 40); // the market price: the mean of the points, (10 + 40) / 2 = 25
    const fired = page.getByRole('list', { name: 'Alerts fired just now' });
    await fired.getByText(/Alert fired: .* at \$25\.00 \(above \$20\.00\)/).waitFor({ timeout: 20_000 });
    await alerts
      .getByRole('listitem')
      .filter({ hasText: 'above $20.00' })
      .getByText(/fired 1 time/)
      .waitFor();
    await expectAccessible('alerts');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'web-cards-alerts.png'), fullPage: true });
    await phoneWidthFits('alerts');

    await alerts.getByRole('button', { name: /Delete the alert on .*, below \$1\.00/ }).click();
    await page.getByText('4 of 5 alerts on Free.').waitFor();
    await expect(alerts.getByRole('listitem').count()).resolves.toBe(4);
    await page.getByRole('button', { name: `Unwatch ${cardName}` }).click();
    await page.getByText('No cards on your watchlist.').waitFor();
  }, 120_000);

  it('shows a Pro person the analytics: value against cost and the positions', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${suffix}`,
          object: 'subscription',
          status: 'active',
          customer: `cus_${suffix}`,
          metadata: { user_id: subjectOf(cardsToken), tier: 'pro' },
          current_period_end: Math.floor(Date.now() / 1000) + 86400,
        },
      },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await request(platform.cardsApi, 'POST', '/api/v1/billing/webhook', {
      rawBody: payload,
      headers: { 'stripe-signature': header },
    });
    expect(hook.body).toMatchObject({ outcome: 'applied' });
    const { portfolioAnalytics: graph } = await asPerson(
      cardsToken,
      '{ portfolioAnalytics { totalValue totalCostBasis unrealizedPnl } }',
    );
    expect(graph.totalCostBasis).toBe(16);
    expect(graph.unrealizedPnl).toBeCloseTo(graph.totalValue - 16, 6);

    await cardsNav().getByRole('link', { name: 'Analytics' }).click();
    const stats = page.locator('.stats');
    await stats.getByText(usd.format(16)).waitFor();
    await stats.getByText(usd.format(graph.totalValue)).first().waitFor();
    await expect(page.getByTestId('unrealized-pnl').textContent()).resolves.toContain(
      `${graph.unrealizedPnl > 0 ? '+' : '−'}${usd.format(Math.abs(graph.unrealizedPnl))}`,
    );
    await page
      .getByRole('table')
      .getByRole('row', { name: new RegExp(cardName) })
      .getByText('100.0 %')
      .waitFor();
    await expect(page.locator('.tier-gate').count()).resolves.toBe(0);
    await page.locator('.badge', { hasText: 'pro' }).waitFor();
    await expectAccessible('analytics (Pro)');
    await phoneWidthFits('analytics (Pro)');
  }, 60_000);

  it('shows the district contracts moving and the creature caught, with their empty states first', async () => {
    await context.grantPermissions(['geolocation'], { origin: new URL(app).origin });
    await context.setGeolocation({ latitude: PARK.lat, longitude: PARK.lng, accuracy: 8 });
    await failOnce('MyCreatures');
    await page.getByRole('link', { name: 'Game' }).click();
    await retryFailed(page.locator('.creatures'));
    await page.getByText('No creatures caught yet.').waitFor();
    await page.getByRole('button', { name: 'Report my location' }).click();
    await page.getByText(/Location reported: you are in cell/).waitFor();
    await page.getByText('No contracts in this district today.').waitFor();
    await expectAccessible('game (no contracts, no creatures)');

    const game = (method: string, path: string, body?: unknown) =>
      request(platform.gameApi, method, path, { token: gameToken, body });
    // Influence in the district, then the clock past the hour: turf issues the day's contracts there.
    expect((await game('POST', '/api/v1/fingerprint/submit', parkFingerprint())).status).toBe(201);
    const moved = await asPerson(gameToken, 'mutation { advanceTestClock(seconds: 3660) }');
    const serverNow = new Date(moved.advanceTestClock as string);
    const fix = await game('POST', '/api/v1/location/validate', {
      sessionId: randomUUID(),
      platform: 'web',
      latitude: PARK.lat + 1e-6,
      longitude: PARK.lng,
      accuracy: 8,
      timestamp: serverNow.toISOString(),
    });
    expect(fix.body).toMatchObject({ resultCode: 'valid' });
    const submitted = await game('POST', '/api/v1/fingerprint/submit', parkFingerprint({ brightness: 0.6 }));
    expect(submitted.status).toBe(201);
    const caught = await game('POST', `/api/v1/creatures/${submitted.body.creature.id}/capture`);
    expect(caught.status).toBe(200);

    await page.reload();
    const contracts = page.getByRole('list', { name: 'Contracts' });
    await contracts.getByRole('progressbar', { name: 'Capture creatures: 1 of 3' }).waitFor();
    await contracts.getByRole('progressbar', { name: 'Leave fingerprints: 1 of 3' }).waitFor();
    await expect(contracts.getByRole('listitem').count()).resolves.toBe(5);
    const creature = page.getByRole('list', { name: 'Creatures' }).getByRole('listitem');
    await expect(creature.count()).resolves.toBe(1);
    const collection = await asPerson(gameToken, '{ myCreatures { id rarity geometry motion sound } }');
    expect(collection.myCreatures).toHaveLength(1);
    const traits = collection.myCreatures[0] as {
      rarity: string;
      geometry: string;
      motion: string;
      sound: string;
    };
    await creature.getByText(`${traits.rarity} ${traits.geometry}`).waitFor();
    await creature.getByText(traits.motion, { exact: true }).waitFor();
    await creature.getByText(traits.sound, { exact: true }).waitFor();
    await expectAccessible('game (contracts, creatures)');
    await page.locator('.creatures').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'web-game-contracts.png'), fullPage: true });
    await phoneWidthFits('game');
  }, 120_000);
});
