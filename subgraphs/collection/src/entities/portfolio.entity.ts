import { defineEntity, p } from '@mikro-orm/core';

const PortfolioSchema = defineEntity({
  name: 'Portfolio',
  schema: 'collection',
  tableName: 'portfolio',
  properties: {
    ownerId: p.string().length(255).primary(),
    /**
     * Sum of the owner's holding quantities, kept in the same statement as every holding change. The
     * cataloging limit is checked against it, and on a PostgreSQL server this row is the lock that
     * orders writers of one owner's holdings.
     */
    totalCards: p.bigint('number').default(0),
    updatedAt: p.datetime(),
  },
});

/** One owner's portfolio totals. */
export class Portfolio extends PortfolioSchema.class {}
PortfolioSchema.setClass(Portfolio);
