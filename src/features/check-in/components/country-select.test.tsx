import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CountrySelect } from './country-select';

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

  it('takes a country named in another language on the Arabic page, and shows it in Arabic', async () => {
    await renderWithApp(<Harness />, { language: 'ar' });
    const field = screen.getByRole('combobox', { name: /Nationality|الجنسية/ });
    fireEvent.change(field, { target: { value: 'France' } });
    expect(screen.getByRole('status', { name: 'code' })).toHaveTextContent('FR');
    fireEvent.blur(field);
    expect(field).toHaveValue('فرنسا');
  });

  it('shows a saved code by its name, in Arabic too', async () => {
    await renderWithApp(<Harness initial="MA" />, { language: 'ar' });
    expect(screen.getByRole('combobox', { name: /Nationality/ })).toHaveValue('المغرب');
  });
});
