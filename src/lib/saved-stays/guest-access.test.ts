import type { BookingDetails } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RihlaDatabase } from '../offline-db';
import { loadStay, loadStays, saveStay } from './device-copy';
import { dropGuestAccess } from './native-copy';

/** The guest token (issue 41) kept with the saved stay, and taken out when the server refuses it. */
const booking = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  id: 'b-1',
  bookingId: 'b-1',
  propertyName: 'Riad Yasmine',
  propertyAddress: '12 Derb Sidi Bouloukat, Marrakech',
  checkInDate: '2026-11-24',
  checkOutDate: '2026-11-28',
  smartLockCode: '4827',
  wifiNetwork: 'Rihla Guest',
  wifiPassword: 'mint-tea-4827',
  localRecommendations: null,
  walkthrough: null,
  propertyImageUrls: [],
  booking_extras: [],
  ...overrides,
});
const access = (token: string) => ({ token, expiresAt: '2026-11-29T00:00:00.000Z' });

const now = Date.parse('2026-11-22T10:00:00Z');
let db: RihlaDatabase;

beforeEach(() => {
  db = new RihlaDatabase(`rihla-test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('saved stays: the guest token', () => {
  it('keeps the token with the stay, and a newer answer’s token replaces it', async () => {
    await saveStay(booking({ guestAccess: access('first') }), { now }, db);
    expect((await loadStay('b-1', db))?.booking.guestAccess).toEqual(access('first'));
    await saveStay(booking({ guestAccess: access('second') }), { now: now + 1 }, db);
    expect((await loadStay('b-1', db))?.booking.guestAccess).toEqual(access('second'));
  });

  it('keeps the saved token when an answer carries none (the rest of the answer replaces the copy)', async () => {
    await saveStay(booking({ guestAccess: access('first') }), { now }, db);
    const stay = await saveStay(booking({ smartLockCode: '9911' }), { now: now + 1 }, db);
    expect(stay.booking).toMatchObject({ smartLockCode: '9911', guestAccess: access('first') });
    expect((await loadStay('b-1', db))?.booking).toMatchObject({
      smartLockCode: '9911',
      guestAccess: access('first'),
    });
  });

  it('takes a refused token out and keeps the stay as it was, with its last update time', async () => {
    await saveStay(booking({ guestAccess: access('refused') }), { now }, db);
    const stay = await dropGuestAccess('b-1', db.name);
    expect(stay?.booking).not.toHaveProperty('guestAccess');
    expect(stay?.updatedAt).toBe(now);
    const saved = await loadStay('b-1', db);
    expect(saved?.booking).not.toHaveProperty('guestAccess');
    expect(saved).toMatchObject({ updatedAt: now, booking: { smartLockCode: '4827' } });
    expect(await dropGuestAccess('not-saved', db.name)).toBeNull();
  });

  it('reads a stay saved before tokens existed as it was saved', async () => {
    await db.open();
    await db.stays.put({
      bookingId: 'b-1',
      booking: booking(),
      updatedAt: now,
      expiresAt: Date.parse('2026-11-30T00:00:00Z'),
    });
    const [stay] = await loadStays(now, db);
    expect(stay?.booking).toMatchObject({ id: 'b-1', smartLockCode: '4827' });
    expect(stay?.booking.guestAccess).toBeUndefined();
  });
});
