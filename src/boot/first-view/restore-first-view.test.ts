import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveFirstViewSnapshot } from '@/lib/saved-stays/snapshot';
import { firstViewStorageKey } from '@/lib/saved-stays/snapshot-rules';
import { restoreFirstViewInto, restoreFirstViewWhenParsed } from './restore-first-view';

const splash = '<div class="boot-splash"><svg role="img" aria-label="Rihla"></svg></div>';
const stayPage = `<header>Rihla</header><main><h1>Your Stay</h1>
  <section data-first-view-end><h2>Door code</h2><span>••••</span>
  <button aria-label="Show door code" data-door-code-toggle>👁</button></section>
  <section><h2>Wifi</h2></section></main>`;

function shell(path = '/guest-portal', body = splash) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
  document.body.innerHTML = `<div id="root">${body}</div>`;
}

const root = () => document.getElementById('root')!;
const restore = () => restoreFirstViewInto(root());

/** The app showed the stay in Arabic and saved its first view; then the page is opened anew. */
function saveInArabic() {
  shell('/guest-portal', stayPage);
  document.documentElement.setAttribute('lang', 'ar');
  document.documentElement.setAttribute('dir', 'rtl');
  saveFirstViewSnapshot({ bookingId: 'b-1', language: 'ar', validUntil: Date.now() + 60_000 });
  document.documentElement.setAttribute('lang', 'en');
  document.documentElement.setAttribute('dir', 'ltr');
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('rihla.savedStays', '1');
  localStorage.setItem('i18nextLng', 'ar');
});
afterEach(() => {
  document.documentElement.removeAttribute('data-door-code-requested');
  window.history.replaceState(null, '', '/');
});

describe('restoring the saved first view', () => {
  it('puts the door code card on screen before the boot splash, in the saved language and direction', () => {
    saveInArabic();
    shell();
    expect(restore()).toBe(true);
    // First in #root: index.html's own style hides the splash that follows the copy.
    expect(root().firstElementChild?.hasAttribute('data-first-view-snapshot')).toBe(true);
    expect(root().querySelector('[data-first-view-snapshot] + .boot-splash')).not.toBeNull();
    expect(root().querySelector('[data-first-view-snapshot] h1')?.textContent).toBe('Your Stay');
    expect(root().querySelector('button[aria-label="Show door code"]')).not.toBeNull();
    expect(root().textContent).not.toContain('Wifi');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
  });

  it('remembers a press of the door code button for the app', () => {
    saveInArabic();
    shell();
    restore();
    const button = document.querySelector<HTMLButtonElement>('[data-door-code-toggle]')!;
    button.click();
    expect(document.documentElement.hasAttribute('data-door-code-requested')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('leaves the page alone once the app has rendered it', () => {
    saveInArabic();
    shell('/guest-portal', '<main>The app</main>');
    expect(restore()).toBe(false);
    expect(document.getElementById('root')?.textContent).toBe('The app');
  });

  it('shows nothing on other pages, on a payment return, after a language change or without a copy', () => {
    saveInArabic();
    shell('/pricing');
    expect(restore()).toBe(false);
    shell('/guest-portal?payment=success&bookingId=b-1');
    expect(restore()).toBe(false);
    localStorage.setItem('i18nextLng', 'fr');
    shell();
    expect(restore()).toBe(false);
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.removeItem(firstViewStorageKey);
    shell();
    expect(restore()).toBe(false);
    expect(document.querySelector('.boot-splash')).not.toBeNull();
  });

  it('shows nothing from another build of the app', () => {
    saveInArabic();
    shell();
    document.head.innerHTML = '<script type="module" src="/assets/index-new.js"></script>';
    expect(restore()).toBe(false);
    expect(document.querySelector('.boot-splash')).not.toBeNull();
  });

  it('run from the head, before #root is parsed, puts the copy in as soon as the parser creates it', async () => {
    saveInArabic();
    shell();
    document.body.innerHTML = '';
    restoreFirstViewWhenParsed();
    expect(document.querySelector('[data-first-view-snapshot]')).toBeNull();
    // The parser creates #root, then, later, the splash inside it.
    const parsedRoot = document.createElement('div');
    parsedRoot.id = 'root';
    document.body.append(parsedRoot);
    await Promise.resolve();
    expect(parsedRoot.querySelector('[data-first-view-snapshot] h1')?.textContent).toBe('Your Stay');
    parsedRoot.insertAdjacentHTML('beforeend', splash);
    expect(parsedRoot.querySelector('[data-first-view-snapshot] + .boot-splash')).not.toBeNull();
    expect(document.querySelectorAll('[data-first-view-snapshot]')).toHaveLength(1);
  });

  it('run from the head of another page, touches neither storage nor the page', async () => {
    saveInArabic();
    shell('/pricing');
    const root = document.getElementById('root')!;
    const before = root.innerHTML;
    restoreFirstViewWhenParsed();
    await Promise.resolve();
    expect(root.innerHTML).toBe(before);
  });
});
