import { countryCodes } from '@shared/guest-declaration-rules.ts';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

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
});
