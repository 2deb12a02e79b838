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

export function Query_SessionArgsSchema() {
  return z.object({
    deviceId: z.string().nullish(),
    deviceLabel: z.string().nullish(),
    tokenId: z.string(),
    userId: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer')
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.applyBillingWebhook': MutationApplyBillingWebhookArgsSchema,
  'Mutation.changePassword': MutationChangePasswordArgsSchema,
  'Mutation.login': MutationLoginArgsSchema,
  'Mutation.register': MutationRegisterArgsSchema,
  'Mutation.updateEmail': MutationUpdateEmailArgsSchema,
  'Mutation.updateProfile': MutationUpdateProfileArgsSchema,
  'Query._session': Query_SessionArgsSchema,
};
