import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const PlanTierSchema: z.ZodType<"FREE" | "PRO", "FREE" | "PRO"> = z.enum(['FREE', 'PRO']);

export function BillingWebhookSignaturesSchema() {
  return z.object({
    hmacSignature: z.string().nullish(),
    hmacTimestamp: z.string().nullish(),
    sharedSecret: z.string().nullish(),
    stripeSignature: z.string().nullish()
  })
}

export function UpdateAccountProfileInputSchema() {
  return z.object({
    displayName: z.string().max(80, "must be at most 80 characters").nullish(),
    handle: z.string().min(3, "must be at least 3 characters").max(30, "must be at most 30 characters").nullish()
  })
}

export function MutationApplyBillingWebhookArgsSchema() {
  return z.object({
    rawBody: z.string(),
    signatures: z.lazy(() => BillingWebhookSignaturesSchema())
  })
}

export function MutationChangePasswordArgsSchema() {
  return z.object({
    currentPassword: z.string(),
    newPassword: z.string()
  })
}

export function MutationLoginArgsSchema() {
  return z.object({
    email: z.string().min(1, "is required"),
    password: z.string().min(1, "is required")
  })
}

export function MutationRegisterArgsSchema() {
  return z.object({
    email: z.string().min(1, "is required"),
    password: z.string().min(1, "is required"),
    username: z.string().min(1, "is required")
  })
}

export function MutationRequestPasswordResetArgsSchema() {
  return z.object({
    email: z.string().min(1, "is required").max(254, "must be at most 254 characters")
  })
}

export function MutationResetPasswordArgsSchema() {
  return z.object({
    newPassword: z.string().min(1, "is required"),
    token: z.string().min(1, "is required").max(200, "must be at most 200 characters")
  })
}

export function MutationUpdateAccountProfileArgsSchema() {
  return z.object({
    input: z.lazy(() => UpdateAccountProfileInputSchema())
  })
}

export function MutationUpdateEmailArgsSchema() {
  return z.object({
    email: z.string()
  })
}

export function MutationUpdateProfileArgsSchema() {
  return z.object({
    username: z.string()
  })
}

export function MutationVerifyEmailArgsSchema() {
  return z.object({
    token: z.string().min(1, "is required").max(200, "must be at most 200 characters")
  })
}

export function Query_SessionArgsSchema() {
  return z.object({
    deviceId: z.string().nullish(),
    deviceLabel: z.string().nullish(),
    tokenId: z.string(),
    userId: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer')
  })
}

export function QueryAccountByHandleArgsSchema() {
  return z.object({
    handle: z.string().min(1, "must be at least 1 characters").max(30, "must be at most 30 characters")
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.applyBillingWebhook': MutationApplyBillingWebhookArgsSchema,
  'Mutation.changePassword': MutationChangePasswordArgsSchema,
  'Mutation.login': MutationLoginArgsSchema,
  'Mutation.register': MutationRegisterArgsSchema,
  'Mutation.requestPasswordReset': MutationRequestPasswordResetArgsSchema,
  'Mutation.resetPassword': MutationResetPasswordArgsSchema,
  'Mutation.updateAccountProfile': MutationUpdateAccountProfileArgsSchema,
  'Mutation.updateEmail': MutationUpdateEmailArgsSchema,
  'Mutation.updateProfile': MutationUpdateProfileArgsSchema,
  'Mutation.verifyEmail': MutationVerifyEmailArgsSchema,
  'Query._session': Query_SessionArgsSchema,
  'Query.accountByHandle': QueryAccountByHandleArgsSchema,
};
