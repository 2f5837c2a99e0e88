/**
 * The photo guide's images, made on the server from what the host uploaded: decoded and encoded
 * again with sharp (libvips), turned upright by the EXIF orientation, resized to the widths the guest
 * view needs (never enlarged) and written as WebP without any metadata (no EXIF, so no location).
 * sharp is a native addon, loaded on first use: a runtime that cannot load it (Supabase's Edge
 * Runtime allows no native addons, nor Deno without --allow-ffi) still serves the function, and only
 * the image work fails, with ImageLibraryUnavailable.
 */
import type sharp from 'sharp';
import { guidePhotoLimits } from './host-api-types-properties.ts';

export interface GuideImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface GuideImages {
  large: GuideImage;
  small: GuideImage;
  /** A short hash of the large image's bytes, for content-addressed names. */
  hash: string;
}

/** The largest image decoded (pixels): a 48 MP phone photo fits, a decompression bomb does not. */
const maxInputPixels = 100_000_000;

async function encoded(input: sharp.Sharp, width: number, quality: number): Promise<GuideImage> {
  const { data, info } = await input
    .clone()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** sharp could not be loaded here: no photo can be processed (the photo itself may be fine). */
export class ImageLibraryUnavailable extends Error {
  override name = 'ImageLibraryUnavailable';
}

let loadedSharp: Promise<typeof sharp> | null = null;
/** sharp, loaded once; rejects with ImageLibraryUnavailable where it cannot load (the signatures use it too). */
export function loadSharp(): Promise<typeof sharp> {
  loadedSharp ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new ImageLibraryUnavailable(`sharp could not be loaded: ${reason}`);
    },
  );
  return loadedSharp;
}

/**
 * Both sizes of an uploaded photo; throws when the bytes are not a readable image, or
 * ImageLibraryUnavailable when sharp cannot be loaded in this runtime.
 */
export async function makeGuideImages(upload: Uint8Array): Promise<GuideImages> {
  const sharpOf = await loadSharp();
  const input = sharpOf(upload, { failOn: 'error', limitInputPixels: maxInputPixels }).rotate();
  const [large, small] = await Promise.all([
    encoded(input, guidePhotoLimits.largeWidth, 80),
    encoded(input, guidePhotoLimits.smallWidth, 75),
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', large.bytes as BufferSource));
  const hash = Array.from(digest.subarray(0, 10), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { large, small, hash };
}
