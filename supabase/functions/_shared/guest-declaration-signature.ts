/**
 * The drawn signature's rule (issues 31 and 41), shared by the check-in form and guest-checkin: a
 * PNG data URL of at most 60 KB whose header says at most 1600 x 800 pixels. Only the header's first
 * 33 bytes are decoded here, never the image: a 59 KB file announcing 22000 x 22000 pixels is
 * refused before anything inflates it. Pure.
 */
import { readPngHeader } from './png-header.ts';

/** The largest signature: bytes of the PNG, and its pixels (the app sends at most 600 x 240). */
export const signatureLimits = { bytes: 60_000, width: 1600, height: 800 } as const;

const pngDataUrlPrefix = 'data:image/png;base64,';
/** The PNG file signature (89 50 4E 47 0D 0A 1A 0A) in base64, as a PNG's base64 always begins. */
const pngBase64Start = 'iVBORw0KGgo';
/** Base64 characters that hold the PNG signature and the IHDR chunk (33 bytes). */
const headerBase64Length = 44;

/** The bytes a base64 text decodes to (without decoding it). */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A drawn signature: a PNG data URL of at most `signatureLimits.bytes` bytes. */
export function isSignatureDataUrl(value: string): boolean {
  if (!value.startsWith(pngDataUrlPrefix)) return false;
  const base64 = value.slice(pngDataUrlPrefix.length);
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  return base64.startsWith(pngBase64Start) && base64DecodedLength(base64) <= signatureLimits.bytes;
}

/**
 * A signature's first problem: 'required' when empty, 'signature' when it is not a PNG data URL
 * within the bytes or its header is not a PNG's, 'signatureSize' when the header says it is larger
 * than 1600 x 800; null when it may be read.
 */
export function signatureError(value: string): 'required' | 'signature' | 'signatureSize' | null {
  if (value === '') return 'required';
  if (!isSignatureDataUrl(value)) return 'signature';
  const start = pngDataUrlPrefix.length;
  const head = atob(value.slice(start, start + headerBase64Length));
  const header = readPngHeader(Uint8Array.from(head, (char) => char.charCodeAt(0)));
  if (!header) return 'signature';
  return header.width <= signatureLimits.width && header.height <= signatureLimits.height
    ? null
    : 'signatureSize';
}
