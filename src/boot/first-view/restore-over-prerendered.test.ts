import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveFirstViewSnapshot } from '@/lib/saved-stays/snapshot';
import {
  hidePrerenderedFormForSavedStays,
  holdEarlyPresses,
  restoreFirstViewInto,
} from './restore-first-view';

// The guest portal's prerendered find form (issue 43) under the saved first view.
const stayPage = `<header>Rihla</header><main><h1>Your Stay</h1>
  <section data-first-view-end><button aria-label="Show door code" data-door-code-toggle>👁</button></section></main>`;
const findForm =
  '<header>Rihla</header><main><form><button type="button">Pick a date</button><input><button type="submit">Find</button></form></main>';
const html = document.documentElement;

/** The prerendered page at `path`: no module script yet, <html> names the app's entry. */
function prerendered(path: string, body = findForm) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  html.setAttribute('data-prerendered', 'en');
  html.setAttribute('data-app-entry', '/assets/index-abc.js');
  document.body.innerHTML = `<div id="root">${body}</div>`;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('rihla.savedStays', '1');
});
afterEach(() => {
  for (const name of ['data-prerendered', 'data-app-entry', 'data-prerendered-stale', 'data-find-requested'])
    html.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});

describe('the prerendered find form and the saved first view', () => {
  it('hides the form on a device with stays saved or on a payment return, and leaves it otherwise', () => {
    prerendered('/guest-portal');
    hidePrerenderedFormForSavedStays();
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
    html.removeAttribute('data-prerendered-stale');
    localStorage.removeItem('rihla.savedStays');
    hidePrerenderedFormForSavedStays();
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
    // A payment return opens the paid booking, not the form.
    prerendered('/guest-portal?payment=success&bookingId=b-1');
    hidePrerenderedFormForSavedStays();
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
  });

  it('puts the saved first view before the form, for the entry <html> names, in the URL language', () => {
    prerendered('/fr/guest-portal', stayPage);
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    saveFirstViewSnapshot({ bookingId: 'b-1', language: 'fr', validUntil: Date.now() + 60_000 });
    localStorage.setItem('i18nextLng', 'en');
    prerendered('/fr/guest-portal');
    expect(restoreFirstViewInto(document.getElementById('root')!)).toBe(true);
    const root = document.getElementById('root')!;
    expect(root.firstElementChild?.hasAttribute('data-first-view-snapshot')).toBe(true);
    expect(root.querySelector('[data-first-view-snapshot] ~ main form')).not.toBeNull();
  });

  it('holds a send of the form and notes a press on its date field before the app runs', () => {
    prerendered('/guest-portal');
    holdEarlyPresses();
    const form = document.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(html.hasAttribute('data-find-requested')).toBe(true);
    expect(form.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).toBe('true');

    // The date field pressed: noted for the app, until the form is the app's.
    const date = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
    date.click();
    expect(html.hasAttribute('data-find-date-requested')).toBe(true);
    expect(date.getAttribute('aria-busy')).toBe('true');
    html.removeAttribute('data-find-date-requested');
    html.setAttribute('data-find-form-live', '');
    date.click();
    expect(html.hasAttribute('data-find-date-requested')).toBe(false);
    html.removeAttribute('data-find-form-live');
  });
});
