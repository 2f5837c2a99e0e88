/**
 * What an uploaded file is, from its first bytes (its magic number), never from its name or the
 * type the browser declared. Pure.
 */

export type DetectedImageType = 'jpeg' | 'png' | 'webp' | 'heic' | 'other';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** ISO base media brands of HEIC / HEIF photos (iPhones' default camera format). */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function detectImageType(bytes: Uint8Array): DetectedImageType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => bytes[index] === value)
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF is not a HEIC (a generic refusal).
    const brands = [ascii(bytes, 8, 4)];
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length, 64); at += 4)
      brands.push(ascii(bytes, at, 4));
    if (brands[0] === 'avif' || brands[0] === 'avis') return 'other';
    if (brands.some((brand) => heifBrands.has(brand))) return 'heic';
  }
  return 'other';
}
