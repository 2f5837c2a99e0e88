import { afterEach, describe, expect, it } from 'vitest';
import { checkPrerenderedLanguage, staleAttribute } from './prerendered-language';

const html = document.documentElement;

function builtIn(language: string | null) {
  html.removeAttribute(staleAttribute);
  html.lang = 'en';
  html.dir = 'ltr';
  if (language) html.setAttribute('data-prerendered', language);
  else html.removeAttribute('data-prerendered');
}

afterEach(() => {
  localStorage.clear();
  builtIn(null);
});

describe('a prerendered English page and the visitor language', () => {
  it('keeps the page when the visitor reads English', () => {
    builtIn('en');
    localStorage.setItem('i18nextLng', 'en');
    expect(checkPrerenderedLanguage()).toBe(false);
    expect(html.hasAttribute(staleAttribute)).toBe(false);
  });

  it('marks it stale, in Arabic and right to left, for a visitor whose stored choice is Arabic', () => {
    builtIn('en');
    localStorage.setItem('i18nextLng', 'ar');
    expect(checkPrerenderedLanguage()).toBe(true);
    expect(html.hasAttribute(staleAttribute)).toBe(true);
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
  });

  it('leaves pages that were not prerendered alone', () => {
    builtIn(null);
    localStorage.setItem('i18nextLng', 'fr');
    expect(checkPrerenderedLanguage()).toBe(false);
    expect(html.lang).toBe('en');
  });
});
