import { h3IndexToSplitLong, splitLongToH3Index } from 'h3-js';
import { FINGERPRINT_BOUNDS as B, type Fingerprint, type Rgb } from './fingerprint.schema.js';
import { descriptorSize, readDescriptor, writeDescriptor } from './descriptor-codec.js';

/**
 * Format version, the first byte; a decoder refuses versions it does not know. 1: the flat fields;
 * 2: the flat fields followed by the full descriptor (descriptor-codec.ts).
 */
export const CODEC_VERSION = 1;
export const CODEC_VERSION_DESCRIPTOR = 2;
/** The spec's bound on an encoded fingerprint. */
export const MAX_ENCODED_BYTES = 400;

const FLAG_AUDIO = 1;
const FLAG_MOTION = 2;
const U16 = 65535;
const I16 = 32767;

/** A value of [min, max] as an unsigned 16-bit step (and back): about 1/65535 of the range. */
const toU16 = (value: number, { min, max }: { min: number; max: number }) =>
  Math.round(((value - min) / (max - min)) * U16);
const fromU16 = (step: number, { min, max }: { min: number; max: number }) =>
  min + (step / U16) * (max - min);
/** A value of [-limit, limit] as a signed 16-bit step. */
const toI16 = (value: number, limit: number) => Math.round((value / limit) * I16);
const fromI16 = (step: number, limit: number) => (step / I16) * limit;

/**
 * The compact binary form (big-endian): version, flags (audio, motion present), the cell as its 64-bit
 * H3 index, palette count and RGB triplets, dominant colour, then each number quantised to 16 bits
 * (plane count 8), then the descriptor when sent. At most 54 bytes flat, 90 with the descriptor; decoding
 * gives the quantised fingerprint, whose encoding is the same bytes.
 */
export function encodeFingerprint(fp: Fingerprint): Uint8Array {
  const size =
    11 +
    3 * fp.colorPalette.length +
    3 +
    5 +
    (fp.audioFeatures ? 6 : 0) +
    (fp.motionSignature ? 8 : 0) +
    (fp.descriptor ? descriptorSize(fp.descriptor) : 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u8 = (value: number) => view.setUint8(at++, value);
  const u16 = (value: number) => (view.setUint16(at, value), (at += 2));
  const i16 = (value: number) => (view.setInt16(at, value), (at += 2));
  const color = (c: Rgb) => (u8(c.r), u8(c.g), u8(c.b));

  u8(fp.descriptor ? CODEC_VERSION_DESCRIPTOR : CODEC_VERSION);
  u8((fp.audioFeatures ? FLAG_AUDIO : 0) | (fp.motionSignature ? FLAG_MOTION : 0));
  const [low, high] = h3IndexToSplitLong(fp.h3Cell);
  view.setUint32(at, high);
  view.setUint32(at + 4, low);
  at += 8;
  u8(fp.colorPalette.length);
  fp.colorPalette.forEach(color);
  color(fp.dominantColor);
  u16(toU16(fp.brightness, B.brightness));
  u16(toU16(fp.colorTemperature, B.colorTemperature));
  u8(fp.planeCount);
  if (fp.audioFeatures) {
    u16(toU16(fp.audioFeatures.ambientLevel, B.ambientLevel));
    u16(toU16(fp.audioFeatures.frequency, B.frequency));
    u16(toU16(fp.audioFeatures.complexity, B.complexity));
  }
  if (fp.motionSignature) {
    const m = fp.motionSignature;
    [m.rotationX, m.rotationY, m.rotationZ].forEach((rotation) => i16(toI16(rotation, B.rotation.max)));
    u16(toU16(m.accelerationMagnitude, B.accelerationMagnitude));
  }
  if (fp.descriptor) writeDescriptor(view, at, fp.descriptor);
  return bytes;
}

export function decodeFingerprint(bytes: Uint8Array): Fingerprint {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const u8 = () => view.getUint8(at++);
  const u16 = () => ((at += 2), view.getUint16(at - 2));
  const i16 = () => ((at += 2), view.getInt16(at - 2));
  const color = (): Rgb => ({ r: u8(), g: u8(), b: u8() });

  const version = u8();
  if (version !== CODEC_VERSION && version !== CODEC_VERSION_DESCRIPTOR)
    throw new Error(`Unknown fingerprint encoding version ${version}`);
  const flags = u8();
  const high = view.getUint32(at);
  const low = view.getUint32(at + 4);
  at += 8;
  const h3Cell = splitLongToH3Index(low, high);
  const colorPalette = Array.from({ length: u8() }, color);
  const fp: Fingerprint = {
    h3Cell,
    colorPalette,
    dominantColor: color(),
    brightness: fromU16(u16(), B.brightness),
    colorTemperature: fromU16(u16(), B.colorTemperature),
    planeCount: u8(),
  };
  if (flags & FLAG_AUDIO)
    fp.audioFeatures = {
      ambientLevel: fromU16(u16(), B.ambientLevel),
      frequency: fromU16(u16(), B.frequency),
      complexity: fromU16(u16(), B.complexity),
    };
  if (flags & FLAG_MOTION) {
    const [rotationX, rotationY, rotationZ] = [i16(), i16(), i16()].map((step) =>
      fromI16(step, B.rotation.max),
    );
    fp.motionSignature = {
      rotationX,
      rotationY,
      rotationZ,
      accelerationMagnitude: fromU16(u16(), B.accelerationMagnitude),
    };
  }
  if (version === CODEC_VERSION_DESCRIPTOR) {
    const read = readDescriptor(view, at, colorPalette.length);
    fp.descriptor = read.descriptor;
    at = read.at;
  }
  if (at !== bytes.byteLength) throw new Error('Fingerprint encoding has trailing bytes');
  return fp;
}
