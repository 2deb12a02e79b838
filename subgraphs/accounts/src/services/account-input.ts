import { z } from 'zod';
import { BadInput } from '@platform/errors';

const USERNAME = /^[A-Za-z0-9_.-]{3,50}$/;
const email = z.email();

/** Trimmed; 3 to 50 letters, digits, `_`, `.` or `-`. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim();
  if (!USERNAME.test(username)) {
    throw new BadInput('Username must be 3 to 50 characters: letters, digits, "_", "." or "-"', {
      field: 'username',
    });
  }
  return username;
}

/** Trimmed and lower-cased, so one mailbox cannot hold two accounts by changing case. */
export function normalizeEmail(raw: string): string {
  const value = raw.trim().toLowerCase();
  if (value.length > 254 || !email.safeParse(value).success) {
    throw new BadInput('Email must be a valid e-mail address', { field: 'email' });
  }
  return value;
}

/** Not trimmed: spaces are legitimate password characters. */
export function checkPassword(password: string, field = 'password'): string {
  if (password.length < 6 || password.length > 128) {
    throw new BadInput('Password must be 6 to 128 characters', { field });
  }
  return password;
}

// Hardware serials a client might be tempted to send: MAC addresses and IMEI numbers.
const MAC_ADDRESS = /^([0-9a-f]{2}[:-]){5}[0-9a-f]{2}$/i;
const IMEI = /^\d{15}$/;

/** An X-Device-Id must be opaque: the spec forbids e-mail addresses and hardware serials. */
export function checkDeviceId(raw: string): string {
  const deviceId = raw.trim();
  if (!deviceId || deviceId.length > 200)
    throw new BadInput('X-Device-Id must be 1 to 200 characters', { field: 'deviceId' });
  if (/@.*\./.test(deviceId))
    throw new BadInput('X-Device-Id must be an opaque identifier, not an e-mail address', {
      field: 'deviceId',
    });
  if (MAC_ADDRESS.test(deviceId) || IMEI.test(deviceId)) {
    throw new BadInput(
      'X-Device-Id must be an opaque identifier, not a hardware serial (MAC address or IMEI)',
      { field: 'deviceId' },
    );
  }
  return deviceId;
}

/** Labels are free text for people; blank means none. */
export function normalizeDeviceLabel(raw: string | null | undefined): string | undefined {
  const label = raw?.trim();
  if (!label) return undefined;
  if (label.length > 200)
    throw new BadInput('X-Device-Label must be at most 200 characters', { field: 'deviceLabel' });
  return label;
}
