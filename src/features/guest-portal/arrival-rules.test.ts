import type { CodeRelease, GuestCheckInSummary } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { arrivalOf, checkInProgress, clockTime, nextArrivalChange, stayContact } from './arrival-rules';

describe('arrivalOf', () => {
  it('is the door code when the booking has one and the property has a smart lock', () => {
    expect(arrivalOf(testBooking({ smartLockCode: '4827', arrivalMethod: 'smart_lock' }))).toEqual({
      kind: 'code',
      code: '4827',
      backupCode: null,
    });
  });

  it('follows the way in: a key box’s code is worded for the box, a host meeting the guests shows no code', () => {
    expect(arrivalOf(testBooking({ smartLockCode: '4827', arrivalMethod: 'key_box' }))).toEqual({
      kind: 'code',
      code: '4827',
      backupCode: null,
      keyBox: true,
    });
    expect(arrivalOf(testBooking({ smartLockCode: '4827', arrivalMethod: 'host_meets' }))).toEqual({
      kind: 'hostMeets',
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

const release = (overrides: Partial<CodeRelease> = {}): CodeRelease => ({
  state: 'waiting',
  releasesAt: '2026-12-04T14:00:00.000Z',
  requiresCheckIn: true,
  expiresAt: '2026-12-08T23:00:00.000Z',
  timeZone: 'Africa/Casablanca',
  ...overrides,
});
const checkIn = (overrides: Partial<GuestCheckInSummary> = {}): GuestCheckInSummary => ({
  status: 'not_started',
  adults: null,
  maxGuests: 2,
  submitted: [],
  ...overrides,
});
const before = Date.parse('2026-12-01T09:00:00Z');

describe('arrivalOf with the door code’s release', () => {
  it('shows a released code with its backup', () => {
    const booking = testBooking({
      smartLockCode: '4827',
      backupDoorCode: '731904',
      codeRelease: release({ state: 'released' }),
    });
    expect(arrivalOf(booking, before)).toEqual({ kind: 'code', code: '4827', backupCode: '731904' });
  });

  it('says when a withheld code appears, and that check-in must be complete first', () => {
    const booking = testBooking({ smartLockCode: null, codeRelease: release(), checkIn: checkIn() });
    expect(arrivalOf(booking, before)).toEqual({
      kind: 'codeWaiting',
      releasesAt: Date.parse('2026-12-04T14:00:00Z'),
      releasesAtLocal: null,
      timeZone: 'Africa/Casablanca',
      needsCheckIn: true,
      due: false,
    });
    // The property's clock as the server read it, when the answer carries it.
    const withWallTime = { ...booking, codeRelease: release({ releasesAtLocal: '2026-12-04T15:00' }) };
    expect(arrivalOf(withWallTime, before)).toMatchObject({ releasesAtLocal: '2026-12-04T15:00' });
    // Check-in done, or not required: only the time is left.
    const done = { ...booking, checkIn: checkIn({ status: 'complete', adults: 1 }) };
    expect(arrivalOf(done, before)).toMatchObject({ needsCheckIn: false, due: false });
    const notRequired = { ...booking, codeRelease: release({ requiresCheckIn: false }) };
    expect(arrivalOf(notRequired, before)).toMatchObject({ needsCheckIn: false });
    // The time has come and the code still waits: for check-in only.
    expect(arrivalOf(booking, Date.parse('2026-12-04T14:00:00Z'))).toMatchObject({
      needsCheckIn: true,
      due: true,
    });
  });

  it('takes the code away once the stay is over, on the device’s clock too (offline)', () => {
    const saved = testBooking({
      smartLockCode: '4827',
      backupDoorCode: '731904',
      codeRelease: release({ state: 'released' }),
    });
    expect(arrivalOf(saved, Date.parse('2026-12-08T22:59:59Z')).kind).toBe('code');
    expect(arrivalOf(saved, Date.parse('2026-12-08T23:00:00Z'))).toEqual({ kind: 'codeExpired' });
    // The server already said so: gone whatever the device's clock says.
    const answer = testBooking({ smartLockCode: null, codeRelease: release({ state: 'expired' }) });
    expect(arrivalOf(answer, before)).toEqual({ kind: 'codeExpired' });
  });

  it('keeps the host meeting the guest whatever the release; a key box’s code waits for it, worded for the box', () => {
    const booking = testBooking({ smartLockCode: null, arrivalMethod: 'host_meets', codeRelease: release() });
    expect(arrivalOf(booking, before)).toEqual({ kind: 'hostMeets' });
    expect(arrivalOf({ ...booking, arrivalMethod: 'key_box' }, before)).toMatchObject({
      kind: 'codeWaiting',
      keyBox: true,
      needsCheckIn: true,
    });
    const released = {
      ...booking,
      arrivalMethod: 'key_box' as const,
      codeRelease: release({ state: 'released' }),
    };
    expect(arrivalOf(released, before)).toEqual({ kind: 'keyBox' });
    const ended = Date.parse('2026-12-09T00:00:00Z');
    expect(arrivalOf({ ...released, smartLockCode: '4827' }, ended)).toEqual({
      kind: 'codeExpired',
      keyBox: true,
    });
  });

  it('reads a release it cannot understand as none', () => {
    const booking = testBooking({
      smartLockCode: null,
      codeRelease: release({ releasesAt: 'soon' }),
      doorCodeAvailableOn: '2026-12-04',
    });
    expect(arrivalOf(booking, before)).toEqual({ kind: 'codeLater', date: '2026-12-04' });
  });

  it('knows when the clock alone changes the way in: the release, then the expiry', () => {
    const booking = testBooking({ smartLockCode: null, codeRelease: release() });
    expect(nextArrivalChange(booking, before)).toBe(Date.parse('2026-12-04T14:00:00Z'));
    expect(nextArrivalChange(booking, Date.parse('2026-12-05T00:00:00Z'))).toBe(
      Date.parse('2026-12-08T23:00:00Z'),
    );
    expect(nextArrivalChange(booking, Date.parse('2026-12-09T00:00:00Z'))).toBeNull();
    expect(nextArrivalChange(testBooking(), before)).toBeNull();
  });
});

describe('checkInProgress', () => {
  it('counts the forms in against the adults declared', () => {
    expect(checkInProgress(checkIn())).toEqual({ status: 'not_started', done: 0, total: 1 });
    const one = { guestIndex: 1, firstName: 'Amina', lastName: 'Haddad' };
    expect(checkInProgress(checkIn({ status: 'partial', adults: 2, submitted: [one] }))).toEqual({
      status: 'partial',
      done: 1,
      total: 2,
    });
    expect(
      checkInProgress(
        checkIn({ status: 'complete', adults: 2, submitted: [one, { ...one, guestIndex: 2 }] }),
      ),
    ).toEqual({ status: 'complete', done: 2, total: 2 });
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
