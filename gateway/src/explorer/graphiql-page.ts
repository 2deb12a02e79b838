import type { ApolloServerPlugin } from '@apollo/server';
import { GRAPHIQL_ASSETS_PATH } from './graphiql-assets.js';

/** The offline explorer's page: GraphiQL from this origin's /explorer files, nothing from elsewhere. */
export const GRAPHIQL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>GraphiQL</title>
    <style>
      body { margin: 0; height: 100vh; }
      #graphiql { height: 100vh; }
    </style>
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}/graphiql.css" />
    <script type="module" src="${GRAPHIQL_ASSETS_PATH}/graphiql.js"></script>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
  </body>
</html>
`;

/** Apollo's landing-page hook answering a browser's GET /graphql with the offline explorer. */
export function graphiqlLandingPage(): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return { renderLandingPage: async () => ({ html: GRAPHIQL_HTML }) };
    },
  };
}
