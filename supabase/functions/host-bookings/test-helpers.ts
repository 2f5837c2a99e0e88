/**
 * What the host-bookings suites share: a call as a demo login, a property made for a test (so each
 * test has its calendar to itself), and a full set of fields. Test support only (writes test rows).
 */
import { expect } from 'vitest';
import { type SeededDatabase, testDeps } from '../../test-support/databases.ts';
import { accessToken, hostRequest } from '../../test-support/host-tokens.ts';
import type { HostBookingFields } from '../_shared/host-api-types-bookings.ts';
import { handler } from './handler.ts';

export function bookingCalls(test: () => SeededDatabase) {
  const call = async (userId: string, body: unknown) =>
    handler(hostRequest(body, await accessToken(userId)), testDeps(test().db));
  const ok = async <T>(userId: string, body: unknown, status = 200) => {
    const response = await call(userId, body);
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  /** A property of `ownerId`'s, made as the database owner. */
  const newProperty = async (ownerId: string, name = 'Dar Test') =>
    (
      await test().db.query<{ id: string }>(
        `INSERT INTO properties (name, address, owner_id) VALUES ($1, 'Test address', $2) RETURNING id`,
        [name, ownerId],
      )
    ).rows[0]!.id;
  const row = async (id: string) =>
    (await test().db.query('SELECT * FROM bookings WHERE id = $1', [id])).rows[0] as
      | Record<string, unknown>
      | undefined;
  return { call, ok, newProperty, row };
}

/** Every field of the editor, for a stay in 2027 (clear of the seeded stays). */
export function sampleFields(
  propertyId: string,
  overrides: Partial<HostBookingFields> = {},
): HostBookingFields {
  return {
    propertyId,
    firstName: 'Yasmine',
    lastName: 'El Amrani',
    email: 'yasmine@example.com',
    phone: '+212 6 12 34 56 78',
    checkIn: '2027-04-10',
    checkOut: '2027-04-14',
    guests: 3,
    source: 'direct',
    stayTotal: 48_000,
    currency: 'MAD',
    doorCode: '482915',
    backupDoorCode: '736204',
    notes: 'Late arrival, around 23:00.\nBaby cot, please.',
    ...overrides,
  };
}
