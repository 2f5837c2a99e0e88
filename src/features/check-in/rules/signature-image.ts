/**
 * The drawn signature as the form sends it: the ink's box cut out of the canvas (with a margin),
 * scaled down to fit a modest size, and smaller again until the PNG is within the declaration's
 * limit. The pixel work is pure here; signature-export.ts does it on a canvas.
 */
import { base64DecodedLength, declarationLimits } from '@shared/guest-declaration-rules.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box around every pixel with some ink (alpha above 0), or null for a blank canvas. */
export function inkBounds(rgba: ArrayLike<number>, width: number, height: number): Box | null {
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** `box` grown by `margin` on each side, kept inside the canvas. */
export function withMargin(box: Box, margin: number, width: number, height: number): Box {
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return {
    x,
    y,
    width: Math.min(width, box.x + box.width + margin) - x,
    height: Math.min(height, box.y + box.height + margin) - y,
  };
}

/** The size `box` is drawn at: its own, or smaller to fit `maxWidth` x `maxHeight` (never larger). */
export function fittedSize(box: Box, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / box.width, maxHeight / box.height);
  return {
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  };
}

/** The largest signature image: enough for a printed form, a few KB as PNG. */
export const signatureMaxSize = { width: 600, height: 240 };

/** True when a PNG data URL is within the declaration's limit. */
export function fitsSignatureLimit(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return base64DecodedLength(base64) <= declarationLimits.signatureBytes;
}
