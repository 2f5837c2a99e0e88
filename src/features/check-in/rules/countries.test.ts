import { countryCodes } from '@shared/guest-declaration-rules.ts';
import { describe, expect, it } from 'vitest';
import { countryNamed, countryOptions } from './countries';

describe('country options', () => {
  it('lists every ISO code once, named in the reader’s language', () => {
    const french = countryOptions('fr');
    expect(french.map((option) => option.value).sort()).toEqual([...countryCodes].sort());
    expect(french.find((option) => option.value === 'MA')?.label).toBe('Maroc');
    expect(french.find((option) => option.value === 'DE')?.label).toBe('Allemagne');
    expect(countryOptions('ar').find((option) => option.value === 'MA')?.label).toBe('المغرب');
    expect(countryOptions('es').find((option) => option.value === 'GB')?.label).toBe('Reino Unido');
  });

  it('sorts by name as the language sorts', () => {
    const labels = countryOptions('en').map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-US').compare));
    expect(labels.indexOf('Morocco')).toBeLessThan(labels.indexOf('Netherlands'));
  });

  it('knows a country by its name in the reader’s language, accents and case aside, or by its code', () => {
    expect(countryNamed('maroc', 'fr')?.value).toBe('MA');
    expect(countryNamed('  ÉTATS-UNIS ', 'fr')?.value).toBe('US');
    expect(countryNamed('etats-unis', 'fr')?.value).toBe('US');
    expect(countryNamed('de', 'fr')?.value).toBe('DE');
    expect(countryNamed('Marocco', 'fr')).toBeUndefined();
  });

  it('knows a country named in any of the four languages, and answers it in the reader’s', () => {
    expect(countryNamed('France', 'ar')).toEqual({ value: 'FR', label: 'فرنسا' });
    expect(countryNamed('Allemagne', 'en')).toEqual({ value: 'DE', label: 'Germany' });
    expect(countryNamed('Marruecos', 'fr')).toEqual({ value: 'MA', label: 'Maroc' });
    expect(countryNamed('المغرب', 'es')?.value).toBe('MA');
    // Arabic vowel marks and the alef's forms aside: إسبانيا with or without its hamza.
    expect(countryNamed('اسبانيا', 'en')?.value).toBe('ES');
    expect(countryNamed('fr', 'ar')?.value).toBe('FR');
  });
});
