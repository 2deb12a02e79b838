import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { CardsBillingPortalDocument, CardsReceiptsDocument } from '@platform/operations';
import {
  MutationCreateCardsBillingPortalArgsSchema,
  QueryCardsCreditsArgsSchema,
  QueryCardsReceiptsArgsSchema,
} from '@platform/subgraph-entitlements/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';

const PRODUCT_IDS = ['proxy_print_credit', 'avatar_skin', 'guild_banner'] as const;

const receiptRecord = z
  .object({
    receipt_id: z.string(),
    product_id: z.enum(PRODUCT_IDS),
    kind: z.enum(['consumable', 'durable']),
    quantity: z.number().int(),
    amount_total: z
      .number()
      .int()
      .nullable()
      .meta({ description: "what was paid, in the currency's minor unit" }),
    currency: z.string().nullable(),
    purchased_at: z.string(),
  })
  .meta({ id: 'PurchaseReceipt' });

const creditRecord = z
  .object({
    product_id: z.enum(PRODUCT_IDS),
    credits: z.number().int().meta({ description: "every receipt's quantity for the product, added up" }),
    receipts: z.number().int(),
    last_purchased_at: z.string(),
    spent: z.number().int().meta({ description: 'every spend (a printed proxy is one) added up' }),
    balance: z
      .number()
      .int()
      .meta({ description: 'credits - spent: what can still be spent, never below zero' }),
  })
  .meta({ id: 'PurchaseCredit' });

interface CreditsData {
  cardsCredits: {
    items: Array<{
      productId: (typeof PRODUCT_IDS)[number];
      credits: number;
      receipts: number;
      lastPurchasedAt: string;
      spent: number;
      balance: number;
    }>;
    nextCursor: string | null;
    hasMore: boolean;
  };
}

// With the spends and the balance, which the SDK's shared CardsCredits operation does not ask for.
const CardsCreditBalancesDocument = parse(/* GraphQL */ `
  query CardsCreditBalances($limit: Int, $cursor: String) {
    cardsCredits(limit: $limit, cursor: $cursor) {
      items {
        productId
        credits
        receipts
        lastPurchasedAt
        spent
        balance
      }
      nextCursor
      hasMore
    }
  }
`) as TypedDocumentNode<CreditsData, { limit?: number | null; cursor?: string | null }>;

const PAGED =
  'cursor and limit (default 20, at most 100); a cursor of another list or caller → 400 invalid_cursor.';
const OWNER_ONLY = "Only the caller's own: there is no parameter naming another user.";

export const purchaseRoutes = [
  route({
    method: 'get',
    path: '/api/v1/billing/receipts',
    summary: "The caller's in-app purchase receipts",
    description: `Newest first (purchased_at, then receipt_id); one receipt per completed payment-mode checkout. ${PAGED} ${OWNER_ONLY}`,
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:read'),
    query: queryFromArguments(QueryCardsReceiptsArgsSchema(), queryBoolean),
    operation: CardsReceiptsDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ cardsReceipts }) =>
      toList(cardsReceipts, (receipt) => ({
        receipt_id: receipt.receiptId,
        product_id: receipt.productId,
        kind: receipt.kind,
        quantity: receipt.quantity,
        amount_total: receipt.amountTotal ?? null,
        currency: receipt.currency ?? null,
        purchased_at: String(receipt.purchasedAt),
      })),
    response: listEnvelope(receiptRecord),
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/billing/credits',
    summary: "The caller's consumable credits per product",
    description: `One item per consumable product the caller bought (proxy_print_credit), by product_id, with what was spent (POST /api/v1/proxies) and the balance left; durables are in the receipts only. ${PAGED} ${OWNER_ONLY}`,
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:read'),
    query: queryFromArguments(QueryCardsCreditsArgsSchema(), queryBoolean),
    operation: CardsCreditBalancesDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ cardsCredits }) =>
      toList(cardsCredits, (credit) => ({
        product_id: credit.productId,
        credits: credit.credits,
        receipts: credit.receipts,
        last_purchased_at: String(credit.lastPurchasedAt),
        spent: credit.spent,
        balance: credit.balance,
      })),
    response: listEnvelope(creditRecord),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/billing/portal',
    summary: "A Stripe customer portal session for the caller's subscription",
    description:
      "return_url (absolute http(s) URL) is where the portal sends the caller back. The customer is the one of the caller's subscription " +
      "(set by the provider's webhook); a caller who never subscribed → 404 not_found. 503 checkout_unavailable (details.missing) until " +
      'STRIPE_SECRET_KEY is set, 503 checkout_provider_error when Stripe refuses; every validation answers 400 first.',
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:write'),
    body: snakeCased(MutationCreateCardsBillingPortalArgsSchema().shape.input),
    operation: CardsBillingPortalDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ createCardsBillingPortal: portal }) => ({
      portal_session_id: portal.portalSessionId,
      url: portal.url,
    }),
    response: z
      .object({ portal_session_id: z.string(), url: z.string() })
      .meta({ id: 'BillingPortalSession' }),
    errors: [403, 404, 503],
  }),
];
