import { describe, expect, it } from 'vitest';
import { fitsSignatureLimit, fittedSize, inkBounds, withMargin } from './signature-image';

/** A width x height RGBA image with ink (alpha 255) at the given points. */
function image(width: number, height: number, ink: [number, number][]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of ink) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

describe('the signature image', () => {
  it('finds the box around the ink, or none on a blank canvas', () => {
    expect(
      inkBounds(
        image(10, 8, [
          [2, 3],
          [7, 5],
          [4, 1],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 2, y: 1, width: 6, height: 5 });
    expect(inkBounds(image(10, 8, []), 10, 8)).toBeNull();
  });

  it('keeps a margin around the ink, inside the canvas', () => {
    expect(withMargin({ x: 2, y: 1, width: 6, height: 5 }, 3, 10, 8)).toEqual({
      x: 0,
      y: 0,
      width: 10,
      height: 8,
    });
    expect(withMargin({ x: 20, y: 20, width: 10, height: 10 }, 5, 100, 100)).toEqual({
      x: 15,
      y: 15,
      width: 20,
      height: 20,
    });
  });

  it('scales a large signature down to fit, keeping its shape, and never enlarges a small one', () => {
    expect(fittedSize({ x: 0, y: 0, width: 1800, height: 480 }, 600, 240)).toEqual({
      width: 600,
      height: 160,
    });
    expect(fittedSize({ x: 0, y: 0, width: 900, height: 600 }, 600, 240)).toEqual({
      width: 360,
      height: 240,
    });
    expect(fittedSize({ x: 0, y: 0, width: 120, height: 40 }, 600, 240)).toEqual({ width: 120, height: 40 });
  });

  it('knows a PNG within 60 KB from one over it', () => {
    const base64Of = (bytes: number) => 'A'.repeat(Math.ceil(bytes / 3) * 4);
    expect(fitsSignatureLimit(`data:image/png;base64,${base64Of(59_997)}`)).toBe(true);
    expect(fitsSignatureLimit(`data:image/png;base64,${base64Of(60_003)}`)).toBe(false);
  });
});
