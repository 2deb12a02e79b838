import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

/** smtp:// or smtps:// with credentials in the URL, as nodemailer reads it. */
const mailUrl = z
  .string()
  .trim()
  .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
  .optional();

/**
 * The account's own settings (docs/identity/accounts.md): where its mail goes, how long its links
 * live, and who holds the admin role from the start. Spread into configSchema.
 */
export const accountSettingsShape = {
  /** Outgoing mail server; unset outside production: each message (with its link) is written to the log. */
  MAIL_URL: mailUrl,
  MAIL_FROM: z.string().trim().min(3).default('Platform <no-reply@localhost>'),
  /** Tests: each message is written as a JSON file to this folder (nodemailer's JSON transport) instead of sent. */
  MAIL_OUTBOX_DIR: optionalString,
  /** Where links in account mail point: the page that posts the token back (…/verify-email?token=…). */
  ACCOUNT_LINK_BASE_URL: z.string().trim().url().default('http://localhost:3000'),
  EMAIL_VERIFICATION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(24 * 60),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Comma-separated e-mail addresses given the admin role at start, or as soon as they sign up. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
};

type AccountSettings = z.infer<z.ZodObject<typeof accountSettingsShape>>;

/** Production mails for real: it needs MAIL_URL and refuses the test outbox. */
export function accountSettingProblems(
  config: Pick<AccountSettings, 'MAIL_OUTBOX_DIR'> & { NODE_ENV: string },
): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.MAIL_OUTBOX_DIR) problems.push('MAIL_OUTBOX_DIR is for tests and cannot be set in production');
  return problems;
}
