import { describe, expect, it } from '@jest/globals';
import { createEmbedder } from '../src/embedding/embedder.js';
import { EMBEDDING_DIM, hashEmbed } from '../src/embedding/hash-embedder.js';
import { packVector, unpackVector } from '../src/embedding/vector-codec.js';
import { EmbedderUnavailableError } from '../src/errors.js';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i], 0);

describe('hash embedder', () => {
  it('gives 128 unit-length dimensions', () => {
    const v = hashEmbed('The quick brown fox');
    expect(v).toHaveLength(EMBEDDING_DIM);
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });

  it('is deterministic, ignoring case and spacing', () => {
    expect(Array.from(hashEmbed('Hello   World'))).toEqual(Array.from(hashEmbed('hello world')));
  });

  it('scores texts with shared fragments above unrelated ones', () => {
    const query = hashEmbed('deploy the api service');
    expect(dot(query, hashEmbed('deploying the API services'))).toBeGreaterThan(
      dot(query, hashEmbed('banana bread recipe')) + 0.2,
    );
  });

  it('maps empty text to the zero vector', () => {
    expect(Array.from(hashEmbed('  \n '))).toEqual(new Array(EMBEDDING_DIM).fill(0));
  });
});

describe('vector codec', () => {
  it('round-trips float32 blobs, including unaligned buffers', () => {
    const v = hashEmbed('round trip');
    const blob = packVector(v);
    expect(blob.byteLength).toBe(EMBEDDING_DIM * 4);
    const unaligned = Buffer.concat([Buffer.from([0]), blob]).subarray(1);
    expect(Array.from(unpackVector(unaligned)!)).toEqual(Array.from(v));
  });

  it("reads the existing tool's JSON vectors and rejects junk", () => {
    expect(Array.from(unpackVector('[0.5, -0.25]')!)).toEqual([0.5, -0.25]);
    expect(unpackVector('nope')).toBeNull();
    expect(unpackVector(Buffer.from([1, 2, 3]))).toBeNull();
  });
});

describe('e5-small', () => {
  it('explains that a local model folder is needed instead of falling back silently', () => {
    expect(() => createEmbedder('e5-small')).toThrow(EmbedderUnavailableError);
    expect(() => createEmbedder('e5-small')).toThrow(/e5_model_dir/);
    expect(() => createEmbedder('e5-small', { e5ModelDir: '/nonexistent/e5' })).toThrow(/does not exist/);
  });
});
