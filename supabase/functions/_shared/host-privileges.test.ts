/**
 * What the API roles get (issue 28), on both databases: `anon` nothing of the host side, tables
 * added later nothing for anon or authenticated (default privileges, checked on a database set up
 * as Supabase has it: every new table in public granted to both), and the guest lookup unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  type DatabaseKind,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  type TestDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { openLikeSupabase } from '../../test-support/supabase-like.ts';
import { handler as findBooking } from '../find-booking-by-details/handler.ts';
import type { Database } from './database.ts';

const hostTables = ['hosts', 'cleaning_tasks', 'host_notifications'];
const guestTables = ['properties', 'bookings', 'booking_extras', 'extra_orders', 'inquiries'];

/** Runs one statement as an API role (no claims), in a transaction that is always rolled back. */
async function asRole(db: Database, role: 'anon' | 'authenticated', sql: string): Promise<unknown[]> {
  let rows: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await tx.query(`SET LOCAL ROLE ${role}`);
      rows = (await tx.query(sql)).rows;
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return rows;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`API role privileges on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    it('gives anon nothing of the host side or the stays', async () => {
      for (const table of [...hostTables, ...guestTables]) {
        await expect(asRole(test.db, 'anon', `SELECT * FROM ${table}`), table).rejects.toThrow(
          /permission denied/,
        );
      }
      for (const helper of ['rihla_is_team()', 'rihla_owned_property_ids()']) {
        await expect(asRole(test.db, 'anon', `SELECT ${helper}`), helper).rejects.toThrow(
          /permission denied/,
        );
      }
    });

    it('gives authenticated without claims (no user) no row', async () => {
      for (const table of [...hostTables, 'properties', 'bookings', 'booking_extras']) {
        expect(await asRole(test.db, 'authenticated', `SELECT id FROM ${table}`), table).toEqual([]);
      }
    });

    it('answers the guest lookup of Booking A exactly as before the host columns', async () => {
      const response = await findBooking(
        postJson({ lastName: 'benali', checkInDate: benaliCheckIn }),
        testDeps(test.db, { clientAddress: '198.51.100.200' }),
      );
      expect(response.status).toBe(200);
      const { property } = demoBookings.benali;
      // Issue 29 adds fields for the property editor's guide (each step's caption) and house rules:
      // new keys only; every key the answer had keeps its value. The demo seed gives Booking A's
      // property house rules, which the answer now carries as written.
      const {
        propertyImageCaptions,
        houseRules,
        codeRelease,
        backupDoorCode,
        checkIn,
        guestAccess,
        houseRulesLanguages,
        propertyImageCaptionsLanguages,
        doorCodeChangedAt,
        ...answer
      } = await response.json();
      // Issue 43 adds the house rules per language: a new key only, none written for Booking A's house.
      expect(houseRulesLanguages).toEqual({});
      // Issue 43 adds the captions per language and when the door code changed: new keys only (no
      // photo rows for Booking A's house yet, and its code never changed).
      expect(propertyImageCaptionsLanguages).toEqual([]);
      expect(doorCodeChangedAt).toBeNull();
      expect(propertyImageCaptions).toEqual([]);
      expect(houseRules).toBe(property.houseRules);
      // Issue 31 adds the door code's release and the online check-in: new keys only. The riad releases
      // its code 7 days ahead without online check-in, so the code is in the answer as before.
      expect(codeRelease).toMatchObject({ state: 'released', requiresCheckIn: false });
      expect(backupDoorCode).toBe(demoBookings.benali.backupCode);
      expect(checkIn).toEqual({ status: 'not_started', adults: null, maxGuests: 1, submitted: [] });
      // Issue 41 adds the guest token: a new key only.
      expect(guestAccess).toEqual({ token: expect.any(String), expiresAt: codeRelease.expiresAt });
      expect(answer).toEqual({
        id: test.benaliId,
        bookingId: test.benaliId,
        propertyName: property.name,
        propertyAddress: property.address,
        checkInDate: benaliCheckIn,
        checkOutDate: '2026-03-15',
        smartLockCode: demoBookings.benali.lockCode,
        wifiNetwork: property.wifiNetwork,
        wifiPassword: property.wifiPassword,
        localRecommendations: property.recommendations,
        walkthrough: property.walkthrough,
        propertyImageUrls: [...property.images],
        checkInTime: '15:00',
        checkOutTime: '11:00',
        hostPhone: property.hostPhone,
        arrivalMethod: 'smart_lock',
        doorCodeAvailableOn: null,
        booking_extras: [],
      });
    });

    it('keeps Booking A and B as they were: the host columns at their defaults', async () => {
      const { rows } = await test.db.query(
        `SELECT guest_last_name, guest_first_name, guest_email, guest_phone, guests_count, source, status,
                stay_total, currency FROM bookings WHERE id = ANY ($1::uuid[]) ORDER BY check_in_date`,
        [[test.benaliId, test.garciaId]],
      );
      const defaults = {
        guest_first_name: null,
        guest_email: null,
        guest_phone: null,
        guests_count: 1,
        source: 'direct',
        status: 'confirmed',
        stay_total: null,
        currency: 'eur',
      };
      expect(rows).toEqual([
        { guest_last_name: 'Benali', ...defaults },
        { guest_last_name: 'García', ...defaults },
      ]);
    });
  });

  describe.skipIf(!available)(`tables added after the host migration on ${kind} (as on Supabase)`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openLikeSupabase(kind as DatabaseKind);
      await test.db.exec(
        "CREATE TABLE later_table (id serial PRIMARY KEY, secret text); INSERT INTO later_table (secret) VALUES ('s')",
      );
    });
    afterAll(async () => {
      await test?.close();
    });

    it('are granted to neither anon nor authenticated', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expect(asRole(test.db, role, 'SELECT * FROM later_table'), role).rejects.toThrow(
          /permission denied/,
        );
        await expect(
          asRole(test.db, role, "INSERT INTO later_table (secret) VALUES ('x')"),
          role,
        ).rejects.toThrow(/permission denied/);
      }
      const { rows } = await test.db.query<{ grantee: string }>(
        `SELECT DISTINCT grantee FROM information_schema.role_table_grants
          WHERE table_name IN ('later_table', 'hosts', 'cleaning_tasks', 'host_notifications') AND grantee = 'anon'`,
      );
      expect(rows).toEqual([]);
    });

    it('while the host tables stay denied to anon even with Supabase default grants', async () => {
      for (const table of hostTables) {
        await expect(asRole(test.db, 'anon', `SELECT * FROM ${table}`), table).rejects.toThrow(
          /permission denied/,
        );
      }
    });
  });
}
