/**
 * The PNG header reader: dimensions and format from IHDR, files cut short found by their chunks,
 * and the verdict a signature gets before anything decodes it (the 59 KB 22000×22000 PNG).
 */
import { describe, expect, it } from 'vitest';
import { tinyPngDataUrl } from '../../test-support/guest-declaration-fixtures.ts';
import { blankPng, hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import { signaturePngBytes } from './declarations.ts';
import { pngChunksComplete, pngProblem, readPngHeader } from './png-header.ts';

const limits = { maxWidth: 1600, maxHeight: 800, maxBytes: 60_000 };
const tiny = signaturePngBytes(tinyPngDataUrl)!;

describe('readPngHeader', () => {
  it('reads the dimensions and the pixel format', () => {
    expect(readPngHeader(tiny)).toEqual({
      width: 1,
      height: 1,
      bitDepth: 8,
      colorType: 6,
      interlaced: false,
    });
    expect(readPngHeader(blankPng(640, 320, 1, 0))).toMatchObject({ width: 640, height: 320, bitDepth: 1 });
    expect(readPngHeader(hostileSignaturePng())).toMatchObject({ width: 22_000, height: 22_000 });
  });

  it('refuses what is not a PNG with a valid IHDR', () => {
    const changed = (at: number, value: number) => {
      const copy = tiny.slice();
      copy[at] = value;
      return copy;
    };
    expect(readPngHeader(new Uint8Array())).toBeNull();
    expect(readPngHeader(tiny.slice(0, 30))).toBeNull();
    expect(readPngHeader(new TextEncoder().encode('GIF89a'.padEnd(40, ' ')))).toBeNull();
    expect(readPngHeader(changed(12, 0x78))).toBeNull(); // the first chunk is not IHDR
    expect(readPngHeader(changed(19, 0))).toBeNull(); // width 0
    expect(readPngHeader(changed(16, 0x80))).toBeNull(); // width over 2^31 - 1
    expect(readPngHeader(changed(24, 3))).toBeNull(); // bit depth 3
    expect(readPngHeader(changed(25, 5))).toBeNull(); // colour type 5
    expect(readPngHeader(changed(26, 1))).toBeNull(); // compression method 1
    expect(readPngHeader(changed(28, 2))).toBeNull(); // interlace method 2
  });
});

describe('pngChunksComplete', () => {
  it('is true for whole files and false for files cut short or without image data', () => {
    expect(pngChunksComplete(tiny)).toBe(true);
    expect(pngChunksComplete(hostileSignaturePng())).toBe(true);
    expect(pngChunksComplete(truncatedSignaturePng())).toBe(false);
    expect(pngChunksComplete(tiny.slice(0, tiny.length - 1))).toBe(false);
    // IHDR then IEND: no image data.
    expect(pngChunksComplete(new Uint8Array([...tiny.slice(0, 33), ...tiny.slice(-12)]))).toBe(false);
  });
});

describe('pngProblem', () => {
  it('passes a signature within the limits', () => {
    expect(pngProblem(tiny, limits)).toBeNull();
    expect(pngProblem(blankPng(1600, 800), limits)).toBeNull();
  });

  it('names what is wrong, from the header alone', () => {
    expect(hostileSignaturePng().length).toBeLessThan(60_000);
    expect(pngProblem(hostileSignaturePng(), limits)).toBe('too_large');
    expect(pngProblem(blankPng(1601, 10), limits)).toBe('too_large');
    expect(pngProblem(blankPng(10, 801), limits)).toBe('too_large');
    expect(pngProblem(truncatedSignaturePng(), limits)).toBe('truncated');
    expect(pngProblem(new Uint8Array(60_001), limits)).toBe('too_many_bytes');
    expect(pngProblem(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), limits)).toBe('not_png');
  });
});
