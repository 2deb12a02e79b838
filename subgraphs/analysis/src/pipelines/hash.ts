/**
 * 32-bit FNV-1a over UTF-16 code units followed by murmur3's finaliser: FNV alone leaves the high
 * and low bits correlated for short keys, and both the bucket and the sign are taken from one hash.
 */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
