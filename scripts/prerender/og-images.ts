/**
 * Writes the brand site's link preview images (issue 32): <outDir>/og/<page id>.png, 1200x630, the
 * page's own artwork beside a brand panel with the Rihla logo and name. One image per page, the same
 * in every language (no text but the brand's name). Reads <publicDir>/<page.art> and the logo.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { brand } from '../../src/config/brand.ts';
import { type SitePageId, sitePages } from './site-pages.ts';

export const ogImageSize = { width: 1200, height: 630 } as const;
const { width, height } = ogImageSize;
/** The artwork's share of the card; the brand panel takes the rest. */
const artWidth = 720;
const panelX = artWidth + 10;

const colours = {
  terracotta: '#a8441f',
  majorelle: '#2e48bd',
  ink: '#2b2118',
  saffron: '#f2c14e',
  sand: '#fbf6ef',
} as const;

/** The panel's colour per page: pages that share an artwork still get images of their own. */
const panelColours: Record<SitePageId, string> = {
  home: colours.terracotta,
  hostServices: colours.terracotta,
  about: colours.majorelle,
  pricing: colours.ink,
  workWithUs: colours.terracotta,
  contact: colours.terracotta,
  privacyPolicy: colours.majorelle,
  welcome: colours.terracotta,
  shop: colours.majorelle,
  stays: colours.ink,
};

/** The artwork cropped to cover its side of the card, rendered at twice its size for sharp edges. */
async function artPanel(artFile: string): Promise<Buffer> {
  return sharp(await readFile(artFile), { density: 144 })
    .resize(artWidth, height, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer();
}

/** The logo's SVG placed as a nested image of the overlay, without its own <title>. */
function placedLogo(logoSvg: string, x: number, y: number, size: number): string {
  return logoSvg
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/^\s*<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
}

/** The brand panel, the saffron seam along the art and a faint eight-pointed star pattern. */
function brandOverlay(logoSvg: string, panelColour: string): string {
  const panelWidth = width - panelX;
  const left = panelX + 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><pattern id="stars" width="92" height="92" patternUnits="userSpaceOnUse" x="${panelX}" y="0">
<g fill="none" stroke="${colours.sand}" stroke-opacity="0.09" stroke-width="2" transform="translate(46 46)">
<rect x="-20" y="-20" width="40" height="40"/><rect x="-20" y="-20" width="40" height="40" transform="rotate(45)"/>
</g></pattern></defs>
<rect x="${artWidth}" y="0" width="${width - artWidth}" height="${height}" fill="${colours.saffron}"/>
<rect x="${panelX}" y="0" width="${panelWidth}" height="${height}" fill="${panelColour}"/>
<rect x="${panelX}" y="0" width="${panelWidth}" height="${height}" fill="url(#stars)"/>
<rect x="${left - 4}" y="162" width="140" height="140" rx="32" fill="none" stroke="${colours.sand}" stroke-width="4"/>
${placedLogo(logoSvg, left, 166, 132)}
<text x="${left - 4}" y="420" font-family="sans-serif" font-weight="700" font-size="112" fill="${colours.sand}">${brand.name}</text>
<rect x="${left}" y="456" width="96" height="8" rx="4" fill="${colours.saffron}"/>
</svg>`;
}

/** A preview image beyond the site pages': a home's page (stay-pages.ts), by its own artwork. */
export interface OgImage {
  /** The file's name under og/, without .png. */
  id: string;
  /** The artwork under public/. */
  art: string;
}

/**
 * Writes one preview image per site page, then one per `extra` (the homes' pages, with the terracotta
 * panel), and returns the files written, in that order.
 */
export async function makeOgImages(
  publicDir: string,
  outDir: string,
  extra: OgImage[] = [],
): Promise<string[]> {
  const logoSvg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  await mkdir(join(outDir, 'og'), { recursive: true });
  const images = [
    ...sitePages.map((page) => ({ id: page.id, art: page.art, colour: panelColours[page.id] })),
    ...extra.map((image) => ({ ...image, colour: colours.terracotta })),
  ];
  return Promise.all(
    images.map(async (page) => {
      const file = join(outDir, 'og', `${page.id}.png`);
      const image = await sharp({
        create: { width, height, channels: 3, background: page.colour },
      })
        .composite([
          { input: await artPanel(join(publicDir, page.art)), left: 0, top: 0 },
          { input: Buffer.from(brandOverlay(logoSvg, page.colour)), left: 0, top: 0 },
        ])
        .png({ palette: true, compressionLevel: 9, effort: 10 })
        .toBuffer();
      await writeFile(file, image);
      return file;
    }),
  );
}
