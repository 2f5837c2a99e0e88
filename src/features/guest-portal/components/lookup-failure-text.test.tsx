import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LookupFailureText } from './lookup-failure-text';

describe('lookup failure texts', () => {
  it('tells a rate-limited guest to try again later, in their language', async () => {
    await renderWithApp(<LookupFailureText failure={{ kind: 'rateLimited' }} context="find" />, {
      language: 'fr',
    });
    expect(
      screen.getByText('Trop de tentatives. Patientez quelques minutes, puis réessayez plus tard.'),
    ).toBeInTheDocument();
  });

  it('shows the spec texts for payment-return failures', async () => {
    await renderWithApp(<LookupFailureText failure={{ kind: 'network' }} context="payment" />);
    expect(screen.getByText('Network error while loading booking details')).toBeInTheDocument();
  });

  it('shows the server text to English readers only, the translated fallback otherwise', async () => {
    const failure = { kind: 'server', serverText: 'Internal server error' } as const;
    const { unmount } = await renderWithApp(<LookupFailureText failure={failure} context="payment" />);
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    unmount();
    await renderWithApp(<LookupFailureText failure={failure} context="payment" />, { language: 'es' });
    expect(screen.getByText('No se han podido cargar los detalles de la reserva')).toBeInTheDocument();
  });
});
