import type { HostEditableBooking } from '@shared/host-api-types-bookings.ts';
import { describe, expect, it } from 'vitest';
import { wireBody } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import {
  type BookingFormValues,
  bookingFormErrors,
  bookingValues,
  createBookingBody,
  firstErrorField,
  newBookingValues,
  nightsBetween,
  toMinorUnits,
  updateBookingBody,
} from './booking-form';

const valid: BookingFormValues = {
  ...newBookingValues(['p-1']),
  firstName: '  Amina ',
  lastName: ' El  Idrissi ',
  email: 'amina@example.com',
  phone: ' +212 6 12  34 56 78 ',
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  guests: 3,
  stayTotal: 1250.5,
  doorCode: '4829',
};

const saved: HostEditableBooking = {
  id: 'b-1',
  propertyId: 'p-1',
  propertyName: 'Riad Yasmine',
  firstName: 'Amina',
  lastName: 'El Idrissi',
  email: 'amina@example.com',
  phone: '+212 6 12 34 56 78',
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  guests: 3,
  source: 'direct',
  stayTotal: 125050,
  currency: 'EUR',
  doorCode: '4829',
  backupDoorCode: '730518',
  notes: '',
  status: 'confirmed',
  nameNeeded: false,
  externalUid: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
};

const errorsOf = (patch: Partial<BookingFormValues>, lastNameRequired = true) =>
  bookingFormErrors({ ...valid, ...patch }, { lastNameRequired });

