import type { DomainOrm } from '@platform/db';
import type { FieldCipher } from '../crypto/field-cipher.js';

/** What every profiles service shares: storage, clock and the cipher of sensitive fields. */
export interface ProfilesContext {
  orm: DomainOrm;
  now: () => Date;
  cipher: FieldCipher;
}
