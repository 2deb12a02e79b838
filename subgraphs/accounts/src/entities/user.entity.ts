import { defineEntity, p } from '@mikro-orm/core';

/** Stored lower-case, as the REST profile shows it; GraphQL upper-cases it for the PlanTier enum. */
export const PLAN_TIERS = ['free', 'pro'] as const;
export type StoredPlanTier = (typeof PLAN_TIERS)[number];

const UserSchema = defineEntity({
  name: 'User',
  // "user" is a reserved word in PostgreSQL; a plural table name avoids quoting surprises in raw SQL.
  tableName: 'users',
  schema: 'accounts',
  properties: {
    id: p.integer().primary(),
    /** The public, stable id of the account (Account.id, the `sub` of the platform's tokens): never changes. */
    uuid: p.uuid().unique(),
    /** Stored lower-case (handle-rules.ts), so the unique index compares handles without case. */
    handle: p.string().length(30).unique(),
    displayName: p.string().length(80).nullable(),
    /** Set when a verification link sent to the current address was used; a new address clears it. */
    emailVerifiedAt: p.datetime().nullable(),
    /** From ADMIN_EMAILS or `npm run admin`, never from sign-up input. */
    admin: p.boolean().default(false),
    username: p.string().length(50).unique(),
    email: p.string().length(254).unique(),
    passwordHash: p.text().hidden(),
    // Written together with subscriptionStatus (tierForStatus) in one UPDATE, for SQL readers;
    // the code itself derives the tier from the status, so the two can never disagree in behaviour.
    planTier: p.enum(PLAN_TIERS).default('free'),
    subscriptionStatus: p.string().length(40).default('inactive'),
    subscriptionProvider: p.string().length(50).nullable(),
    subscriptionCurrentPeriodEnd: p.datetime().nullable(),
    /** The provider's time of the last subscription event applied: an older one (a late retry) changes nothing. */
    subscriptionEventAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
export { UserSchema };
