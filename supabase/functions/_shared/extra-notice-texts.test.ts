import { describe, expect, it } from 'vitest';
import {
  englishLine,
  guestNameOf,
  inquiryNotice,
  isMailAddress,
  mailAllowed,
  maxMessageLength,
  type NoticeOrder,
  neutralDetails,
  paidMailParams,
  paidNotice,
  refundNotice,
} from './extra-notice-texts.ts';
import type { MailExtraLine } from './mail-templates.ts';

const order: NoticeOrder = {
  orderId: 'order-1',
  bookingId: 'booking-1',
  guestFirstName: null,
  guestLastName: 'Benali',
  guestPhone: '+212600000000',
  propertyName: 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-15',
  currency: 'EUR',
};

const transfer: MailExtraLine = {
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
    returnFlightDate: '2026-03-15',
    returnFlightTime: '18:45',
  },
};
const returnLeg: MailExtraLine = {
  extraId: 'airport_transfer_return',
  name: 'Transfert retour',
  quantity: 1,
  amount: 1500,
  currency: 'EUR',
  details: {},
};
const adaptors: MailExtraLine = {
  ...returnLeg,
  extraId: 'universal_adaptor',
  name: 'Adaptateur',
  quantity: 2,
  amount: 1000,
};
const breakfastLater: MailExtraLine = {
  extraId: 'breakfast',
  name: 'Breakfast',
  quantity: 2,
  amount: 1400,
  currency: 'EUR',
  details: { timeMethod: 'later', time: 'decide_later', people: '1', mornings: '2026-03-13,2026-03-14' },
};

describe('paidNotice', () => {
  it('names the guest, the property, the dates and every extra with its details in English', () => {
    const notice = paidNotice(order, [adaptors, returnLeg, transfer]);
    expect(notice.message).toBe(
      'Extras paid for the Benali stay at Riad Yasmine, 2026-03-12 to 2026-03-15: Airport transfer ' +
        '(arrival, flight AT 800, 2026-03-12 14:30, 2 guests, contact +212600000000, notes: "Two suitcases", ' +
        'return flight AT 801 2026-03-15 18:45); Universal adaptor x2; Return airport transfer. Total 55.00 EUR.',
    );
    expect(notice).toMatchObject({ kind: 'extra', link: '/host/guests?booking=booking-1' });
  });

  it('gives the app the first extra, how many more, and the flight in words any language can show', () => {
    expect(paidNotice(order, [returnLeg, transfer])).toMatchObject({
      messageKey: 'extraOrderPaidMore',
      messageParams: {
        guest: 'Benali',
        property: 'Riad Yasmine',
        checkIn: '2026-03-12',
        checkOut: '2026-03-15',
        extra: 'airport_transfer',
        others: 1,
        details: ' (AT 800 2026-03-12 14:30 / AT 801 2026-03-15 18:45)',
        flightNumber: 'AT 800',
        amount: 4500,
        currency: 'EUR',
      },
    });
    const one = paidNotice(order, [breakfastLater]);
    expect(one.messageKey).toBe('extraOrderPaid');
    expect(one.messageParams).toMatchObject({ extra: 'breakfast', others: 0, details: '' });
    expect(one.message).toContain(
      'Breakfast x2 (time: decide later, 1 person, mornings 2026-03-13, 2026-03-14)',
    );
  });

  it('keeps the stored text within what a notification holds', () => {
    const long = { ...transfer, details: { ...transfer.details, notes: 'x'.repeat(2000) } };
    expect(paidNotice(order, [long]).message).toHaveLength(maxMessageLength);
  });
});

describe('the other notices', () => {
  it('tells a refund with its amount and the lines no longer paid', () => {
    const notice = refundNotice(order, [transfer], 3000);
    expect(notice.kind).toBe('payment');
    expect(notice.messageKey).toBe('extraRefunded');
    expect(notice.messageParams).toMatchObject({ amount: 3000, currency: 'EUR', guest: 'Benali' });
    expect(notice.message).toMatch(
      /^Refund of 30\.00 EUR for the Benali stay at Riad Yasmine, 2026-03-12 to 2026-03-15: Airport transfer .* no longer paid\.$/,
    );
  });

  it('tells an inquiry to the team with a link to it', () => {
    const notice = inquiryNotice({
      id: 'inq-1',
      fullName: 'Youssef El Amrani',
      email: 'y@example.com',
      phone: null,
      propertyLocation: 'Essaouira',
      message: null,
      language: 'fr',
    });
    expect(notice).toEqual({
      kind: 'message',
      message: 'New work-with-us inquiry from Youssef El Amrani: Essaouira.',
      messageKey: 'inquiryReceived',
      messageParams: { name: 'Youssef El Amrani', location: 'Essaouira', inquiryId: 'inq-1' },
      link: '/host/inquiries?id=inq-1',
    });
  });
});

describe('small rules', () => {
  it('writes names, details and mail lines as the screens and mails expect', () => {
    expect(guestNameOf('Yasmine', 'El Amrani')).toBe('Yasmine El Amrani');
    expect(guestNameOf(null, '  ')).toBe('Guest');
    expect(neutralDetails({ ...breakfastLater, details: { timeMethod: 'specify', time: '09:30' } })).toBe(
      '09:30',
    );
    expect(neutralDetails(adaptors)).toBe('');
    expect(englishLine(adaptors)).toBe('Universal adaptor x2');
    const mail = paidMailParams(order, [adaptors, transfer]);
    expect(mail.lines.map((line) => line.extraId)).toEqual(['airport_transfer', 'universal_adaptor']);
    expect(mail).toMatchObject({
      total: 4000,
      currency: 'EUR',
      guestName: 'Benali',
      guestPhone: '+212600000000',
    });
  });

  it('mails only a valid address whose owner did not switch the mail off', () => {
    expect(isMailAddress('host@rihla.example')).toBe(true);
    expect(isMailAddress('not an address')).toBe(false);
    expect(isMailAddress(null)).toBe(false);
    expect(mailAllowed({ 'email-bookings': false }, 'email-bookings')).toBe(false);
    expect(mailAllowed({ 'email-bookings': true }, 'email-bookings')).toBe(true);
    expect(mailAllowed({}, 'email-messages')).toBe(true);
  });
});
