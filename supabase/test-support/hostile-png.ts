/**
 * PNG files for the image-safety tests (test support only, Node): a valid PNG of any size and pixel
 * format made of blank rows, the hostile signature (1-bit, 22000×22000, about 59 KB that
 * inflate to 60 MB of rows and a 1.9 GB RGBA decode), and a signature cut short.
 */
import { crc32, deflateSync } from 'node:zlib';
import { signaturePngBytes } from '../functions/_shared/declarations.ts';
import { tinyPngDataUrl } from './guest-declaration-fixtures.ts';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A valid PNG of blank rows (every byte 0), `width`×`height`, in the given depth and colour type. */
export function blankPng(
  width: number,
  height: number,
  bitDepth = 8,
  colorType = 6,
): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8);
  const rowBytes = 1 + Math.ceil((width * bitDepth * channels[colorType]!) / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(colorType === 3 ? [chunk('PLTE', Buffer.from([0, 0, 0]))] : []),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ];
  return new Uint8Array(Buffer.concat(parts));
}

let hostile: Uint8Array<ArrayBuffer> | undefined;
/** The hostile signature: 1-bit grey, 22000×22000, under the 60 KB upload limit. */
export function hostileSignaturePng(): Uint8Array<ArrayBuffer> {
  hostile ??= blankPng(22_000, 22_000, 1, 0);
  return hostile;
}

/** A valid signature PNG cut short: its signature and header, then half of the rest. */
export function truncatedSignaturePng(): Uint8Array<ArrayBuffer> {
  const whole = signaturePngBytes(tinyPngDataUrl)!;
  return whole.slice(0, 33 + Math.floor((whole.length - 33) / 2));
}
