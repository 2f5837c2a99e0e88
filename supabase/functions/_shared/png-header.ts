/**
 * What a PNG says about itself before anything decodes it: its dimensions and pixel format from the
 * IHDR chunk, and whether its chunks are whole up to IEND (a truncated or cut-short file is not).
 * Reads bytes only, never inflates the image data: safe on hostile files. Pure.
 */

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colorType: number;
  interlaced: boolean;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The bit depths each colour type allows (PNG specification, 11.2.2). */
const allowedBitDepths: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The PNG's IHDR, or null when the bytes do not start as a PNG with a valid IHDR. */
export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  if (bytes.length < 33) return null;
  if (!pngSignature.every((value, index) => bytes[index] === value)) return null;
  if (uint32(bytes, 8) !== 13 || chunkType(bytes, 12) !== 'IHDR') return null;
  const header: PngHeader = {
    width: uint32(bytes, 16),
    height: uint32(bytes, 20),
    bitDepth: bytes[24]!,
    colorType: bytes[25]!,
    interlaced: bytes[28] === 1,
  };
  const compression = bytes[26];
  const filter = bytes[27];
  const interlace = bytes[28]!;
  if (header.width === 0 || header.height === 0) return null;
  if (header.width > 0x7fffffff || header.height > 0x7fffffff) return null;
  if (!allowedBitDepths[header.colorType]?.includes(header.bitDepth)) return null;
  if (compression !== 0 || filter !== 0 || interlace > 1) return null;
  return header;
}

/**
 * Whether every chunk after the signature fits in the bytes, image data comes before the end, and
 * the file ends with IEND: false for a file cut short (an upload or a copy that stopped midway).
 */
export function pngChunksComplete(bytes: Uint8Array): boolean {
  if (!readPngHeader(bytes)) return false;
  let at = 8;
  let sawImageData = false;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = chunkType(bytes, at + 4);
    const next = at + 12 + length;
    if (length > 0x7fffffff || next > bytes.length) return false;
    if (type === 'IDAT') sawImageData = true;
    if (type === 'IEND') return sawImageData;
    at = next;
  }
  return false;
}

export interface PngLimits {
  maxWidth: number;
  maxHeight: number;
  maxBytes: number;
}

export type PngProblem = 'not_png' | 'too_many_bytes' | 'too_large' | 'truncated';

/**
 * Why these bytes are not a PNG that is safe to decode within `limits`, or null when they are:
 * checked from the header and the chunk lengths alone, before any pixel is inflated.
 */
export function pngProblem(bytes: Uint8Array, limits: PngLimits): PngProblem | null {
  if (bytes.length > limits.maxBytes) return 'too_many_bytes';
  const header = readPngHeader(bytes);
  if (!header) return 'not_png';
  if (header.width > limits.maxWidth || header.height > limits.maxHeight) return 'too_large';
  return pngChunksComplete(bytes) ? null : 'truncated';
}
