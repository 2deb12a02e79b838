import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '@platform/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type MailSettings = Pick<Config, 'MAIL_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR' | 'NODE_ENV'>;

/**
 * The account's outgoing mail, by setting (docs/identity/accounts.md): MAIL_URL sends over SMTP;
 * MAIL_OUTBOX_DIR writes each message, as nodemailer's JSON transport renders it, to a file there
 * (the end-to-end tests read their links from it); with neither, the message goes to the log, link
 * included, except in production, where a link in the log would open the account to its readers.
 */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const from = settings.MAIL_FROM;
  // nodemailer (about 25 MB) loads with the first message, not at start: most processes never mail.
  const nodemailer = async () => (await import('nodemailer')).default;
  if (settings.MAIL_URL) {
    const url = settings.MAIL_URL;
    let transport: Promise<Transporter> | undefined;
    return {
      async send(message) {
        transport ??= nodemailer().then((mailer) => mailer.createTransport(url));
        await (await transport).sendMail({ from, ...message });
      },
    };
  }
  const json = async () => (await nodemailer()).createTransport({ jsonTransport: true });
  const outbox = settings.MAIL_OUTBOX_DIR;
  if (outbox) {
    return {
      async send(message) {
        const info = await (await json()).sendMail({ from, ...message });
        await mkdir(outbox, { recursive: true });
        // Time first, so a directory listing sorts the messages in the order they were sent.
        const name = `${Date.now().toString().padStart(15, '0')}-${randomUUID()}.json`;
        await writeFile(join(outbox, name), info.message);
      },
    };
  }
  if (settings.NODE_ENV === 'production') {
    return {
      async send(message) {
        logger.error({ to: message.to, subject: message.subject }, 'MAIL_URL is not set: message not sent');
      },
    };
  }
  return {
    async send(message) {
      const info = await (await json()).sendMail({ from, ...message });
      logger.info({ mail: JSON.parse(info.message) }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}
