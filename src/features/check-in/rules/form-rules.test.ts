import { describe, expect, it } from 'vitest';
import {
  adultChoices,
  adultsRefusal,
  adultsRefusalAmong,
  dateInZone,
  emptyGuestDraft,
  firstErrorField,
  guestFormErrors,
  guestStatus,
  isCheckInComplete,
  restoreGuestDraft,
  serverFieldErrors,
  shownErrors,
} from './form-rules';

const booking = { checkInDate: '2026-12-05', checkOutDate: '2026-12-09' };
const today = '2026-11-28';
const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const filled = {
  ...emptyGuestDraft(),
  firstName: 'Amina',
  lastName: 'Benali',
  sex: 'female' as const,
  birthDate: '1990-04-02',
  birthPlace: 'Fes, Morocco',
  nationality: 'MA',
  idType: 'cnie' as const,
  idNumber: 'be 123456',
  idExpiry: '2030-01-01',
  residenceCountry: 'MA',
  residenceAddress: '12 rue Talaa, Fes',
  arrivingFrom: 'Paris',
  goingTo: 'Fes',
  signature,
};

describe('the guest form against the declaration rules', () => {
  it('asks the main guest for a phone and an e-mail, and not the others', () => {
    expect(guestFormErrors(filled, { guestIndex: 1, booking, today })).toEqual({
      phone: 'required',
      email: 'required',
    });
    expect(guestFormErrors(filled, { guestIndex: 2, booking, today })).toEqual({});
  });

  it('finds every required field of an empty form, the profession excepted', () => {
    const errors = guestFormErrors(emptyGuestDraft(), { guestIndex: 2, booking, today });
    expect(errors.profession).toBeUndefined();
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'sex',
      'birthDate',
      'birthPlace',
      'nationality',
      'idType',
      'idNumber',
      'idExpiry',
      'residenceCountry',
      'residenceAddress',
      'arrivingFrom',
      'goingTo',
      'signature',
    ]);
  });

  it('refuses an ID that expires before check-out and a guest under 18 on arrival', () => {
    const errors = guestFormErrors(
      { ...filled, idExpiry: '2026-12-08', birthDate: '2008-12-06' },
      { guestIndex: 2, booking, today },
    );
    expect(errors).toEqual({ idExpiry: 'expiresBeforeCheckOut', birthDate: 'tooYoung' });
  });

  it('restores what a saved draft holds and nothing else', () => {
    const restored = restoreGuestDraft({ firstName: 'Yusuf', sex: 'male', bogus: 'x' } as never);
    expect(restored).toEqual({ ...emptyGuestDraft(), firstName: 'Yusuf', sex: 'male' });
    expect(restoreGuestDraft(undefined)).toEqual(emptyGuestDraft());
  });
});

describe('errors on screen', () => {
  it('maps the server’s fields onto the form’s, unknown codes as "unknown", other fields left out', () => {
    expect(
      serverFieldErrors({
        idNumber: 'idNumberFormat',
        email: 'brandNew',
        adults: 'tooMany',
        guestIndex: 'x',
      }),
    ).toEqual({ idNumber: 'idNumberFormat', email: 'unknown' });
    // Issue 41's codes: the booking's last name, and a signature image too large.
    expect(serverFieldErrors({ lastName: 'nameMismatch', signature: 'signatureSize' })).toEqual({
      lastName: 'nameMismatch',
      signature: 'signatureSize',
    });
  });

  it('reads the server’s refusal of the number of adults, which is no field of the form', () => {
    expect(adultsRefusal({ adults: 'belowReceived' })).toBe('belowReceived');
    expect(adultsRefusal({ adults: 'tooMany', lastName: 'required' })).toBe('tooMany');
    expect(adultsRefusal({ adults: 'brandNew' })).toBeNull();
    expect(adultsRefusal({})).toBeNull();
    // Among the last sends and the refusals of forms sent later from the device.
    expect(
      adultsRefusalAmong(
        [{ status: 'sent' }, { status: 'invalid', fields: { email: 'email' } }],
        [undefined, { kind: 'invalid', fields: { adults: 'belowReceived' } }],
      ),
    ).toBe('belowReceived');
    expect(adultsRefusalAmong([{ status: 'invalid', fields: { adults: 'tooMany' } }], [])).toBe('tooMany');
    expect(adultsRefusalAmong([undefined], [{ kind: 'notFound' }])).toBeNull();
  });

  it('takes the guest to the first field in screen order, the consent box last', () => {
    expect(firstErrorField({ signature: 'required', lastName: 'required', consent: 'consent' })).toBe(
      'lastName',
    );
    expect(firstErrorField({ consent: 'consent' })).toBe('consent');
    expect(firstErrorField({})).toBeNull();
  });

  it('shows the errors of fields left, and all of them after a submit', () => {
    const errors = { firstName: 'required', email: 'email' };
    expect(shownErrors(errors, new Set(['email']), false)).toEqual({ email: 'email' });
    expect(shownErrors(errors, new Set(), true)).toEqual(errors);
  });
});

describe('adults, dates and statuses', () => {
  it('offers 1 to the booking’s number of guests, or 1 to 10 without it', () => {
    expect(
      adultChoices({ checkIn: { status: 'not_started', adults: null, maxGuests: 3, submitted: [] } }),
    ).toEqual([1, 2, 3]);
    expect(adultChoices({})).toHaveLength(10);
  });

  it('tells the property’s date, whatever the device’s zone', () => {
    const lateEvening = Date.parse('2026-12-01T23:30:00Z');
    expect(dateInZone('Africa/Casablanca', lateEvening)).toBe('2026-12-02');
    expect(dateInZone('America/New_York', lateEvening)).toBe('2026-12-01');
    expect(dateInZone('Not/AZone', lateEvening)).toBe('2026-12-01');
  });

  it('names each guest’s status, sent before waiting before draft', () => {
    expect(guestStatus({ sent: false, queued: false })).toBe('notStarted');
    expect(guestStatus({ sent: false, queued: false, form: emptyGuestDraft() })).toBe('notStarted');
    expect(guestStatus({ sent: false, queued: false, form: { ...emptyGuestDraft(), firstName: 'A' } })).toBe(
      'draft',
    );
    expect(guestStatus({ sent: false, queued: true, form: filled })).toBe('queued');
    expect(guestStatus({ sent: true, queued: true, form: filled })).toBe('sent');
  });

  it('is complete once every adult’s form has reached the server', () => {
    expect(isCheckInComplete(null, [1])).toBe(false);
    expect(isCheckInComplete(2, [1])).toBe(false);
    expect(isCheckInComplete(2, [2, 1])).toBe(true);
  });
});
