// e5-small gives 384 dimensions; the spec stores 128. A Gaussian random projection keeps cosine
// similarities approximately (Johnson–Lindenstrauss) without training anything. The matrix comes from
// a fixed seed (pure-rand's xoroshiro128+, then Box–Muller with V8's fdlibm-based Math.log/cos/sin), so every
// run on every machine builds the same matrix and vectors stored today stay comparable with vectors
// computed later. Changing
// PROJECTION_SEED or the generator would orphan every stored e5 vector: never do it without a new model id.

import { xoroshiro128plus } from 'pure-rand';

export const PROJECTION_SEED = 0x6d666d35; // "mfm5"

/** Uniform in [0, 1) from pure-rand's seeded xoroshiro128+ (32 bits per draw). Also seeds the bench's synthetic clips. */
export function seededUniform(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => (generator.unsafeNext() >>> 0) / 4294967296;
}

/** Row-major [outDim][inDim] matrix of standard normal entries (the scale is irrelevant: results are re-normalised). */
export function projectionMatrix(inDim: number, outDim: number, seed = PROJECTION_SEED): Float32Array {
  const next = seededUniform(seed);
  const out = new Float32Array(inDim * outDim);
  for (let i = 0; i < out.length; i += 2) {
    const u1 = 1 - next(); // (0, 1]: log(0) is never taken
    const u2 = next();
    const radius = Math.sqrt(-2 * Math.log(u1));
    out[i] = radius * Math.cos(2 * Math.PI * u2);
    if (i + 1 < out.length) out[i + 1] = radius * Math.sin(2 * Math.PI * u2);
  }
  return out;
}

/** matrix · vector, L2-normalised (a zero vector stays zero). */
export function projectNormalised(matrix: Float32Array, vector: Float32Array, outDim: number): Float32Array {
  const inDim = vector.length;
  const out = new Float32Array(outDim);
  for (let r = 0; r < outDim; r++) {
    let sum = 0;
    const base = r * inDim;
    for (let c = 0; c < inDim; c++) sum += matrix[base + c] * vector[c];
    out[r] = sum;
  }
  return normaliseInPlace(out);
}

export function normaliseInPlace(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < vector.length; i++) vector[i] *= scale;
  }
  return vector;
}
