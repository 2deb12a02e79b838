// Vectors are stored as raw little-endian float32 bytes (4 bytes per dimension). The existing tool
// stored JSON text in the same column; both read back here so its vectors stay usable.

export function packVector(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/** Returns null for a value that is neither a float32 blob nor a JSON number array. */
export function unpackVector(value: unknown): Float32Array | null {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    if (value.byteLength % 4 !== 0) return null;
    // Copy: a blob from SQLite need not be 4-byte aligned, which a Float32Array view requires.
    const out = new Float32Array(value.byteLength / 4);
    new Uint8Array(out.buffer).set(value);
    return out;
  }
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((n) => typeof n === 'number'))
        return Float32Array.from(parsed);
    } catch {
      return null;
    }
  }
  return null;
}
