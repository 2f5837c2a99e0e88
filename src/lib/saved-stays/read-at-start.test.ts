import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { offlineDb, RihlaDatabase } from '../offline-db';
import { saveStay } from './device-copy';
import { hasSavedStays, markSavedStays } from './hint';
import { readAllSavedStays, readSavedStays } from './read-at-start';

const booking = (id: string, checkInDate: string, checkOutDate: string) =>
  testBooking({ id, bookingId: id, checkInDate, checkOutDate });

const now = Date.parse('2026-11-22T10:00:00Z');

describe('saved stays read at start, without Dexie', () => {
  let db: RihlaDatabase;
  beforeEach(() => {
    db = new RihlaDatabase(`rihla-start-${Math.random()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('reads the stays Dexie saved, records as they were written', async () => {
    await saveStay(booking('b-1', '2026-11-24', '2026-11-28'), { now }, db);
    const stays = await readAllSavedStays(db.name);
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({ bookingId: 'b-1', updatedAt: now, booking: { smartLockCode: '4827' } });
  });

  it('answers "none" for a device without the database, and does not create it', async () => {
    const name = `rihla-absent-${Math.random()}`;
    expect(await readAllSavedStays(name)).toEqual([]);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(name);
  });

  it('with no hint that it exists, does not even open a database the browser does not list', async () => {
    const name = `rihla-absent-${Math.random()}`;
    const open = vi.spyOn(indexedDB, 'open');
    try {
      expect(await readAllSavedStays(name, { unlessUnlisted: true })).toEqual([]);
      expect(open).not.toHaveBeenCalled();
      await saveStay(booking('b-1', '2026-11-24', '2026-11-28'), { now }, db);
      expect(await readAllSavedStays(db.name, { unlessUnlisted: true })).toHaveLength(1);
    } finally {
      open.mockRestore();
    }
  });

  it('leaves Dexie free to write after it has read', async () => {
    await saveStay(booking('b-1', '2026-11-24', '2026-11-28'), { now }, db);
    await readAllSavedStays(db.name);
    await saveStay(booking('b-2', '2026-12-01', '2026-12-03'), { now }, db);
    expect((await readAllSavedStays(db.name)).map((stay) => stay.bookingId).sort()).toEqual(['b-1', 'b-2']);
  });
});

describe('readSavedStays (the app database)', () => {
  beforeEach(async () => {
    await offlineDb.stays.clear();
  });
  afterEach(() => markSavedStays(false));

  it('opens the valid stays upcoming first, leaves the expired out and deletes them once idle', async () => {
    await saveStay(booking('later', '2026-12-10', '2026-12-12'), { now }, offlineDb);
    await saveStay(booking('soon', '2026-11-24', '2026-11-28'), { now }, offlineDb);
    await saveStay(booking('gone', '2026-11-10', '2026-11-15'), { now }, offlineDb);

    const read = readSavedStays(now);
    expect(read.known()).toBeUndefined();
    const stays = await read.stays;
    expect(stays.map((stay) => stay.bookingId)).toEqual(['soon', 'later']);
    expect(read.known()).toBe(stays);
    expect(hasSavedStays()).toBe(true);
    await vi.waitFor(async () => expect(await offlineDb.stays.get('gone')).toBeUndefined(), {
      timeout: 5_000,
    });
    expect(await offlineDb.stays.count()).toBe(2);
  });

  it('never hands out a door code past its expiry, offline, and takes it off the device once idle', async () => {
    const expiresAt = '2026-11-28T22:00:00.000Z';
    await saveStay(
      testBooking({
        id: 'soon',
        bookingId: 'soon',
        checkInDate: '2026-11-24',
        checkOutDate: '2026-11-28',
        backupDoorCode: '731904',
        codeRelease: {
          state: 'released',
          releasesAt: '2026-11-22T14:00:00.000Z',
          requiresCheckIn: false,
          expiresAt,
          timeZone: 'Africa/Casablanca',
        },
      }),
      { now },
      offlineDb,
    );
    markSavedStays(true);
    // The device's clock only (no server): an hour after the expiry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(expiresAt) + 60 * 60 * 1000);
    try {
      const [stay] = await readSavedStays().stays;
      expect(stay?.booking.smartLockCode).toBeNull();
      expect(stay?.booking).not.toHaveProperty('backupDoorCode');
      await vi.waitFor(
        async () => expect((await offlineDb.stays.get('soon'))?.booking.smartLockCode).toBeNull(),
        {
          timeout: 5_000,
        },
      );
      expect((await offlineDb.stays.get('soon'))?.booking).not.toHaveProperty('backupDoorCode');
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the saved-stays hint when every stay has expired', async () => {
    await saveStay(booking('gone', '2026-11-10', '2026-11-15'), { now }, offlineDb);
    markSavedStays(true);
    expect(await readSavedStays(now).stays).toEqual([]);
    expect(hasSavedStays()).toBe(false);
  });

  it('knows at once that none is saved without the hint, and still finds a stay whose hint was lost', async () => {
    await saveStay(booking('soon', '2026-11-24', '2026-11-28'), { now }, offlineDb);
    markSavedStays(false);
    const read = readSavedStays(now);
    expect(read.known()).toEqual([]);
    expect((await read.stays).map((stay) => stay.bookingId)).toEqual(['soon']);
    expect(hasSavedStays()).toBe(true);
  });
});
