import { describe, expect, it } from 'vitest';
import { bookingRefusalField, bookingRefusalKey, overlapConflict } from './booking-refusal';

const overlapBody = {
  error: 'The dates overlap another booking.',
  code: 'booking_overlap',
  conflict: {
    bookingId: 'b-9',
    name: 'Youssef Haddad',
    source: 'airbnb',
    checkIn: '2026-07-12',
    checkOut: '2026-07-15',
  },
};

describe('booking refusals', () => {
  it('explains each code of the contract, and other failures by their kind', () => {
    expect(bookingRefusalKey({ kind: 'refused', code: 'booking_overlap' })).toBe(
      'bookingEditor.refusals.overlap',
    );
    expect(bookingRefusalKey({ kind: 'refused', code: 'trivial_door_code' })).toBe(
      'bookingEditor.refusals.trivialDoorCode',
    );
    expect(bookingRefusalKey({ kind: 'not-found', code: 'property_not_found' })).toBe(
      'bookingEditor.refusals.propertyNotFound',
    );
    expect(bookingRefusalKey({ kind: 'network' })).toBe('live.writeOffline');
    expect(bookingRefusalKey({ kind: 'server', code: 'server_error' })).toBe('live.serverFailed');
  });

  it('puts field refusals on their field', () => {
    expect(bookingRefusalField({ kind: 'refused', code: 'trivial_door_code' })).toBe('doorCode');
    expect(bookingRefusalField({ kind: 'refused', code: 'booking_overlap' })).toBe('dates');
    expect(bookingRefusalField({ kind: 'refused', code: 'trivial_backup_door_code' })).toBe('backupDoorCode');
    expect(bookingRefusalField({ kind: 'refused', code: 'backup_same_as_main' })).toBe('backupDoorCode');
    expect(bookingRefusalKey({ kind: 'refused', code: 'backup_same_as_main' })).toBe(
      'bookingEditor.refusals.backupSameAsMain',
    );
    expect(bookingRefusalField({ kind: 'refused', code: 'invalid_request' })).toBeNull();
  });

  it('reads the colliding booking of an overlap', () => {
    expect(overlapConflict({ kind: 'refused', code: 'booking_overlap', body: overlapBody })).toEqual(
      overlapBody.conflict,
    );
    const unnamed = { ...overlapBody, conflict: { ...overlapBody.conflict, name: '', source: 'ical?' } };
    expect(overlapConflict({ kind: 'refused', code: 'booking_overlap', body: unnamed })).toMatchObject({
      name: '',
      source: 'others',
    });
  });

  it('reads nothing from a malformed or different refusal', () => {
    expect(overlapConflict({ kind: 'refused', code: 'booking_overlap', body: null })).toBeNull();
    expect(overlapConflict({ kind: 'refused', code: 'booking_overlap', body: { conflict: {} } })).toBeNull();
    expect(
      overlapConflict({
        kind: 'refused',
        code: 'booking_overlap',
        body: { conflict: { ...overlapBody.conflict, checkIn: 'soon' } },
      }),
    ).toBeNull();
    expect(overlapConflict({ kind: 'refused', code: 'invalid_request', body: overlapBody })).toBeNull();
  });
});
