import { Blob } from 'node:buffer';
import type { BookingDetails } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RihlaDatabase } from '../offline-db';
import {
  forgetExpiredCodes,
  loadPhotos,
  loadStay,
  loadStays,
  purgeExpiredStays,
  removeStay,
  saveStay,
} from './device-copy';
import { hasSavedStays } from './hint';
import { orderStays, stayExpiresAt } from './rules';
import { firstViewStorageKey } from './snapshot-rules';

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
  localRecommendations: 'https://rihla.example/recommendations',
  walkthrough: null,
  propertyImageUrls: ['/guide/1.webp', '/guide/2.webp'],
  booking_extras: [],
  ...overrides,
});

// Node's Blob survives IndexedDB's structured clone here, as the browser's does in the app.
const asBlob = (text: string, type = 'image/webp') =>
  new Blob([text], { type }) as unknown as globalThis.Blob;

const now = Date.parse('2026-11-22T10:00:00Z');
let db: RihlaDatabase;

beforeEach(() => {
  db = new RihlaDatabase(`rihla-test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('offline database', () => {
  it('saves a stay with its photos as blobs and loads them back in guide order', async () => {
    const photos = [
      { index: 1, url: '/guide/2.webp', blob: asBlob('second') },
      { index: 0, url: '/guide/1.webp', blob: asBlob('first') },
    ];
    await saveStay(booking(), { now, photos }, db);

    const stay = await loadStay('b-1', db);
    expect(stay?.booking.smartLockCode).toBe('4827');
    expect(stay?.updatedAt).toBe(now);
    const saved = await loadPhotos('b-1', db);
    expect(saved.map((photo) => photo.url)).toEqual(['/guide/1.webp', '/guide/2.webp']);
    expect(saved[0]?.blob).toBeInstanceOf(Blob);
    expect(saved[0]?.blob.type).toBe('image/webp');
    expect(await saved[0]?.blob.text()).toBe('first');
  });

  it('replaces the saved copy on refresh and keeps photos that are still in the booking', async () => {
    await saveStay(booking(), { now, photos: [{ index: 0, url: '/guide/1.webp', blob: asBlob('a') }] }, db);
    await saveStay(
      booking({ smartLockCode: '9911', propertyImageUrls: ['/guide/1.webp'] }),
      { now: now + 1 },
      db,
    );
    expect((await loadStay('b-1', db))?.booking.smartLockCode).toBe('9911');
    expect(await loadPhotos('b-1', db)).toHaveLength(1);

    await saveStay(booking({ propertyImageUrls: [] }), { now: now + 2 }, db);
    expect(await loadPhotos('b-1', db)).toHaveLength(0);
  });

  it('keeps no older door code when the server’s answer has none (the code is withheld again)', async () => {
    const release = {
      releasesAt: '2026-11-22T14:00:00.000Z',
      requiresCheckIn: true,
      expiresAt: '2026-11-28T22:00:00.000Z',
      timeZone: 'Africa/Casablanca',
    };
    await saveStay(
      booking({ backupDoorCode: '731904', codeRelease: { ...release, state: 'released' } }),
      { now },
      db,
    );
    expect((await loadStay('b-1', db))?.booking).toMatchObject({
      smartLockCode: '4827',
      backupDoorCode: '731904',
    });
    await saveStay(
      booking({ smartLockCode: null, codeRelease: { ...release, state: 'waiting' } }),
      { now },
      db,
    );
    const saved = (await loadStay('b-1', db))?.booking;
    expect(saved?.smartLockCode).toBeNull();
    expect(saved).not.toHaveProperty('backupDoorCode');
  });

  it('takes the door code, the backup code and the wifi password off the device once the code has expired', async () => {
    localStorage.clear();
    const expiresAt = '2026-11-28T22:00:00.000Z';
    const released = booking({
      backupDoorCode: '731904',
      codeRelease: {
        state: 'released',
        releasesAt: '2026-11-22T14:00:00.000Z',
        requiresCheckIn: false,
        expiresAt,
        timeZone: 'Africa/Casablanca',
      },
    });
    await saveStay(released, { now }, db);
    localStorage.setItem(firstViewStorageKey, '{"saved":"first view of b-1 with its door code card"}');
    const justBefore = Date.parse(expiresAt) - 1;
    expect((await loadStays(justBefore, db))[0]?.booking.smartLockCode).toBe('4827');
    expect(localStorage.getItem(firstViewStorageKey)).not.toBeNull();

    const [stay] = await loadStays(Date.parse(expiresAt), db);
    expect(stay?.booking.smartLockCode).toBeNull();
    expect(stay?.booking).not.toHaveProperty('backupDoorCode');
    // Gone from the record itself, the wifi password with them (the next guests', issue 43), and the
    // saved first view; the rest of the stay stays.
    const record = await db.stays.get('b-1');
    expect(JSON.stringify(record)).not.toMatch(/"4827"|731904|mint-tea-4827/);
    expect(record?.booking.wifiPassword).toBeNull();
    expect(record?.booking.wifiNetwork).toBe(released.wifiNetwork);
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
    expect(await forgetExpiredCodes(Date.parse(expiresAt), db)).toEqual([]);

    // An answer saved after the expiry (a late refresh, a payment return) keeps no code either.
    await saveStay(released, { now: Date.parse(expiresAt) + 1 }, db);
    expect((await loadStay('b-1', db))?.booking.smartLockCode).toBeNull();
  });

  it('expires a stay at the end of the day after check-out', async () => {
    expect(new Date(stayExpiresAt(booking())).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    await saveStay(booking(), { now, photos: [{ index: 0, url: '/guide/1.webp', blob: asBlob('a') }] }, db);

    expect(await loadStays(Date.parse('2026-11-29T23:59:00Z'), db)).toHaveLength(1);
    expect(await purgeExpiredStays(Date.parse('2026-11-30T00:00:00Z'), db)).toEqual(['b-1']);
    expect(await loadStays(Date.parse('2026-11-30T00:00:00Z'), db)).toEqual([]);
    expect(await db.photos.count()).toBe(0);
  });

  it('removes a stay with its photos, extras selection and conversation, leaving the others', async () => {
    await saveStay(booking(), { now, photos: [{ index: 0, url: '/guide/1.webp', blob: asBlob('a') }] }, db);
    await saveStay(booking({ id: 'b-2', bookingId: 'b-2' }), { now }, db);
    await db.extrasSelections.put({ bookingId: 'b-1', selected: [], updatedAt: now });
    await db.messageThreads.put({ bookingId: 'b-1', messages: [], hostNames: ['Youssef'], updatedAt: now });
    await db.messageThreads.put({ bookingId: 'b-2', messages: [], hostNames: [], updatedAt: now });
    await db.pendingMessages.put({
      clientId: 'c-1',
      bookingId: 'b-1',
      text: 'Where do I park?',
      language: 'en',
      guestToken: 't',
      createdAt: now,
    });

    await removeStay('b-1', db);

    expect(await loadStay('b-1', db)).toBeNull();
    expect(await db.photos.count()).toBe(0);
    expect(await db.extrasSelections.count()).toBe(0);
    expect(await db.pendingMessages.count()).toBe(0);
    expect(await db.messageThreads.toCollection().primaryKeys()).toEqual(['b-2']);
    expect((await loadStays(now, db)).map((stay) => stay.bookingId)).toEqual(['b-2']);
  });

  it('keeps the saved-stays hint in step: set on save, cleared with the last stay or its expiry', async () => {
    localStorage.clear();
    expect(hasSavedStays()).toBe(false);
    await saveStay(booking({ id: 'b-1' }), { now }, db);
    await saveStay(booking({ id: 'b-2', bookingId: 'b-2', checkOutDate: '2026-11-23' }), { now }, db);
    expect(hasSavedStays()).toBe(true);
    await removeStay('b-1', db);
    expect(hasSavedStays()).toBe(true);
    localStorage.setItem(firstViewStorageKey, '{"saved":"first view of b-2"}');
    await loadStays(Date.parse('2026-11-25T12:00:00Z'), db);
    expect(hasSavedStays()).toBe(false);
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
  });

  it('drops the saved first view when the stays on the device change, not on a refresh', async () => {
    await saveStay(booking({ id: 'b-1' }), { now }, db);
    localStorage.setItem(firstViewStorageKey, '{"saved":"first view of b-1"}');
    await saveStay(booking({ id: 'b-1', propertyName: 'Riad Yasmine (refreshed)' }), { now }, db);
    expect(localStorage.getItem(firstViewStorageKey)).not.toBeNull();
    // Another stay saved: it may come first now.
    await saveStay(booking({ id: 'b-2', bookingId: 'b-2', checkInDate: '2026-11-23' }), { now }, db);
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
    localStorage.setItem(firstViewStorageKey, '{"saved":"first view of b-2"}');
    await removeStay('b-1', db);
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
    localStorage.setItem(firstViewStorageKey, '{"saved":"first view of b-2"}');
    await purgeExpiredStays(Date.parse('2026-12-31T00:00:00Z'), db);
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
  });

  it('orders upcoming stays first by check-in, past ones after', () => {
    const stay = (id: string, checkInDate: string, checkOutDate: string) => ({
      bookingId: id,
      booking: booking({ id, bookingId: id, checkInDate, checkOutDate }),
      updatedAt: now,
      expiresAt: now,
    });
    const ordered = orderStays(
      [
        stay('later', '2026-12-10', '2026-12-12'),
        stay('past', '2026-11-18', '2026-11-21'),
        stay('soon', '2026-11-24', '2026-11-28'),
        stay('now', '2026-11-20', '2026-11-22'),
      ],
      now,
    );
    expect(ordered.map((entry) => entry.bookingId)).toEqual(['now', 'soon', 'later', 'past']);
  });
});
