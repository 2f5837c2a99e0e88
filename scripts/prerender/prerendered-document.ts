/**
 * A prerendered page's HTML document (issue 32), made from the built app shell (index.html as Vite
 * writes it: its head scripts, stylesheets and module preloads) and the page's own parts.
 */
import { headerEndId } from '../../src/app/layouts/header-end.ts';
import type { AppStart } from '../../src/boot/first-view/start-app-after-paint.ts';
import { insertHeadScript, preloadScriptName, restoreScriptName } from '../vite-plugins/first-view-script.ts';

const moduleScript = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The page without the inline script the build named `name` (first-view-script.ts). */
export function withoutScript(html: string, name: string): string {
  return html.replace(new RegExp(`<script data-script="${name}">[\\s\\S]*?</script>\\s*`), '');
}

/** The app's entry and the modules the shell preloads, as the shell's own tags say. */
export function shellModules(shell: string): Pick<AppStart, 'entry' | 'preloads'> {
  const entry = shell.match(moduleScript)?.[1];
  if (!entry) throw new Error("the app shell's module script was not found");
  return { entry, preloads: [...shell.matchAll(modulePreload)].map((match) => match[1]!) };
}

export interface PrerenderedParts {
  /** The language the page is rendered in, and its direction. */
  language: string;
  direction: 'ltr' | 'rtl';
  /** The page's head tags: title, description, canonical, alternates, previews (page-head.ts). */
  head: string;
  /** The app's HTML for #root. */
  root: string;
  /** The page's own stylesheets, linked so the first paint has them (the shell's are there already). */
  stylesheets: string[];
  /** The language check (prerendered-language.ts) for a page without a language in its URL. */
  languageCheck?: string;
  /** The script that starts the app after the first paint (start-app-after-paint.ts), in place of the shell's tags. */
  appStart: string;
  /**
   * The guest portal's find form (issue 43): the saved door code's restore script stays, first in the
   * head, and <html> names the app's entry, which the saved first view is restored for.
   */
  keepRestoreScript?: { entry: string };
}

const shellRoot = /<div id="root"><div class="boot-splash">[\s\S]*?<\/div><\/div>/;

export function prerenderedDocument(shell: string, parts: PrerenderedParts): string {
  if (!shellRoot.test(shell)) throw new Error("the app shell's #root with its boot splash was not found");
  let html = shell
    .replace(/<html lang="[^"]*" dir="[^"]*"/, () => {
      const entry = parts.keepRestoreScript ? ` data-app-entry="${parts.keepRestoreScript.entry}"` : '';
      return `<html lang="${parts.language}" dir="${parts.direction}" data-prerendered="${parts.language}"${entry}`;
    })
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  // The saved door code's restore script acts on /guest-portal only; the preload script's files come
  // with the app's after the first paint (start-app-after-paint.ts).
  html = withoutScript(html, preloadScriptName);
  if (!parts.keepRestoreScript) html = withoutScript(html, restoreScriptName);
  if (!html.includes('data-prerendered=')) throw new Error('the app shell has no <html lang dir>');
  const viewport = html.match(/<meta name="viewport"[^>]*>/);
  if (!viewport) throw new Error('the app shell has no viewport meta tag');
  // The first paint waits for the whole site header (header-end.ts), never a half-parsed one.
  const expectHeader = parts.root.includes(`id="${headerEndId}"`)
    ? `\n    <link rel="expect" href="#${headerEndId}" blocking="render">`
    : '';
  html = html.replace(
    viewport[0],
    () => `${viewport[0]}${expectHeader}\n    ${parts.head.trim().split('\n').join('\n    ')}`,
  );
  const sheets = parts.stylesheets.filter((href) => !html.includes(`href="${href}"`));
  if (sheets.length > 0) {
    const last = html.lastIndexOf('<link rel="stylesheet"');
    const at = last < 0 ? html.indexOf('</head>') : html.indexOf('>', last) + 1;
    const links = sheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    html = `${html.slice(0, at)}\n    ${links.join('\n    ')}${html.slice(at)}`;
  }
  if (parts.languageCheck) html = insertHeadScript(html, parts.languageCheck, 'prerendered-language');
  // The app's code starts once the page is painted: its tags give way to the script that adds them.
  html = html.replace(moduleScript, '').replace(modulePreload, '');
  html = html.replace(
    '</head>',
    () => `  <script data-script="start-app">${parts.appStart}</script>\n  </head>`,
  );
  return html.replace(shellRoot, () => `<div id="root">${parts.root}</div>`);
}
