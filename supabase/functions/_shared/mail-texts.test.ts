import { describe, expect, it } from 'vitest';
import { brand } from '../../../src/config/brand.ts';
import type { MailTemplateParams } from './mail-templates.ts';
import { formatMoney, renderMail } from './mail-texts.ts';
import { mailLanguages } from './mail-texts-words.ts';

const siteUrl = 'https://stays.rihla.example/';

const booking = {
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  guestName: 'Amina Benali',
  guestPhone: '+212600111222',
  propertyName: 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-17',
};

const transfer = {
  extraId: 'airport_transfer',
  name: 'Transfert aéroport',
  quantity: 1,
  amount: 3000,
  currency: 'EUR',
  details: {
    direction: 'arrival',
    flightNumber: 'AT 800',
    flightDate: '2026-03-12',
    flightTime: '14:30',
    guestCount: '2',
    contactNumber: '+212600000000',
    notes: 'Two suitcases',
    addReturnTransfer: 'true',
    returnFlightNumber: 'AT 801',
    returnFlightDate: '2026-03-17',
    returnFlightTime: '18:45',
    secretInternalKey: 'do-not-show',
  },
};

const breakfastLater = {
  extraId: 'breakfast',
  name: 'Breakfast',
  quantity: 2,
  amount: 2400,
  currency: 'EUR',
  details: { timeMethod: 'later', time: 'decide_later', people: '2', mornings: '2026-03-13' },
};

const paid: MailTemplateParams['extraPaid'] = {
  ...booking,
  orderId: 'order-1',
  lines: [transfer, breakfastLater],
  total: 5400,
  currency: 'EUR',
};
const refunded: MailTemplateParams['extraRefunded'] = {
  ...booking,
  orderId: 'order-1',
  lines: [transfer],
  refundedAmount: 3000,
  currency: 'EUR',
};
const inquiry: MailTemplateParams['inquiryReceived'] = {
  inquiryId: 'i0000000-0000-4000-8000-000000000002',
  fullName: 'Youssef Alaoui',
  email: 'youssef@example.com',
  phone: '+212611223344',
  propertyLocation: 'Essaouira medina',
  message: 'Two riads; guests often arrive on AT 800.',
  language: 'fr',
};

const cases = [
  { template: 'extraPaid', params: paid, who: 'Amina Benali', where: 'Riad Yasmine' },
  { template: 'extraRefunded', params: refunded, who: 'Amina Benali', where: 'Riad Yasmine' },
  { template: 'inquiryReceived', params: inquiry, who: 'Youssef Alaoui', where: 'Essaouira medina' },
] as const;

describe('renderMail', () => {
  for (const { template, params, who, where } of cases) {
    for (const language of mailLanguages) {
      it(`${template} in ${language} names the person, the place and the flight, in text and HTML`, () => {
        const mail = renderMail(template, language, { ...params }, { siteUrl });
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('AT 800');
          expect(part).toContain(who);
          expect(part).toContain(where);
          expect(part).toContain(brand.phone);
          expect(part).toContain(brand.email);
        }
        expect(mail.subject).toContain(who);
        expect(mail.subject).toContain(where);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      });
    }
  }

  it('writes every detail of a transfer with its return leg, and ignores unknown keys', () => {
    const mail = renderMail('extraPaid', 'en', { ...paid }, { siteUrl });
    expect(mail.subject).toBe('Extras paid: Amina Benali, Riad Yasmine (Mar 12, 2026 – Mar 17, 2026)');
    for (const expected of [
      'Airport transfer — €30.00',
      'Direction: Arrival (airport to property)',
      'Flight number: AT 800',
      'Flight date: Mar 12, 2026',
      'Flight time: 14:30',
      'Passengers: 2',
      'Contact number: +212600000000',
      'Notes: Two suitcases',
      'Return flight number: AT 801',
      'Return flight date: Mar 17, 2026',
      'Return flight time: 18:45',
      'Breakfast × 2 — €24.00',
      'Breakfast time: To be decided by the guest',
      'Mornings: Mar 13, 2026',
      'Total paid: €54.00',
      'https://stays.rihla.example/host/guests?booking=b0000000-0000-4000-8000-000000000001',
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).not.toContain('do-not-show');
    expect(mail.html).not.toContain('do-not-show');
  });

  it('writes a chosen breakfast time, and money and dates as the language does', () => {
    const chosen = { ...breakfastLater, details: { timeMethod: 'specify', time: '09:30', people: '1' } };
    const fr = renderMail('extraPaid', 'fr', { ...paid, lines: [chosen] }, { siteUrl });
    expect(fr.text).toContain('Heure du petit-déjeuner: 09:30');
    expect(fr.text).toContain('12 mars 2026');
    expect(fr.text).toMatch(/54,00\s€/);
    expect(formatMoney(3000, 'EUR', 'es')).toMatch(/30,00\s€/);
    expect(formatMoney(5000, 'MAD', 'ar')).toContain('50');
  });

  it('links the inquiry and names the sender in the team language', () => {
    const mail = renderMail('inquiryReceived', 'es', { ...inquiry }, { siteUrl });
    expect(mail.subject).toBe('Nueva solicitud: Youssef Alaoui, Essaouira medina');
    expect(mail.text).toContain(
      'https://stays.rihla.example/host/inquiries?id=i0000000-0000-4000-8000-000000000002',
    );
    expect(mail.text).toContain('youssef@example.com');
  });

  it('escapes every value in the HTML, and keeps subjects on one line', () => {
    const hostile = {
      ...paid,
      guestName: '<script>alert("x")</script>\nBcc: someone@example.com',
      lines: [{ ...transfer, details: { ...transfer.details, notes: '<img src=x onerror=alert(1)>' } }],
    };
    const mail = renderMail('extraPaid', 'en', hostile, { siteUrl });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('<script>'); // plain text is not HTML: written as it is
  });

  it('writes Arabic right to left and in Arabic, English for an unknown language', () => {
    const ar = renderMail('extraPaid', 'ar', { ...paid }, { siteUrl });
    expect(ar.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.subject).toContain('إضافات مدفوعة');
    expect(ar.text).toContain('رقم الرحلة: AT 800');
    expect(renderMail('extraPaid', 'de', { ...paid }, { siteUrl }).subject).toContain('Extras paid');
  });

  it('leaves out what is missing and refuses an unknown template', () => {
    const mail = renderMail('extraPaid', 'en', { guestName: 'Ali', propertyName: 'Dar Atlas' }, { siteUrl });
    expect(mail.text).toContain('Guest: Ali');
    expect(mail.text).not.toContain('Phone:');
    expect(() => renderMail('nope', 'en', {}, { siteUrl })).toThrow(/unknown mail template/);
  });
});
