import { describe, expect, it } from 'vitest';
import { isSitePagePath, languageOfPath, localizedPath, pathWithoutLanguage } from './language-paths';

describe('the brand site URL per language', () => {
  it('reads the language a URL fixes, and only a supported one', () => {
    expect(languageOfPath('/fr/about')).toBe('fr');
    expect(languageOfPath('/ar/')).toBe('ar');
    expect(languageOfPath('/es')).toBe('es');
    expect(languageOfPath('/about')).toBeNull();
    expect(languageOfPath('/de/about')).toBeNull();
    expect(languageOfPath('/guest-portal')).toBeNull();
  });

  it("gives the spec's route of a URL", () => {
    expect(pathWithoutLanguage('/fr/about')).toBe('/about');
    expect(pathWithoutLanguage('/fr/')).toBe('/');
    expect(pathWithoutLanguage('/fr')).toBe('/');
    expect(pathWithoutLanguage('/about/')).toBe('/about');
    expect(pathWithoutLanguage('/')).toBe('/');
  });

  it('keeps links to site pages in the page language, hash and query included', () => {
    expect(localizedPath('/pricing', 'fr')).toBe('/fr/pricing');
    expect(localizedPath('/', 'ar')).toBe('/ar/');
    expect(localizedPath('/host-services#plans', 'es')).toBe('/es/host-services#plans');
    expect(localizedPath('/fr/about', 'en')).toBe('/en/about');
    expect(localizedPath('/fr/about', null)).toBe('/about');
  });

  it('leaves the guest portal and the host area without a language', () => {
    expect(localizedPath('/guest-portal', 'fr')).toBe('/guest-portal');
    expect(localizedPath('/host-login', 'ar')).toBe('/host-login');
    expect(localizedPath('/host/dashboard', 'fr')).toBe('/host/dashboard');
    expect(isSitePagePath('/guest-portal')).toBe(false);
    expect(isSitePagePath('/shop')).toBe(true);
  });
});
