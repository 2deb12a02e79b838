import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message nodemailer's JSON transport wrote to MAIL_OUTBOX_DIR. */
export interface OutboxMessage {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
}

/**
 * The messages in the outbox for this address, oldest first. The transport may still be writing the
 * newest file when it is read: a file that is not whole JSON yet is left for the next look.
 */
export function mailTo(outbox: string, address: string): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .flatMap((file) => {
      try {
        return [JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMessage];
      } catch {
        return [];
      }
    })
    .filter((message) => message.to.some((to) => to.address === address));
}
