import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Browser, Page } from 'playwright-core';
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

/**
 * The web app's cards and game screens (docs/web-app.md) in Chromium against the real platform: a
 * card found, its chart drawn and a new price arriving live; the map's cells after a location the
 * browser reports, a fingerprint's influence arriving live, and the district ranking with the handle.
 */
describe('the cards and game screens in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-products-'));
  const outbox = join(dataDir, 'outbox');
  const suffix = Math.random().toString(36).slice(2, 8);
  const person = {
    username: `play_${suffix}`,
    email: `play.${suffix}@example.com`,
    password: 'web-products-pw-1',
  };
  const handle = `player_${suffix}`;
  const cardName = `Webdragon ${suffix}`;
  let platform: RunningPlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let app: string;
  let admin: string;
  let gameToken: string;
  let personId: string;

  beforeAll(async () => {
    await buildWebApp();
    platform = await startPlatform({
      DATA_DIR: join(dataDir, 'data'),
      MAIL_OUTBOX_DIR: outbox,
      CARDS_JWT_SECRET,
    });
    const port = new URL(platform.api).port;
    app = `http://localhost:${port}/app/`;
    const provider: ProviderAddress = { base: platform.api, issuer: `http://localhost:${port}` };

    // The account, verified, with a handle (the leaderboard shows it), through the platform's own APIs.
    await signUpVerified(platform.api, outbox, person);
    const signedIn = await signInWithPkce(provider, person);
    personId = JSON.parse(Buffer.from(signedIn.id_token.split('.')[1]!, 'base64url').toString()).sub;
    const tabs = (await exchangeForRealm(provider, signedIn.access_token, 'tabs')).body.access_token;
    gameToken = (await exchangeForRealm(provider, signedIn.access_token, 'game')).body.access_token;
    const named = await graphql(
      platform.graphql,
      'mutation($input: UpdateAccountProfileInput!) { updateAccountProfile(input: $input) { handle } }',
      { token: tabs, variables: { input: { handle } } },
    );
    expect(named.errors).toBeUndefined();
    // The price feed's writer: a person's token never holds pricing:write.
    admin = (await cardsUser()).token;

    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, START_HOOK_TIMEOUT_MS + 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectAccessible = async (screen: string) =>
    expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
  const recordPrice = (cardId: string, price: number) =>
    request(platform.cardsApi, 'POST', `/api/v1/cards/${cardId}/prices`, {
      token: admin,
      body: { source: 'tcgplayer', price, is_sold: true },
    }).then((answer) => expect(answer.status).toBe(201));
  const phoneWidthFits = async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('signs in from the cards screen and finds a seeded card, showing a failed search as an error', async () => {
    const cardId = await seedCard(platform.cardsApi, admin, { name: cardName, marketPrice: 12 });
    await recordPrice(cardId, 12.5);
    await page.goto(new URL('cards', app).href);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/cards$/);
    // The whole catalog first (no query yet), then the search whose request fails once.
    await page.getByRole('list', { name: 'Cards found' }).getByRole('link', { name: cardName }).waitFor();

    await page.route('**/graphql', (route) => route.abort('connectionrefused'), { times: 1 });
    await page.getByLabel('Card name or ticker').fill(cardName);
    await page.getByLabel('Card name or ticker').press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be reached' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Cards found' }).getByRole('link', { name: cardName }).waitFor();
    await expectAccessible('cards catalog');
  }, 120_000);

  it('opens the card page: the chart is drawn and a price recorded now arrives live', async () => {
    const subscribed = subscriptionOpened(page);
    await page.getByRole('link', { name: cardName }).click();
    await page.getByRole('heading', { name: cardName }).waitFor();
    await page.locator('.chart-box[data-drawn="true"] canvas').waitFor();
    await subscribed;
    const before = await page.getByTestId('market-price').textContent();

    const cardId = new URL(page.url()).pathname.split('/').pop()!;
    await recordPrice(cardId, 90);
    await page.getByRole('status').filter({ hasText: 'Updated live at' }).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('market-price').textContent()).resolves.not.toBe(before);
    await expectAccessible('card page');

    await page.getByLabel('Copies').fill('3');
    await page.getByRole('button', { name: 'Add to portfolio' }).click();
    await page.getByText('You hold 3 of this card.').waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'web-cards.png'), fullPage: true });
    await phoneWidthFits();
  }, 120_000);

  it('shows the portfolio with its stats, holdings and plan', async () => {
    const cardsNav = page.getByRole('navigation', { name: 'Cards' });
    await cardsNav.getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('heading', { name: 'Portfolio' }).waitFor();
    await page.getByRole('table').getByRole('link', { name: cardName }).waitFor();
    await page.getByRole('heading', { name: 'Plan' }).waitFor();
    await page
      .locator('.badge')
      .filter({ hasText: /free|pro/i })
      .waitFor();
    await expectAccessible('portfolio');
    await cardsNav.getByRole('link', { name: 'Trades' }).click();
    await page.getByText('No trades offered to you.').waitFor();
    await expectAccessible('trades');
  }, 60_000);

  it('shows a trade offered to the person with its net value, and accepts it into the portfolio', async () => {
    const offeredName = `Webgift ${suffix}`;
    const offered = await seedCard(platform.cardsApi, admin, { name: offeredName, marketPrice: 4 });
    const trader = await cardsUser();
    const held = await request(platform.cardsApi, 'POST', '/api/v1/portfolio/holdings', {
      token: trader.token,
      body: { card_id: offered, quantity: 2 },
    });
    expect(held.status).toBe(201);
    const proposed = await request(platform.cardsApi, 'POST', '/api/v1/trades', {
      token: trader.token,
      body: {
        receiver_id: personId,
        offered_items: [{ card_id: offered, quantity: 1 }],
        requested_items: [],
        cash_adjustment: 0,
        message: 'A gift from the web test',
      },
    });
    expect(proposed.status).toBe(201);

    await page.reload();
    const trade = page.getByRole('list', { name: 'Trades' }).getByRole('listitem').first();
    await trade.getByText('A gift from the web test').waitFor();
    await trade.getByText(`1 × ${offeredName}`).waitFor();
    await trade.getByText(/Net value: -?\$\d/).waitFor();
    await expectAccessible('trades (received)');
    await trade.getByRole('button', { name: 'Accept' }).click();
    await trade.getByText('accepted', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Cards' }).getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('table').getByRole('link', { name: offeredName }).waitFor();
  }, 60_000);

  it('reports the location the browser allows, draws the cells around it and shows influence arriving live', async () => {
    await context.grantPermissions(['geolocation'], { origin: new URL(app).origin });
    await context.setGeolocation({ latitude: PARK.lat, longitude: PARK.lng, accuracy: 8 });
    await page.getByRole('link', { name: 'Game' }).click();
    await page.getByRole('heading', { name: 'Turf' }).waitFor();
    await page.getByText('No position in the last 24 hours.').waitFor();
    await expectAccessible('game (no position)');

    const subscribed = subscriptionOpened(page);
    await page.getByRole('button', { name: 'Report my location' }).click();
    await page.getByText(/Location reported: you are in cell/).waitFor();
    await page.locator('.map-box[data-cells-drawn="7"]').waitFor({ timeout: 30_000 });
    await expect(
      page.getByRole('list', { name: 'Cells around you' }).getByRole('listitem').count(),
    ).resolves.toBe(7);
    await page.getByText('No one holds influence here yet.').waitFor();
    await subscribed;

    // A fingerprint where the person stands: +10 influence in this cell, told to the page by cellChanged.
    const fingerprint = await request(platform.gameApi, 'POST', '/api/v1/fingerprint/submit', {
      token: gameToken,
      body: parkFingerprint(),
    });
    expect(fingerprint.status).toBe(201);
    const here = page.locator('.cells li.here');
    await here.getByText('10.0').waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Players' }).getByText(`@${handle}`).waitFor();
    await page.locator('.map-box[data-cells-drawn="7"]').waitFor();
    await expectAccessible('game');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'web-game.png'), fullPage: true });
    await phoneWidthFits();
  }, 120_000);
});
