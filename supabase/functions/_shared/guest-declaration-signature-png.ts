/**
 * The drawn signature made into the PNG that is kept (issue 41; loads sharp, a native module, on
 * first use): the bytes that passed the header and chunk checks (png-header.ts) decoded once, under
 * a pixel bound and a time limit, and encoded again as a small grey palette PNG (at most 1600 x 800,
 * no metadata). Where sharp cannot load (Supabase's Edge Runtime, like the photo guide), the
 * checked PNG is kept as it came, so check-in keeps working.
 */

import { signatureLimits } from './guest-declaration-signature.ts';
import { ImageLibraryUnavailable, loadSharp } from './guide-images.ts';

export type NormalizedSignature =
  | { ok: true; png: Uint8Array<ArrayBuffer>; reencoded: boolean }
  | { ok: false };

/** Seconds sharp may spend on one signature (a 1600 x 800 image takes a few milliseconds). */
const encodeSeconds = 5;
let warned = false;

/** The signature re-encoded; `{ ok: false }` when sharp cannot read it (a damaged or hostile file). */
export async function normalizeSignaturePng(png: Uint8Array<ArrayBuffer>): Promise<NormalizedSignature> {
  let sharpOf: Awaited<ReturnType<typeof loadSharp>>;
  try {
    sharpOf = await loadSharp();
  } catch (error) {
    if (!(error instanceof ImageLibraryUnavailable)) throw error;
    if (!warned) {
      warned = true;
      console.warn(`guest-checkin: signatures are kept as sent (header-checked): ${error.message}`);
    }
    return { ok: true, png, reencoded: false };
  }
  const { width, height } = signatureLimits;
  try {
    const data = await sharpOf(png, { failOn: 'error', limitInputPixels: width * height })
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .grayscale()
      .png({ palette: true, colours: 16, compressionLevel: 9 })
      .timeout({ seconds: encodeSeconds })
      .toBuffer();
    if (data.byteLength > signatureLimits.bytes) return { ok: false };
    const bytes = new Uint8Array(data.byteLength);
    bytes.set(data);
    return { ok: true, png: bytes, reencoded: true };
  } catch {
    return { ok: false };
  }
}
