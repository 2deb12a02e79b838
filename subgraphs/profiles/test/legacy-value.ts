import { createCipheriv, randomBytes } from 'node:crypto';

/** A field value as stored before associated data: `v1.<iv>.<tag>.<ciphertext>` under `hexKey`. */
export function legacyValue(plain: string, hexKey: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}
