import { describe, expect, it } from 'vitest';
import { prerenderedDocument, shellModules } from '../../scripts/prerender/prerendered-document.ts';

const shell = `<!doctype html>
<html lang="en" dir="ltr" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width" />
    <title>Rihla</title>
    <meta name="description" content="generic" />
    <script data-script="restore-first-view">restore()</script>
    <script data-script="preload-first-page">preload()</script>
    <script type="module" crossorigin src="/assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n.js">
    <link rel="stylesheet" data-shell crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"><div class="boot-splash"><svg><title>Rihla</title></svg></div></div>
  </body>
</html>`;

const parts = {
  language: 'ar',
  direction: 'rtl' as const,
  head: '<title>Rihla - الأسعار</title>\n<meta name="description" content="وصف">',
  root: '<main><h1>الأسعار</h1></main>',
  stylesheets: ['/assets/index.css', '/assets/pricing.css'],
  appStart: 'startApp()',
};

describe('a prerendered page made from the app shell', () => {
  const html = prerenderedDocument(shell, parts);

  it('says its language and direction on <html>, keeping the color scheme', () => {
    expect(html).toContain(
      '<html lang="ar" dir="rtl" data-prerendered="ar" data-mantine-color-scheme="light">',
    );
  });

  it("has the page's own title and description instead of the shell's", () => {
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Rihla - الأسعار</title>']);
    expect(html).toContain('<meta name="description" content="وصف">');
    expect(html).not.toContain('generic');
  });

  it("puts the page's HTML in #root, without the boot splash", () => {
    expect(html).toContain('<body><div id="root"><main><h1>الأسعار</h1></main></div>');
    expect(html).not.toContain('boot-splash"><svg');
  });

  it('links the page stylesheet once, and leaves the door code and generic preload scripts out', () => {
    expect(html.match(/pricing\.css/g)).toHaveLength(1);
    expect(html.match(/index\.css/g)).toHaveLength(1);
    expect(html).not.toContain('restore()');
    expect(html).not.toContain('preload()');
  });

  it('paints only once the site header is parsed whole, when the page has it', () => {
    const withHeader = prerenderedDocument(shell, {
      ...parts,
      root: '<header><nav></nav><span id="site-header-end" hidden=""></span></header><main></main>',
    });
    const expectLink = '<link rel="expect" href="#site-header-end" blocking="render">';
    expect(withHeader).toContain(expectLink);
    // In the head, before the first stylesheet and the body.
    expect(withHeader.indexOf(expectLink)).toBeLessThan(withHeader.indexOf('<link rel="stylesheet"'));
    expect(html).not.toContain('rel="expect"');
  });

  it('adds the language check, before the stylesheets, when asked', () => {
    const withCheck = prerenderedDocument(shell, { ...parts, languageCheck: 'check()' });
    expect(withCheck.indexOf('check()')).toBeLessThan(withCheck.indexOf('<link rel="stylesheet"'));
  });

  it("starts the app's code after the first paint instead of from the head", () => {
    expect(shellModules(shell)).toEqual({ entry: '/assets/main.js', preloads: ['/assets/i18n.js'] });
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<script data-script="start-app">startApp()</script>');
  });
});