describe('bookingFormErrors', () => {
  it('accepts a complete booking, and one with only what is required', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ firstName: '', email: '', phone: '', stayTotal: '', doorCode: '', notes: '' })).toEqual(
      {},
    );
  });

  it('asks for the property, the last name and both dates', () => {
    expect(errorsOf({ propertyId: null, lastName: '  ', checkIn: null, checkOut: null })).toEqual({
      propertyId: 'propertyRequired',
      lastName: 'lastNameRequired',
      dates: 'datesRequired',
    });
    expect(errorsOf({ checkOut: null }).dates).toBe('datesRequired');
  });

  it('a last name has a letter or a digit', () => {
    expect(errorsOf({ lastName: ' - ' }).lastName).toBe('lastNameRequired');
    expect(errorsOf({ lastName: 'Ait Ouaziz' }).lastName).toBeUndefined();
    expect(errorsOf({ lastName: 'العلوي' }).lastName).toBeUndefined();
  });

  it('lets a channel booking stay without a last name', () => {
    expect(errorsOf({ lastName: '' }, false)).toEqual({});
  });

  it('needs at least one night and at most the longest stay', () => {
    expect(errorsOf({ checkOut: '2026-07-10' }).dates).toBe('checkOutAfterCheckIn');
    expect(errorsOf({ checkOut: '2026-07-09' }).dates).toBe('checkOutAfterCheckIn');
    expect(errorsOf({ checkIn: '2026-01-01', checkOut: '2027-01-02' }).dates).toBe('stayTooLong');
    expect(errorsOf({ checkIn: '2026-01-01', checkOut: '2027-01-01' }).dates).toBeUndefined();
  });

  it('checks e-mail and phone only when given; the phone starts with its country code', () => {
    expect(errorsOf({ email: 'amina@' }).email).toBe('emailInvalid');
    expect(errorsOf({ phone: '0612345678' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ phone: '+0 612345678' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ phone: '+33 6 12 34 56 78' }).phone).toBeUndefined();
    expect(errorsOf({ phone: `+212 ${'6'.repeat(40)}` }).phone).toBe('phoneTooLong');
    // As host-bookings reads a number: a Moroccan one has 12 digits, the national 0 may follow +212.
    expect(errorsOf({ phone: '+212 6 12 34 56' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ phone: '+212 0612 34 56 78' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '+1 555-123-4567' }).phone).toBe('phoneInvalid');
  });

  it('takes 1 to 16 guests, whole', () => {
    expect(errorsOf({ guests: 0 }).guests).toBe('guestsRange');
    expect(errorsOf({ guests: 17 }).guests).toBe('guestsRange');
    expect(errorsOf({ guests: '' }).guests).toBe('guestsRange');
    expect(errorsOf({ guests: 2.5 }).guests).toBe('guestsRange');
    expect(errorsOf({ guests: 16 }).guests).toBeUndefined();
  });

  it('refuses a negative or unreadable total, and one past the limit', () => {
    expect(errorsOf({ stayTotal: -1 }).stayTotal).toBe('stayTotalInvalid');
    expect(errorsOf({ stayTotal: 'abc' }).stayTotal).toBe('stayTotalInvalid');
    expect(errorsOf({ stayTotal: 10_000_000.01 }).stayTotal).toBe('stayTotalInvalid');
    expect(errorsOf({ stayTotal: 0 }).stayTotal).toBeUndefined();
  });

  it('refuses door codes of the wrong length and trivial ones, as the contract says', () => {
    expect(errorsOf({ doorCode: '123' }).doorCode).toBe('doorCodeDigits');
    expect(errorsOf({ doorCode: '123456789' }).doorCode).toBe('doorCodeDigits');
    expect(errorsOf({ doorCode: '12a4' }).doorCode).toBe('doorCodeDigits');
    for (const trivial of ['0000', '1234', '9876', '1212']) {
      expect(errorsOf({ doorCode: trivial }).doorCode, trivial).toBe('doorCodeTrivial');
    }
    expect(errorsOf({ doorCode: '48291736' }).doorCode).toBeUndefined();
  });

  it('checks a typed backup code like the door code, and refuses the door code itself', () => {
    expect(errorsOf({ backupDoorCode: '730518' }).backupDoorCode).toBeUndefined();
    expect(errorsOf({ backupDoorCode: '' }).backupDoorCode).toBeUndefined();
    expect(errorsOf({ backupDoorCode: '12' }).backupDoorCode).toBe('doorCodeDigits');
    expect(errorsOf({ backupDoorCode: '1234' }).backupDoorCode).toBe('doorCodeTrivial');
    expect(errorsOf({ backupDoorCode: '4829' }).backupDoorCode).toBe('backupSameAsMain');
    // Without a door code the backup is not sent at all: nothing to check.
    expect(errorsOf({ doorCode: '', backupDoorCode: '1234' }).backupDoorCode).toBeUndefined();
    expect(firstErrorField(errorsOf({ backupDoorCode: '4829', notes: 'x'.repeat(2001) }))).toBe(
      'backupDoorCode',
    );
  });

  it('names the first field in error in screen order', () => {
    expect(firstErrorField(errorsOf({ doorCode: '1111', checkIn: null, email: 'x' }))).toBe('email');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('request bodies', () => {
  it('create sends trimmed texts and the total in minor units', () => {
    // The call's reference puts the action first on the wire.
    expect(wireBody(calls.hostBookingsCreate, createBookingBody(valid))).toEqual({
      action: 'create',
      propertyId: 'p-1',
      firstName: 'Amina',
      lastName: 'El Idrissi',
      email: 'amina@example.com',
      phone: '+212 6 12 34 56 78',
      checkIn: '2026-07-10',
      checkOut: '2026-07-14',
      guests: 3,
      source: 'direct',
      stayTotal: 125050,
      currency: 'EUR',
      doorCode: '4829',
      backupDoorCode: '',
      notes: '',
    });
    expect(createBookingBody({ ...valid, stayTotal: '' }).stayTotal).toBeNull();
    expect(createBookingBody({ ...valid, backupDoorCode: ' 730518 ' }).backupDoorCode).toBe('730518');
    // A backup opens the same door: none without a door code.
    expect(createBookingBody({ ...valid, doorCode: '', backupDoorCode: '730518' }).backupDoorCode).toBe('');
  });

  it('update sends only what changed', () => {
    expect(wireBody(calls.hostBookingsUpdate, updateBookingBody(bookingValues(saved), saved))).toEqual({
      action: 'update',
      bookingId: 'b-1',
    });
    expect(
      updateBookingBody({ ...bookingValues(saved), lastName: 'Haddad', stayTotal: 99.99 }, saved),
    ).toEqual({ bookingId: 'b-1', lastName: 'Haddad', stayTotal: 9999 });
    // Emptied, the backup is made anew by the server; removing the door code removes the backup too.
    expect(updateBookingBody({ ...bookingValues(saved), backupDoorCode: '' }, saved)).toEqual({
      bookingId: 'b-1',
      backupDoorCode: '',
    });
    expect(updateBookingBody({ ...bookingValues(saved), doorCode: '' }, saved)).toEqual({
      bookingId: 'b-1',
      doorCode: '',
      backupDoorCode: '',
    });
  });

  it('a copy saved before backup codes existed sends no backup change', () => {
    const old = { ...saved, backupDoorCode: undefined } as unknown as HostEditableBooking;
    expect(bookingValues(old).backupDoorCode).toBe('');
    expect(updateBookingBody(bookingValues(old), old)).toEqual({ bookingId: 'b-1' });
  });

  it('a saved booking reads back as the editor shows it', () => {
    const values = bookingValues({ ...saved, stayTotal: null });
    expect(values.stayTotal).toBe('');
    expect(bookingValues(saved).stayTotal).toBe(1250.5);
  });

  it('a new booking starts on the only property, and on none among several', () => {
    expect(newBookingValues(['p-1']).propertyId).toBe('p-1');
    expect(newBookingValues(['p-1', 'p-2']).propertyId).toBeNull();
  });
});

describe('numbers', () => {
  it('counts nights between stay dates, across months and a DST change', () => {
    expect(nightsBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-03-28', null)).toBeNull();
  });

  it('turns major units into minor units without float drift', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('1250,5')).toBe(125050);
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits('x')).toBeNaN();
  });
});
