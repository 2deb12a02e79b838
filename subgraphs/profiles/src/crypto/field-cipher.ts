import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** v1: no associated data (read only, until upgraded); v2: bound to the row and field it was written for. */
const LEGACY = 'v1';
const VERSION = 'v2';

/** Where a value lives: its table, the row's id and the field's name, authenticated with it as AES-GCM associated data. */
export interface FieldPlace {
  table: string;
  rowId: string;
  field: string;
}

const associatedData = ({ table, rowId, field }: FieldPlace) =>
  Buffer.from(`profiles/${table}/${rowId}/${field}`, 'utf8');

/**
 * Service-level AES-256-GCM for sensitive profile fields: each value gets a fresh 12-byte IV and is
 * stored as `v2.<iv>.<tag>.<ciphertext>` (base64url), with its table, row id and field name as
 * associated data: a ciphertext copied into another row or field fails to decrypt instead of
 * showing one user's text as another's. `v1` values (written before, without associated data) are
 * still read, and rewritten as v2 by `upgrade` (the profiles subgraph upgrades them at start) or by
 * the next write of the field. Done in the services rather than as a column type so the key comes
 * from the settings handed to the domain, not from module state.
 */
export class FieldCipher {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32)
      throw new Error('The profile encryption key must be 32 bytes (64 hex characters)');
  }

  encrypt(plain: string | null | undefined, place: FieldPlace): string | null {
    if (plain === null || plain === undefined) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(associatedData(place));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not written with this key, for this place, or was altered (GCM authentication). */
  decrypt(stored: string | null | undefined, place: FieldPlace): string | null {
    if (stored === null || stored === undefined) return null;
    const [version, iv, tag, data] = stored.split('.');
    if ((version !== VERSION && version !== LEGACY) || !iv || !tag || data === undefined)
      throw new Error('Not an encrypted profile field');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    if (version === VERSION) decipher.setAAD(associatedData(place));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** A value written before associated data (v1), which `upgrade` rewrites. */
  isLegacy(stored: string | null | undefined): boolean {
    return typeof stored === 'string' && stored.startsWith(`${LEGACY}.`);
  }

  /** The value re-encrypted for its place (v2); unchanged when it is v2 already or null. */
  upgrade(stored: string | null | undefined, place: FieldPlace): string | null {
    if (!this.isLegacy(stored)) return stored ?? null;
    return this.encrypt(this.decrypt(stored, place), place);
  }
}

/** The places of the encrypted fields. */
export const profileField = (rowId: string, field: 'summaryMarkdown' | 'locationText'): FieldPlace => ({
  table: 'profile',
  rowId,
  field,
});
export const experienceField = (rowId: string): FieldPlace => ({
  table: 'experience',
  rowId,
  field: 'description',
});
