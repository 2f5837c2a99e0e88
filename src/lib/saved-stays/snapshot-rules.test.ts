import { describe, expect, it } from 'vitest';
import {
  canRestoreFirstView,
  type FirstViewSnapshot,
  firstViewVersion,
  parseFirstViewSnapshot,
  type RestoreConditions,
} from './snapshot-rules';

const snapshot: FirstViewSnapshot = {
  version: firstViewVersion,
  entry: '/assets/index-abc.js',
  bookingId: 'b-1',
  language: 'ar',
  displayMode: 'standalone',
  validUntil: 2_000,
  savedAt: 500,
  htmlAttributes: { lang: 'ar', dir: 'rtl' },
  styles: [],
  html: '<main>…</main>',
};

const now: RestoreConditions = {
  pathname: '/guest-portal',
  search: '',
  now: 1_000,
  entry: '/assets/index-abc.js',
  storedLanguage: 'ar',
  displayMode: 'standalone',
  savedStaysHint: true,
};

describe('saved first view rules', () => {
  it('reads back a whole copy and nothing else', () => {
    expect(parseFirstViewSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(parseFirstViewSnapshot(null)).toBeNull();
    expect(parseFirstViewSnapshot('{not json')).toBeNull();
    expect(parseFirstViewSnapshot(JSON.stringify({ ...snapshot, version: firstViewVersion + 1 }))).toBeNull();
    const { html: _html, ...withoutHtml } = snapshot;
    expect(parseFirstViewSnapshot(JSON.stringify(withoutHtml))).toBeNull();
  });

  it('restores on /guest-portal when everything matches, with or without a trailing slash', () => {
    expect(canRestoreFirstView(snapshot, now)).toBe(true);
    expect(canRestoreFirstView(snapshot, { ...now, pathname: '/guest-portal/' })).toBe(true);
    expect(canRestoreFirstView(snapshot, { ...now, storedLanguage: null })).toBe(true);
  });

  it.each<[string, Partial<RestoreConditions>]>([
    ['another page', { pathname: '/pricing' }],
    ['a payment return', { search: '?payment=success&bookingId=b-1' }],
    ['a cancelled payment', { search: '?payment=cancel' }],
    ['no stays saved any more', { savedStaysHint: false }],
    ['another build', { entry: '/assets/index-new.js' }],
    ['no entry script found', { entry: null }],
    ['another language chosen', { storedLanguage: 'fr' }],
    ['the browser tab instead of the installed app', { displayMode: 'browser' }],
    ['after another stay may come first', { now: 2_000 }],
  ])('does not restore on %s', (_case, change) => {
    expect(canRestoreFirstView(snapshot, { ...now, ...change })).toBe(false);
  });
});
