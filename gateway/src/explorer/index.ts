export { landingPagePlugin } from './landing-page.js';
export { graphiqlAssets, GRAPHIQL_ASSETS_PATH } from './graphiql-assets.js';
export { GRAPHIQL_HTML } from './graphiql-page.js';
