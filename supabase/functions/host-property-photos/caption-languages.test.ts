/**
 * host-property-photos' captions in the guests' languages (issue 43, item 6, as the house rules'
 * 0036), on both databases: `caption` with `captionLanguages` keeps a version per language (an
 * empty one is none; none sent keeps them), the guest lookup answers them in guide order beside the
 * captions (through a reorder too), an unknown language or a version over 200 characters is that
 * field's 400, and the database refuses such a version itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { loadBookingDetails } from '../_shared/bookings.ts';
import { adoptImageUrls, photoRows } from '../_shared/guide-photos.ts';
import type { HostPropertyPhotos } from '../_shared/host-api-types-properties.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-property-photos: captions per language on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const act = async (body: unknown) =>
      handler(
        hostRequest(body, await accessToken(ids.owner)),
        testDeps(test.db, { storage: memoryStorage() }),
      );

    /** A property of the owner's with a two-step guide, and a booking its guest finds. */
    const guideWithGuest = async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO properties (name, address, owner_id, image_urls, image_captions)
         VALUES ($1, 'Derb 1', $2, ARRAY['/guide/a.webp', '/guide/b.webp'], ARRAY['Porte bleue', 'Fontaine'])
         RETURNING id`,
        [`Captions ${crypto.randomUUID().slice(0, 8)}`, ids.owner],
      );
      const propertyId = rows[0]!.id;
      await adoptImageUrls(test.db, propertyId);
      const photos = (await photoRows(test.db, propertyId)).map((photo) => photo.id);
      const booking = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
         VALUES ($1, 'Legende', $2::date + 30, $2::date + 32) RETURNING id`,
        [propertyId, today],
      );
      return { propertyId, photos: photos as [string, string], bookingId: booking.rows[0]!.id };
    };

    it('keeps a version per language, answers it to the guest in guide order, and keeps it unless sent again', async () => {
      const { propertyId, photos, bookingId } = await guideWithGuest();
      const [first, second] = photos;
      const saved = await act({
        action: 'caption',
        photoId: first,
        caption: 'Porte bleue',
        captionLanguages: { en: ' Blue door ', ar: 'الباب الأزرق', es: '  ' },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const answer = (await saved.json()) as HostPropertyPhotos;
      expect(answer.photos[0]!.captionLanguages).toEqual({ en: 'Blue door', ar: 'الباب الأزرق' });
      expect(answer.photos[1]!.captionLanguages).toEqual({});
      let guest = await loadBookingDetails(test.db, bookingId);
      expect(guest?.propertyImageCaptions).toEqual(['Porte bleue', 'Fontaine']);
      expect(guest?.propertyImageCaptionsLanguages).toEqual([{ en: 'Blue door', ar: 'الباب الأزرق' }, {}]);

      // The caption alone: the versions stay.
      expect((await act({ action: 'caption', photoId: first, caption: 'La porte bleue' })).status).toBe(200);
      // Reordered: the versions follow their step.
      expect((await act({ action: 'reorder', propertyId, photoIds: [second, first] })).status).toBe(200);
      guest = await loadBookingDetails(test.db, bookingId);
      expect(guest?.propertyImageCaptions).toEqual(['Fontaine', 'La porte bleue']);
      expect(guest?.propertyImageCaptionsLanguages).toEqual([{}, { en: 'Blue door', ar: 'الباب الأزرق' }]);

      // Sent empty: no versions any more.
      await act({ action: 'caption', photoId: first, caption: 'La porte bleue', captionLanguages: {} });
      expect((await loadBookingDetails(test.db, bookingId))?.propertyImageCaptionsLanguages).toEqual([
        {},
        {},
      ]);
    });

    it("refuses an unknown language or a version over 200 characters as that field's 400, and so does the database", async () => {
      const { photos } = await guideWithGuest();
      for (const captionLanguages of [{ de: 'Tür' }, { fr: 'x'.repeat(201) }, { fr: 3 }]) {
        const response = await act({ action: 'caption', photoId: photos[0], caption: '', captionLanguages });
        expect(response.status, JSON.stringify(captionLanguages)).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(
          /^captionLanguages must map en, fr, es or ar/,
        );
      }
      await expect(
        test.db.query(`UPDATE property_photos SET caption_languages = '{"de": "Tür"}' WHERE id = $1`, [
          photos[0],
        ]),
      ).rejects.toThrow(/caption_languages/);
    });
  });
}
