import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { createMailer } from './mailer.js';

/** A pino logger whose records land in an array. */
function capturingLogger() {
  const records: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void records.push(JSON.parse(line)) });
  return { logger, records };
}

const message = {
  to: 'ada@example.com',
  subject: 'Confirm',
  text: 'Open https://x.test/verify-email?token=t0k',
};
const base = {
  MAIL_URL: undefined,
  MAIL_FROM: 'Platform <no-reply@example.test>',
  MAIL_OUTBOX_DIR: undefined,
};

describe('account mail transport', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as nodemailer JSON to MAIL_OUTBOX_DIR, in the order sent', async () => {
    const outbox = join(dir, 'outbox');
    const { logger } = capturingLogger();
    const mailer = createMailer({ ...base, MAIL_OUTBOX_DIR: outbox, NODE_ENV: 'test' }, logger);
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const [first, second] = files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')));
    expect(first).toMatchObject({
      from: { address: 'no-reply@example.test', name: 'Platform' },
      to: [{ address: 'ada@example.com' }],
      subject: 'Confirm',
      text: message.text,
    });
    expect(second.subject).toBe('Second');
  });

  it('logs the message with its link outside production when no transport is set', async () => {
    const { logger, records } = capturingLogger();
    await createMailer({ ...base, NODE_ENV: 'development' }, logger).send(message);
    expect(JSON.stringify(records)).toContain('verify-email?token=t0k');
  });

  it('never logs the link in production without MAIL_URL, and says the message was not sent', async () => {
    const { logger, records } = capturingLogger();
    await createMailer({ ...base, NODE_ENV: 'production' }, logger).send(message);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 50,
      to: 'ada@example.com',
      msg: expect.stringMatching(/not sent/),
    });
    expect(JSON.stringify(records)).not.toContain('token=');
  });
});
