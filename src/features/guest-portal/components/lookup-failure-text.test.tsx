import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LookupFailureText, lookupFailureTitle, minutesToWait } from './lookup-failure-text';

describe('lookup failure texts', () => {
  it('tells a rate-limited guest to try again later, in their language', async () => {
    await renderWithApp(
      <LookupFailureText failure={{ kind: 'rateLimited', retryAfterSeconds: null }} context="find" />,
      { language: 'fr' },
    );
    expect(
      screen.getByText('Trop de tentatives. Patientez quelques minutes, puis réessayez plus tard.'),
    ).toBeInTheDocument();
  });

  it('says in how many minutes the server lets the guest try again, in English and Arabic', async () => {
    const failure = { kind: 'rateLimited', retryAfterSeconds: 447 } as const;
    const { unmount } = await renderWithApp(<LookupFailureText failure={failure} context="find" />);
    expect(
      screen.getByText('Too many attempts from this connection. Try again in 8 minutes.'),
    ).toBeInTheDocument();
    unmount();
    await renderWithApp(<LookupFailureText failure={failure} context="find" />, { language: 'ar' });
    expect(
      screen.getByText('محاولات كثيرة جدًا من هذا الاتصال. حاول مرة أخرى بعد 8 دقائق.'),
    ).toBeInTheDocument();
  });

  it('says when it was the name and date that were limited, not the connection (any connection would be refused)', async () => {
    const failure = { kind: 'rateLimited', retryAfterSeconds: 600, limit: 'nameAndDate' } as const;
    const { unmount } = await renderWithApp(<LookupFailureText failure={failure} context="find" />);
    expect(
      screen.getByText(
        'Too many attempts with this last name and check-in date. Check them against your booking confirmation, or try again in 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/from this connection/)).toBeNull();
    unmount();
    await renderWithApp(<LookupFailureText failure={failure} context="find" />, { language: 'fr' });
    expect(
      screen.getByText(/^Trop de tentatives avec ce nom et cette date d’arrivée\..*dans 10 minutes\.$/),
    ).toBeInTheDocument();
  });

  it('titles each failure for its cause: a miss is not a connection error', async () => {
    const { i18n } = await renderWithApp(<span />);
    const t = i18n.getFixedT('en', 'guest');
    expect(lookupFailureTitle({ kind: 'notFound' }, t)).toBe('Booking not found');
    expect(lookupFailureTitle({ kind: 'network' }, t)).toBe('Connection error');
    expect(lookupFailureTitle({ kind: 'rateLimited', retryAfterSeconds: 60 }, t)).toBe('Too many attempts');
    expect(lookupFailureTitle({ kind: 'incomplete' }, t)).toBe('Missing information');
    expect(minutesToWait(30)).toBe(1);
    expect(minutesToWait(447)).toBe(8);
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
