import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOgImages } from '../../scripts/prerender/og-images.ts';
import { ogImagePath, sitePages } from '../../scripts/prerender/site-pages.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let folder: string;
let files: string[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rihla-og-'));
  files = await makeOgImages('public', join(folder, 'dist'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const pixels = (file: string) => sharp(file).raw().toBuffer();

describe('link preview images', () => {
  it('writes one image per page where the page head points', () => {
    expect(files).toEqual(sitePages.map((page) => join(folder, 'dist', ogImagePath(page))));
  });

  it('are PNG files of 1200x630, small enough for a preview fetch', async () => {
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 8).equals(pngSignature), file).toBe(true);
      expect(bytes.length, file).toBeLessThan(150 * 1024);
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }, file).toEqual({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('differ from page to page, even where two pages share their artwork', async () => {
    const images = await Promise.all(files.map(pixels));
    for (const [i, image] of images.entries()) {
      for (const other of images.slice(i + 1)) expect(image.equals(other)).toBe(false);
    }
  });

  it("are made of each page's own artwork, the same from one build to the next", async () => {
    // A copy of public/ where the contact page's artwork is another picture.
    const publicCopy = join(folder, 'public');
    await cp('public/favicon.svg', join(publicCopy, 'favicon.svg'));
    await cp('public/images/site', join(publicCopy, 'images/site'), { recursive: true });
    const contact = sitePages.find((page) => page.id === 'contact')!;
    await writeFile(
      join(publicCopy, contact.art),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#1f955e"/></svg>',
    );
    const rebuilt = await makeOgImages(publicCopy, join(folder, 'rebuilt'));
    for (const [i, page] of sitePages.entries()) {
      const [before, after] = await Promise.all([readFile(files[i]!), readFile(rebuilt[i]!)]);
      expect(before.equals(after), page.id).toBe(page.art !== contact.art);
    }
    // The art side of the new contact image is the new picture: mint green.
    const artSide = await sharp(rebuilt[sitePages.indexOf(contact)])
      .extract({ left: 0, top: 0, width: 600, height: 630 })
      .toBuffer();
    const { channels } = await sharp(artSide).stats();
    const [red, green, blue] = channels.map((channel) => Math.round(channel.mean));
    expect(Math.abs(red! - 0x1f) + Math.abs(green! - 0x95) + Math.abs(blue! - 0x5e)).toBeLessThan(12);
  });
});
