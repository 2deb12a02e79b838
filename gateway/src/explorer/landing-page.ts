import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import type { GraphqlExplorer } from '@platform/config';
import { graphiqlLandingPage } from './graphiql-page.js';

/**
 * What a browser's GET /graphql shows (GRAPHQL_EXPLORER, resolved by graphqlExplorer of
 * @platform/config): Apollo's Sandbox, Apollo's Explorer of the graph in Studio (APOLLO_GRAPH_REF),
 * the offline GraphiQL, or nothing (a GET without a query is then a 400, as for any client).
 */
export function landingPagePlugin(explorer: GraphqlExplorer, graphRef?: string): ApolloServerPlugin {
  switch (explorer) {
    case 'sandbox':
      return ApolloServerPluginLandingPageLocalDefault({ embed: true });
    case 'explorer':
      // loadConfig refuses GRAPHQL_EXPLORER=explorer without APOLLO_GRAPH_REF.
      if (!graphRef) throw new Error('The Explorer landing page needs APOLLO_GRAPH_REF');
      return ApolloServerPluginLandingPageProductionDefault({ graphRef, embed: true });
    case 'graphiql':
      return graphiqlLandingPage();
    case 'off':
      return ApolloServerPluginLandingPageDisabled();
  }
}
