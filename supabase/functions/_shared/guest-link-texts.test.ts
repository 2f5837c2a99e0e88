/**
 * The words that carry a guest's personal link (issue 45): the ready message and the `guestLink`
 * mail in the four languages, the link in both; wa.me with the guest's digits only.
 */
import { describe, expect, it } from 'vitest';
import { guestLinkMessage, whatsAppUrl } from './guest-link-texts.ts';
import { renderMail } from './mail-texts.ts';

const url = 'https://stays.rihla.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde';
const params = {
  bookingId: 'b-1',
  propertyName: 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-15',
  url,
};

describe('the personal link’s words', () => {
  it.each([
    ['en', 'Hello Amina,', 'Your stay at Riad Yasmine: your personal link', 'Open my stay'],
    ['fr', 'Bonjour Amina,', 'Votre séjour à Riad Yasmine : votre lien personnel', 'Ouvrir mon séjour'],
    ['es', 'Hola Amina:', 'Tu estancia en Riad Yasmine: tu enlace personal', 'Abrir mi estancia'],
    ['ar', 'مرحبًا Amina،', 'إقامتك في Riad Yasmine: رابطك الشخصي', 'افتح إقامتي'],
  ] as const)('%s: the message and the mail carry the link', (language, hello, subject, open) => {
    const message = guestLinkMessage(language, {
      firstName: 'Amina',
      property: 'Riad Yasmine',
      dates: '12–15',
      url,
    });
    expect(message.startsWith(hello)).toBe(true);
    expect(message).toContain(url);
    const mail = renderMail('guestLink', language, params, { siteUrl: 'https://stays.rihla.example' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(open);
  });

  it('greets without a name, and builds wa.me from the digits of an international number only', () => {
    expect(
      guestLinkMessage('en', { firstName: null, property: 'P', dates: 'd', url }).startsWith('Hello,\n'),
    ).toBe(true);
    expect(whatsAppUrl('+212 661 234 567', 'Hi there')).toBe('https://wa.me/212661234567?text=Hi%20there');
    expect(whatsAppUrl('0033 6 12 34 56 78', 'x')).toBe('https://wa.me/33612345678?text=x');
    expect(whatsAppUrl('123', 'x')).toBeNull();
    expect(whatsAppUrl(null, 'x')).toBeNull();
  });
});
