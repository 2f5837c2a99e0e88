import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteCheckInDraft,
  deleteCheckInDrafts,
  type GuestDeclarationDraft,
  loadCheckInDraft,
  loadCheckInDrafts,
  markCheckInDraftRefused,
  saveCheckInDraft,
} from './checkin-drafts';
import { RihlaDatabase } from './offline-db';

const emptyGuest: GuestDeclarationDraft = {
  firstName: '',
  lastName: '',
  sex: '',
  birthDate: '',
  birthPlace: '',
  nationality: '',
  idType: '',
  idNumber: '',
  idExpiry: '',
  residenceCountry: '',
  residenceAddress: '',
  profession: '',
  arrivingFrom: '',
  goingTo: '',
  phone: '',
  email: '',
  signature: '',
};

const draft = (bookingId: string, guestIndex: number, firstName: string, checkOutDate = '2026-12-10') => ({
  bookingId,
  guestIndex,
  guest: { ...emptyGuest, firstName },
  adults: 2,
  consent: false,
  checkOutDate,
});

const now = Date.parse('2026-12-01T10:00:00Z');
let db: RihlaDatabase;

beforeEach(() => {
  db = new RihlaDatabase(`drafts-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('check-in drafts on the device', () => {
  it('keeps one draft per booking and guest, the last typing winning, by guest number', async () => {
    await saveCheckInDraft(draft('b1', 2, 'Yusuf'), { db, now });
    await saveCheckInDraft(draft('b1', 1, 'Amin'), { db, now });
    await saveCheckInDraft(draft('b1', 1, 'Amina'), { db, now: now + 1000 });
    await saveCheckInDraft(draft('b2', 1, 'Other'), { db, now });

    const drafts = await loadCheckInDrafts('b1', { db, now });
    expect(drafts.map((item) => [item.guestIndex, item.guest.firstName])).toEqual([
      [1, 'Amina'],
      [2, 'Yusuf'],
    ]);
    expect(drafts[0]).toMatchObject({ adults: 2, consent: false, updatedAt: now + 1000 });
  });

  it('is deleted once the stay is over (the end of the day after check-out)', async () => {
    await saveCheckInDraft(draft('b1', 1, 'Amina', '2026-12-03'), { db, now });
    expect(await loadCheckInDrafts('b1', { db, now: Date.parse('2026-12-04T23:59:00Z') })).toHaveLength(1);
    expect(await loadCheckInDrafts('b1', { db, now: Date.parse('2026-12-05T00:00:00Z') })).toEqual([]);
    expect(await db.checkInDrafts.count()).toBe(0);
  });

  it('deletes a sent guest’s draft, or every draft of a removed stay', async () => {
    await saveCheckInDraft(draft('b1', 1, 'Amina'), { db, now });
    await saveCheckInDraft(draft('b1', 2, 'Yusuf'), { db, now });
    await saveCheckInDraft(draft('b2', 1, 'Other'), { db, now });

    await deleteCheckInDraft('b1', 1, db);
    expect(await loadCheckInDraft('b1', 1, db)).toBeNull();
    expect(await loadCheckInDraft('b1', 2, db)).not.toBeNull();

    await deleteCheckInDrafts('b1', db);
    expect(await loadCheckInDrafts('b1', { db, now })).toEqual([]);
    expect(await loadCheckInDrafts('b2', { db, now })).toHaveLength(1);
  });

  it('keeps a refusal on the draft until the guest types again', async () => {
    await saveCheckInDraft(draft('b1', 1, 'Amina'), { db, now });
    await markCheckInDraftRefused('b1', 1, { kind: 'invalid', fields: { idNumber: 'idNumberFormat' } }, db);
    expect((await loadCheckInDraft('b1', 1, db))?.refusal).toEqual({
      kind: 'invalid',
      fields: { idNumber: 'idNumberFormat' },
    });

    await saveCheckInDraft(draft('b1', 1, 'Amina B'), { db, now });
    expect((await loadCheckInDraft('b1', 1, db))?.refusal).toBeUndefined();
  });

  it('opens a database of version 1 and keeps its saved stays', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const { default: Dexie } = await import('dexie');
    const old = new Dexie(name);
    old.version(1).stores({
      stays: 'bookingId, expiresAt',
      photos: 'key, bookingId',
      extrasSelections: 'bookingId',
      pendingInquiries: '++id, createdAt',
    });
    await old.table('stays').put({ bookingId: 'kept', expiresAt: now });
    old.close();

    const upgraded = new RihlaDatabase(name);
    expect(await upgraded.stays.get('kept')).toMatchObject({ bookingId: 'kept' });
    await saveCheckInDraft(draft('kept', 1, 'Amina'), { db: upgraded, now });
    expect(await upgraded.checkInDrafts.count()).toBe(1);
    await upgraded.delete();
  });
});
