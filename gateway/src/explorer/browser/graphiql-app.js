// The offline explorer's page script, bundled with esbuild (graphiql-bundle.mjs): GraphiQL and
// React from node_modules, so the page loads nothing from outside the machine that serves it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { parse } from 'graphql';
import 'graphiql/graphiql.css';

// The graph this page was served with: the same origin's /graphql, its subscriptions over graphql-ws.
const endpoint = new URL('/graphql', window.location.href);
const subscriptionUrl = endpoint.href.replace(/^http/, 'ws');

// Subscriptions open their socket with the headers panel's JSON as connectionParams, so
// {"authorization": "Bearer <token>"} authenticates queries and subscriptions alike.
const toolkitFetcher = createGraphiQLFetcher({ url: endpoint.href, subscriptionUrl });

// The toolkit routes an operation to the socket by the document GraphiQL hands it, which lags
// behind the editor for a moment after an edit: a subscription run at once went over HTTP. The
// document is parsed here from the text being sent instead.
function fetcher(params, options) {
  let documentAST;
  try {
    documentAST = parse(params.query);
  } catch {
    documentAST = options?.documentAST;
  }
  return toolkitFetcher(params, { ...options, documentAST });
}

createRoot(document.getElementById('graphiql')).render(
  createElement(GraphiQL, {
    fetcher,
    isHeadersEditorEnabled: true,
    defaultEditorToolsVisibility: 'headers',
    // Tokens typed into the headers panel stay in memory unless the user chooses to keep them.
    shouldPersistHeaders: false,
  }),
);
