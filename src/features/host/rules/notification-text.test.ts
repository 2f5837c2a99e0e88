import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const texts: Record<string, string> = {
  'notifications.messages.newBooking': 'Nouvelle réservation : {{guest}} à {{property}}, {{dates}}.',
  'notifications.messages.payoutSent': 'Virement de {{amount}} envoyé.',
  'notifications.messages.extraPaid': '{{extra}} payé pour le séjour {{guest}} à {{property}}.',
  'notifications.extraNames.breakfast': 'Petit-déjeuner',
  'notifications.extraNames.airport_transfer': 'Transfert aéroport',
  'notifications.messages.extraOrderPaid':
    '{{extra}}{{details}} payé pour le séjour {{guest}} à {{property}}, {{dates}}.',
};
const t = (key: string, values: Record<string, unknown> = {}) =>
  (texts[key] ?? String(values.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, name) =>
    String(values[name]),
  );

describe('notificationText', () => {
  it('names a paid transfer with its flight, the guest, the property and the stay in the screen language', () => {
    expect(
      notificationText(
        {
          message: 'Extras paid for the Nadia Tazi stay at Dar Salam: Airport transfer (arrival, AT 800).',
          messageKey: 'extraOrderPaid',
          messageParams: {
            guest: 'Nadia Tazi',
            property: 'Dar Salam',
            checkIn: '2026-12-20',
            checkOut: '2026-12-24',
            extra: 'airport_transfer',
            details: ' (AT 800 2026-12-20 14:30)',
            others: 0,
            amount: 3000,
            currency: 'EUR',
          },
        },
        t,
        'fr',
      ),
    ).toBe(
      'Transfert aéroport (AT 800 2026-12-20 14:30) payé pour le séjour Nadia Tazi à Dar Salam, 20 déc. – 24 déc.',
    );
  });

  it('writes a keyed notification in the screen language, with dates and amounts formatted for it', () => {
    expect(
      notificationText(
        {
          message: 'New booking: Chloé Bernard at Dar Mogador, Nov 27 to Dec 1.',
          messageKey: 'newBooking',
          messageParams: {
            guest: 'Chloé Bernard',
            property: 'Dar Mogador',
            checkIn: '2026-11-27',
            checkOut: '2026-12-01',
          },
        },
        t,
        'fr',
      ),
    ).toBe('Nouvelle réservation : Chloé Bernard à Dar Mogador, 27 nov. – 1 déc.');
    expect(
      notificationText(
        { message: 'Payout', messageKey: 'payoutSent', messageParams: { amount: 234000, currency: 'EUR' } },
        t,
        'fr',
      ),
    ).toBe('Virement de 2\u202f340,00\u00a0€ envoyé.');
    expect(
      notificationText(
        {
          message: 'Breakfast paid',
          messageKey: 'extraPaid',
          messageParams: { extra: 'breakfast', guest: 'García', property: 'Dar Anis' },
        },
        t,
        'fr',
      ),
    ).toBe('Petit-déjeuner payé pour le séjour García à Dar Anis.');
  });

  it('shows the stored English text when there is no key or the key is unknown', () => {
    expect(notificationText({ message: 'Hello', messageKey: null, messageParams: {} }, t, 'ar')).toBe(
      'Hello',
    );
    expect(
      notificationText({ message: 'Hello', messageKey: 'fromTheFuture', messageParams: {} }, t, 'ar'),
    ).toBe('Hello');
  });
});
