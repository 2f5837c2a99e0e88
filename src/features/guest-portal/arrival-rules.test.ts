import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { arrivalOf, clockTime, stayContact } from './arrival-rules';

describe('arrivalOf', () => {
  it('is the door code when the booking has one', () => {
    expect(arrivalOf(testBooking({ smartLockCode: '4827', arrivalMethod: 'host_meets' }))).toEqual({
      kind: 'code',
      code: '4827',
    });
  });

  it('says the host meets the guest, or a key box, when the property says so', () => {
    expect(arrivalOf(testBooking({ smartLockCode: null, arrivalMethod: 'host_meets' }))).toEqual({
      kind: 'hostMeets',
    });
    expect(arrivalOf(testBooking({ smartLockCode: null, arrivalMethod: 'key_box' }))).toEqual({
      kind: 'keyBox',
    });
  });

  it('says when a smart lock code will appear, or that it comes before arrival', () => {
    const later = testBooking({
      smartLockCode: null,
      arrivalMethod: 'smart_lock',
      doorCodeAvailableOn: '2026-11-23',
    });
    expect(arrivalOf(later)).toEqual({ kind: 'codeLater', date: '2026-11-23' });
    expect(arrivalOf(testBooking({ smartLockCode: null, doorCodeAvailableOn: 'soon' }))).toEqual({
      kind: 'codeLater',
      date: null,
    });
  });

  it('still reads a stay saved before the arrival fields existed', () => {
    const old = testBooking({ smartLockCode: null });
    delete old.arrivalMethod;
    delete old.doorCodeAvailableOn;
    expect(arrivalOf(old)).toEqual({ kind: 'codeLater', date: null });
  });
});

describe('stayContact', () => {
  it('calls and messages the host’s number', () => {
    expect(stayContact('+212 661 234 567', '+212 600 123 456', 'Hello')).toEqual({
      display: '+212 661 234 567',
      tel: 'tel:+212661234567',
      whatsApp: 'https://wa.me/212661234567?text=Hello',
    });
  });

  it('falls back to the brand’s number without a valid host number', () => {
    for (const hostPhone of [null, undefined, '', 'call me', '0661234567']) {
      expect(stayContact(hostPhone, '+212 600 123 456', 'Salam, ça va?').whatsApp).toBe(
        'https://wa.me/212600123456?text=Salam%2C%20%C3%A7a%20va%3F',
      );
    }
  });
});

describe('clockTime', () => {
  it('keeps HH:MM and drops anything else', () => {
    expect(clockTime('15:00')).toBe('15:00');
    expect(clockTime('25:99')).toBeNull();
    expect(clockTime(undefined)).toBeNull();
  });
});
