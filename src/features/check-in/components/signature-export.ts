/**
 * Turns the signature canvas into the PNG the form sends (rules in ../rules/signature-image.ts):
 * the ink cut out with a margin, scaled to at most 600 x 240, then smaller until within 60 KB.
 */
import {
  fitsSignatureLimit,
  fittedSize,
  inkBounds,
  signatureMaxSize,
  withMargin,
} from '../rules/signature-image';

/** The signature as a PNG data URL, or '' when nothing is drawn (or the canvas cannot be read). */
export function exportSignature(canvas: HTMLCanvasElement): string {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return '';
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const ink = inkBounds(pixels.data, canvas.width, canvas.height);
  if (!ink) return '';
  const box = withMargin(ink, Math.round(8 * (window.devicePixelRatio || 1)), canvas.width, canvas.height);
  let limit = { ...signatureMaxSize };
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const size = fittedSize(box, limit.width, limit.height);
    const output = document.createElement('canvas');
    output.width = size.width;
    output.height = size.height;
    const drawing = output.getContext('2d');
    if (!drawing) return '';
    drawing.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, size.width, size.height);
    const dataUrl = output.toDataURL('image/png');
    if (fitsSignatureLimit(dataUrl) || size.width <= 120) return dataUrl;
    limit = { width: Math.round(size.width * 0.75), height: Math.round(size.height * 0.75) };
  }
  return '';
}
