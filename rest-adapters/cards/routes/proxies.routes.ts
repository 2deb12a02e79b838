import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { MutationPrintCardsProxiesArgsSchema } from '@platform/subgraph-entitlements/validation';
import { route, type FileReply } from '../../core/index.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';

/** The file folder printed proxy sheets are served from (the cards server's `fileFolders`). */
export const PROXY_PRINTS = 'proxy-prints';

/** The entitlements subgraph's rule (proxies/proxy-sheet.ts): 4 A4 pages of 9 at real card size. */
const MAX_PROXIES_PER_PRINT = 36;
const CARDS_PER_PAGE = 9;

interface PrintData {
  printCardsProxies: { printId: string; fileName: string; cards: number; pages: number; balance: number };
}
interface PrintVariables {
  input: { cards: Array<{ cardId: string; quantity: number }> };
}

// The entitlements subgraph's own mutation: the SDK's shared operations do not hold it.
const PrintCardsProxiesDocument = parse(/* GraphQL */ `
  mutation CardsPrintProxies($input: CardsProxyPrintInput!) {
    printCardsProxies(input: $input) {
      printId
      fileName
      cards
      pages
      balance
    }
  }
`) as TypedDocumentNode<PrintData, PrintVariables>;

const printBody = (snakeCased(MutationPrintCardsProxiesArgsSchema().shape.input) as z.ZodObject).refine(
  (body) =>
    (body.cards as Array<{ quantity: number }>).reduce((sum, card) => sum + card.quantity, 0) <=
    MAX_PROXIES_PER_PRINT,
  { message: `may print at most ${MAX_PROXIES_PER_PRINT} proxies in all`, path: ['cards'] },
);

export const proxyRoutes = [
  route({
    method: 'post',
    path: '/api/v1/proxies',
    summary: 'Print proxies of catalog cards as a PDF, one proxy_print_credit per card',
    description:
      `cards: [{card_id, quantity}], at most ${MAX_PROXIES_PER_PRINT} proxies in all (400 invalid_request beyond). ` +
      `The answer is an application/pdf: each proxy at real card size (63 × 88 mm) with its name, set and collector number, ` +
      `${CARDS_PER_PAGE} to an A4 page; card images are never fetched, so none is printed. ` +
      'Every card is looked up first: an unknown card_id is 404 not_found and nothing is spent. Then one proxy_print_credit per printed card ' +
      'is spent at once, or none: with fewer credits than proxies the answer is 402 insufficient_credits (details: product_id, required, balance). ' +
      'Concurrent prints never take the balance below zero. A print that cannot be rendered (503 service_unavailable) gives its credits back. The balance left is at GET /api/v1/billing/credits.',
    tag: 'Billing',
    auth: 'user',
    scopes: needs('cards:read', 'billing:write'),
    body: printBody,
    operation: PrintCardsProxiesDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    file: { contentType: 'application/pdf' },
    respond: ({ printCardsProxies: print }): FileReply => ({
      folder: PROXY_PRINTS,
      path: [print.fileName],
      filename: `proxies-${print.printId}.pdf`,
    }),
    response: z.string().meta({ id: 'ProxySheetPdf', format: 'binary' }),
    errors: [402, 403, 404, 503],
  }),
];
