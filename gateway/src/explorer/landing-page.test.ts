import { describe, expect, it } from '@jest/globals';
import type { ApolloServerPlugin, GraphQLServerListener } from '@apollo/server';
import { landingPagePlugin } from './landing-page.js';

/** The page a plugin renders for a browser's GET /graphql, as Apollo asks for it at start. */
async function pageOf(plugin: ApolloServerPlugin): Promise<string | undefined> {
  const listener = (await plugin.serverWillStart?.({} as never)) as GraphQLServerListener | void;
  const page = await listener?.renderLandingPage?.();
  return page?.html instanceof Function ? await page.html() : page?.html;
}

describe('landingPagePlugin', () => {
  it('renders the offline explorer from this origin only', async () => {
    const html = await pageOf(landingPagePlugin('graphiql'));
    expect(html).toContain('<div id="graphiql">');
    expect(html).toContain('src="/explorer/graphiql.js"');
    expect(html).toContain('href="/explorer/graphiql.css"');
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });

  it("renders Apollo's Sandbox and Studio's Explorer from Apollo's CDN", async () => {
    expect(await pageOf(landingPagePlugin('sandbox'))).toMatch(/embeddable-sandbox/);
    const explorer = await pageOf(landingPagePlugin('explorer', 'platform@current'));
    expect(explorer).toMatch(/embeddable-explorer/);
    expect(explorer).toContain('platform@current');
  });

  it('renders no page when off', async () => {
    expect(await pageOf(landingPagePlugin('off'))).toBeUndefined();
  });

  it('refuses the Explorer without a graph ref', () => {
    expect(() => landingPagePlugin('explorer')).toThrow(/APOLLO_GRAPH_REF/);
  });
});
