/** Renders the app icons (PNG) from the logo artwork. Run: npx tsx scripts/make-icons.ts */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';

// ico-endec packs PNG images into an ICO file (PNG entries, as every browser since 2007 reads).
const icoEndec = createRequire(import.meta.url)('ico-endec') as { encode: (images: Buffer[]) => Buffer };

const mark = (inset: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${inset ? 0 : 112}" fill="#a8441f"/>
<g transform="translate(${inset} ${inset}) scale(${(512 - inset * 2) / 512})">
<path d="M144 432V240a112 112 0 0 1 224 0v192" fill="none" stroke="#fbf6ef" stroke-width="40" stroke-linecap="round"/>
<path d="m256 176 19.2 39.2 43.2 6.4-31.2 30.4 7.2 43.2-38.4-20-38.4 20 7.2-43.2-31.2-30.4 43.2-6.4z" fill="#f2c14e"/>
</g></svg>`;

await mkdir('public/icons', { recursive: true });
const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);
await render(mark(0), 192, 'icon-192.png');
await render(mark(0), 512, 'icon-512.png');
await render(mark(56), 512, 'icon-maskable-512.png');
await render(mark(20), 180, 'apple-touch-icon.png');
// The browser tab's icon: a PNG, which the browser decodes as an image, where an SVG icon is a whole
// document that the page's own thread builds and lays out right after the first paint.
await render(mark(0), 32, 'favicon-32.png');
await render(mark(0), 64, 'favicon-64.png');
// /favicon.ico, asked for by browsers and tools whatever the page links: 16, 32 and 48 px in one file.
const favicons = await Promise.all(
  [16, 32, 48].map((size) =>
    sharp(Buffer.from(mark(0)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
await writeFile('public/favicon.ico', icoEndec.encode(favicons));
console.log('icons written to public/icons, public/favicon.ico');
