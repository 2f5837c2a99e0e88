import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { countryOptions } from '../rules/countries';
import { CountrySelect, countryNamed } from './country-select';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountrySelect id="nationality" label="Nationality" value={value} onChange={setValue} />
      <output aria-label="code">{value}</output>
    </>
  );
}

describe('the country field', () => {
  it('knows a country by its name in the reader’s language, accents and case aside, or by its code', () => {
    const french = countryOptions('fr');
    expect(countryNamed('maroc', french)?.value).toBe('MA');
    expect(countryNamed('  ÉTATS-UNIS ', french)?.value).toBe('US');
    expect(countryNamed('etats-unis', french)?.value).toBe('US');
    expect(countryNamed('de', french)?.value).toBe('DE');
    expect(countryNamed('Marocco', french)).toBeUndefined();
  });

  it('keeps the code of the country typed, and the text of one it does not know', async () => {
    await renderWithApp(<Harness />, { language: 'fr' });
    const field = screen.getByRole('combobox', { name: /Nationality/ });
    fireEvent.change(field, { target: { value: 'espagne' } });
    expect(screen.getByRole('status', { name: 'code' })).toHaveTextContent('ES');
    fireEvent.blur(field);
    expect(field).toHaveValue('Espagne');
    fireEvent.change(field, { target: { value: 'Atlantide' } });
    expect(screen.getByRole('status', { name: 'code' })).toHaveTextContent('Atlantide');
  });

  it('shows a saved code by its name, in Arabic too', async () => {
    await renderWithApp(<Harness initial="MA" />, { language: 'ar' });
    expect(screen.getByRole('combobox', { name: /Nationality/ })).toHaveValue('المغرب');
  });
});
