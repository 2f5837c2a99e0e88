/**
 * find-booking-by-details and the property's house rules (migration 0021), on both databases: the
 * answer carries them as the host wrote them (line breaks and right-to-left text kept), by name and
 * date and by id, '' when the property has none, and an edit in the host's property editor reaches
 * the guest's next lookup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  databaseKinds,
  garciaCheckIn,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { handler as hostProperties } from '../host-properties/handler.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details and house rules on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const lookup = async (body: unknown) => {
      const response = await handler(
        postJson(body),
        testDeps(test.db, { clientAddress: `198.51.100.${++address}` }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { id: string; houseRules?: string };
    };
    const propertyOf = async (bookingId: string) =>
      (
        await test.db.query<{ property_id: string }>('SELECT property_id FROM bookings WHERE id = $1', [
          bookingId,
        ])
      ).rows[0]!.property_id;

    it("carries Booking A's house rules as written, by name and date and by guest token", async () => {
      const rules = demoBookings.benali.property.houseRules;
      expect(rules.split('\n')).toHaveLength(3);
      const byName = await lookup({ lastName: 'Benali', checkInDate: benaliCheckIn });
      expect(byName.houseRules).toBe(rules);
      const byId = await lookup({
        bookingId: test.benaliId,
        guestToken: await guestTokenOf(test.db, test.benaliId),
      });
      expect(byId.houseRules).toBe(rules);
    });

    it("answers '' for a property without house rules (Booking B)", async () => {
      const answer = await lookup({ lastName: 'García', checkInDate: garciaCheckIn });
      expect(answer.id).toBe(test.garciaId);
      expect(answer.houseRules).toBe('');
    });

    it("gives the guest's next lookup what the host saved in the property editor, Arabic and Latin mixed", async () => {
      const propertyId = await propertyOf(test.garciaId);
      const rules = 'ممنوع التدخين داخل الدار.\nHeures de calme : 22:00 – 08:00\n\n  Shoes off  ';
      const ids = await demoHostIds(test.db);
      const saved = await hostProperties(
        hostRequest({ action: 'update', propertyId, houseRules: rules }, await accessToken(ids.owner)),
        testDeps(test.db, { storage: memoryStorage() }),
      );
      expect(saved.status, await saved.clone().text()).toBe(200);
      try {
        const { rows } = await test.db.query<{ house_rules: string }>(
          'SELECT house_rules FROM properties WHERE id = $1',
          [propertyId],
        );
        const answer = await lookup({ lastName: 'García', checkInDate: garciaCheckIn });
        expect(answer.houseRules).toBe(rows[0]!.house_rules);
        expect(answer.houseRules).toContain('ممنوع التدخين داخل الدار.\nHeures de calme');
      } finally {
        await test.db.query(`UPDATE properties SET house_rules = '' WHERE id = $1`, [propertyId]);
      }
    });
  });
}
