import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Service-level AES-256-GCM for sensitive profile fields: each value gets a fresh 12-byte IV and is
 * stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Done in the services rather than as a column
 * type so the key comes from the settings handed to the domain, not from module state.
 */
export class FieldCipher {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('The profile encryption key must be 32 bytes (64 hex characters)');
  }

  encrypt(plain: string | null | undefined): string | null {
    if (plain === null || plain === undefined) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** Throws when the value was not written with this key or was altered (GCM authentication). */
  decrypt(stored: string | null | undefined): string | null {
    if (stored === null || stored === undefined) return null;
    const [version, iv, tag, data] = stored.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not an encrypted profile field');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
