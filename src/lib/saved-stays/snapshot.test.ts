import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureFirstViewMarkup,
  clearDoorCodeRequest,
  clearFirstViewSnapshot,
  doorCodeRequestedEarly,
  saveFirstViewSnapshot,
  usedRulesText,
} from './snapshot';
import { firstViewStorageKey, parseFirstViewSnapshot } from './snapshot-rules';

const page = `
  <style>:root { --mantine-color-body: #fff; }</style>
  <div data-testid="offline" data-first-view-omit>You are offline</div>
  <header><a href="/">Rihla</a></header>
  <main>
    <div class="page">
      <h1>Your Stay</h1>
      <p data-testid="updated" data-first-view-blank>Last updated 23 Nov, 16:39</p>
      <section data-testid="hint" data-first-view-omit>Install Rihla</section>
      <section><h2>Riad Yasmine</h2><p data-first-view-blank>Nov 25, 2026</p></section>
      <section data-first-view-end><h2>Door code</h2><span>••••</span>
        <button aria-label="Show door code" data-door-code-toggle></button></section>
      <section><h2>Wifi</h2><p>mint-tea-4827</p></section>
    </div>
    <aside>Extras</aside>
  </main>
  <footer>Footer</footer>`;

function mount(): HTMLElement {
  document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
  document.body.innerHTML = `<div id="root">${page}</div>`;
  return document.getElementById('root')!;
}

const saved = () => parseFirstViewSnapshot(localStorage.getItem(firstViewStorageKey));
const meta = { bookingId: 'b-1', language: 'en', validUntil: Date.now() + 60_000 };

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the saved first view', () => {
  it('keeps the page up to the door code card: the wifi, the rest of the page and the footer are left out', () => {
    const root = mount();
    const copy = document.createElement('div');
    copy.innerHTML = captureFirstViewMarkup(root, root.querySelector('[data-first-view-end]')!)!;
    expect(copy.querySelector('h1')?.textContent).toBe('Your Stay');
    expect(copy.querySelector('[data-first-view-end]')?.textContent).toContain('Door code');
    expect(copy.querySelector('style')?.textContent).toContain('--mantine-color-body');
    expect(copy.textContent).not.toContain('mint-tea-4827');
    expect(copy.textContent).not.toContain('Extras');
    expect(copy.querySelector('footer')).toBeNull();
  });

  it('is drawn as the first render is: times and dates empty, offline banner and install offer left out', () => {
    const root = mount();
    const copy = document.createElement('div');
    copy.innerHTML = captureFirstViewMarkup(root, root.querySelector('[data-first-view-end]')!)!;
    expect(copy.querySelector('[data-testid="updated"]')?.textContent).toBe('');
    expect(copy.textContent).not.toContain('Nov 25, 2026');
    expect(copy.querySelector('[data-testid="offline"]')).toBeNull();
    expect(copy.querySelector('[data-testid="hint"]')).toBeNull();
    // The page itself is left as it was.
    expect(root.textContent).toContain('mint-tea-4827');
    expect(root.querySelector('[data-testid="updated"]')?.textContent).toContain('Last updated');
  });

  it('is saved with the stay, language, build and html attributes, and cleared on demand', () => {
    mount();
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    saveFirstViewSnapshot({ ...meta, language: 'ar' });
    const snapshot = saved();
    expect(snapshot).toMatchObject({
      bookingId: 'b-1',
      language: 'ar',
      entry: '/assets/index-abc.js',
      displayMode: 'browser',
      validUntil: meta.validUntil,
    });
    expect(snapshot?.htmlAttributes).toMatchObject({ dir: 'rtl', 'data-mantine-color-scheme': 'light' });
    expect(snapshot?.html).toContain('Door code');
    clearFirstViewSnapshot();
    expect(saved()).toBeNull();
    document.documentElement.removeAttribute('dir');
  });

  it('is not saved while the door code is shown, and the earlier copy stays', () => {
    const root = mount();
    saveFirstViewSnapshot(meta);
    const before = localStorage.getItem(firstViewStorageKey);
    const card = root.querySelector('[data-first-view-end]')!;
    card.setAttribute('data-first-view-skip', 'true');
    card.querySelector('span')!.textContent = '4827';
    saveFirstViewSnapshot({ ...meta, language: 'fr' });
    expect(localStorage.getItem(firstViewStorageKey)).toBe(before);
    expect(saved()?.html).not.toContain('4827');
  });

  it('is cleared when the page has no door code card, or is already out of date', () => {
    const root = mount();
    saveFirstViewSnapshot(meta);
    root.querySelector('[data-first-view-end]')!.remove();
    saveFirstViewSnapshot(meta);
    expect(saved()).toBeNull();

    mount();
    saveFirstViewSnapshot(meta);
    saveFirstViewSnapshot({ ...meta, validUntil: Date.now() - 1 });
    expect(saved()).toBeNull();
  });

  it('passes on a press of the door code button made before the app ran, once', () => {
    expect(doorCodeRequestedEarly()).toBe(false);
    document.documentElement.setAttribute('data-door-code-requested', '');
    expect(doorCodeRequestedEarly()).toBe(true);
    clearDoorCodeRequest();
    expect(doorCodeRequestedEarly()).toBe(false);
  });
});

describe('the styles saved with the first view', () => {
  it('keeps the rules that can style the copy and leaves out those for the rest of the page', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      ._card_a1 { border-radius: 8px; }
      ._wifi_b2 { color: red; }
      ._secret_c3:hover, ._guide_d4 { opacity: 1; }
      button { cursor: pointer; }
      @media (min-width: 48em) { ._card_a1 { padding: 2rem; } ._video_e5 { height: 20rem; } }
      @media (min-width: 62em) { ._video_e5 { height: 30rem; } }
      @keyframes fade { from { opacity: 0; } to { opacity: 1; } }`);
    const html = '<section class="_card_a1"><span class="_secret_c3">••••</span><button></button></section>';
    const css = usedRulesText(sheet.cssRules, html);
    expect(css).toContain('._card_a1 { border-radius: 8px; }');
    expect(css).toMatch(/\._secret_c3:hover, \._guide_d4 \{/);
    expect(css).toContain('button { cursor: pointer; }');
    expect(css).toMatch(/@media \(min-width: 48em\) \{\s*\._card_a1 \{ padding: 2rem; \}\s*\}/);
    expect(css).toContain('@keyframes fade');
    expect(css).not.toContain('_wifi_b2');
    expect(css).not.toContain('_video_e5');
    expect(css).not.toContain('62em');
    // What is kept still parses, as the restore script will parse it.
    const reparsed = new CSSStyleSheet();
    reparsed.replaceSync(css);
    expect(reparsed.cssRules).toHaveLength(5);
  });
});
