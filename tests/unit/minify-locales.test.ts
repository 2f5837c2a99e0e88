import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minifiedJson, minifyLocaleFiles } from '../../scripts/vite-plugins/minify-locales.ts';

describe('minified texts in the build', () => {
  it('keeps every text, in every script, and drops only the whitespace', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rihla-locales-'));
    await mkdir(join(folder, 'ar'));
    const texts = {
      findBooking: { title: 'ابحث عن حجزك', hint: 'Two  spaces stay', count_one: '{{count}} minute' },
    };
    const indented = `${JSON.stringify(texts, null, 2)}\n`;
    await writeFile(join(folder, 'ar', 'guest.json'), indented);
    const saved = await minifyLocaleFiles(folder);
    const written = await readFile(join(folder, 'ar', 'guest.json'), 'utf8');
    expect(JSON.parse(written)).toEqual(texts);
    expect(written).not.toContain('\n');
    expect(saved).toBe(Buffer.byteLength(indented) - Buffer.byteLength(written));
    expect(saved).toBeGreaterThan(0);
  });

  it('refuses a file that is not JSON rather than writing it half', () => {
    expect(() => minifiedJson('{"title": ')).toThrow();
  });
});
