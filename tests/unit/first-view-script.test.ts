import { describe, expect, it } from 'vitest';
import { bundleFirstViewScript, markShellStylesheets } from '../../scripts/first-view-script.ts';

describe('first-view script build step', () => {
  it("marks index.html's own stylesheets and links them before its scripts", () => {
    const html = `<head>
    <title>Rihla</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/main-c3.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;
    const marked = markShellStylesheets(html);
    expect(marked).toContain('<link rel="stylesheet" data-shell crossorigin href="/assets/main-c3.css">');
    expect(marked.indexOf('main-c3.css')).toBeLessThan(marked.indexOf('index-a1.js'));
    expect(marked.indexOf('main-c3.css')).toBeGreaterThan(marked.indexOf('<title>'));
    expect(marked.match(/main-c3\.css/g)).toHaveLength(1);
    expect(markShellStylesheets(marked)).toBe(marked);
  });

  it('builds the restore script into one classic script that imports nothing', async () => {
    const code = await bundleFirstViewScript('src/app/first-view/restore-first-view-entry.ts');
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\s*[({"'`]|\bexport\s/);
    expect(code).toContain('rihla.firstView');
    expect(code).not.toMatch(/<\/script/i);
    expect(code.length).toBeLessThan(4_000);
  }, 30_000);
});
