/**
 * The photo guide's images, made on the server from what the host uploaded: decoded and encoded
 * again with sharp (libvips), turned upright by the EXIF orientation, resized to the widths the guest
 * view needs (never enlarged) and written as WebP without any metadata (no EXIF, so no location).
 */
import sharp from 'sharp';
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

/** Both sizes of an uploaded photo; throws when the bytes are not a readable image. */
export async function makeGuideImages(upload: Uint8Array): Promise<GuideImages> {
  const input = sharp(upload, { failOn: 'error', limitInputPixels: maxInputPixels }).rotate();
  const [large, small] = await Promise.all([
    encoded(input, guidePhotoLimits.largeWidth, 80),
    encoded(input, guidePhotoLimits.smallWidth, 75),
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', large.bytes as BufferSource));
  const hash = Array.from(digest.subarray(0, 10), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { large, small, hash };
}
