/**
 * host-property-photos on both databases: uploads made into the guide's sizes (upright, no EXIF,
 * WebP), the guest lookup's image_urls and captions in step, RLS (another owner: 404 and nothing
 * changes; the team: everything), HEIC / other types / oversize / a 21st photo refused, parallel
 * uploads never past 20, reorder / caption / delete, the seeded guide adopted, fuzzed bodies.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, mildAndWild, requestOf } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { type MemoryStorage, memoryStorage } from '../../test-support/memory-storage.ts';
import { loadBookingDetails } from '../_shared/bookings.ts';
import type { HostPropertyPhotos } from '../_shared/host-api-types-properties.ts';
import { handler } from './handler.ts';
import { messages } from './messages.ts';

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
/** A JPEG as a phone writes it: GPS position in its EXIF, and turned (orientation 6: 90° clockwise). */
const phoneJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 37/1 4200/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '7/1 59/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
/** The first bytes of an iPhone HEIC (ISO box `ftyp`, brand heic), then filler. */
const heic = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([
    0,
    0,
    0,
    0x18,
    ...new TextEncoder().encode('ftypheic'),
    0,
    0,
    0,
    0,
    ...new TextEncoder().encode('mif1heic'),
  ]);
  return bytes;
};

function uploadRequest(
  propertyId: string,
  files: { bytes: Uint8Array; name?: string; type?: string }[],
  token?: string,
): Request {
  const form = new FormData();
  form.append('propertyId', propertyId);
  for (const file of files) {
    form.append(
      'photo',
      new Blob([file.bytes as BlobPart], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  return new Request('https://fn.rihla.example/', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-property-photos on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let storage: MemoryStorage;
    const deps = () => testDeps(test.db, { storage });
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      storage = memoryStorage();
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    /** A fresh property of `owner`'s, with `count` adopted photos when asked. */
    const newProperty = async (owner: string, count = 0) => {
      const urls = Array.from({ length: count }, (_, index) => `/guide/filler-${index}.webp`);
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO properties (name, address, owner_id, image_urls) VALUES ($1, 'Somewhere 1', $2, $3::text[]) RETURNING id`,
        [`Test ${crypto.randomUUID().slice(0, 8)}`, owner, urls],
      );
      return rows[0]!.id;
    };
    const upload = async (userId: string, propertyId: string, files: { bytes: Uint8Array }[]) =>
      handler(uploadRequest(propertyId, files, await accessToken(userId)), deps());
    const act = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), deps());
    const guest = async (propertyId: string) => {
      const { rows } = await test.db.query<{ image_urls: string[]; image_captions: string[] }>(
        'SELECT image_urls, image_captions FROM properties WHERE id = $1',
        [propertyId],
      );
      return rows[0]!;
    };
    const photoCount = async (propertyId: string) =>
      Number(
        (
          await test.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM property_photos WHERE property_id = $1',
            [propertyId],
          )
        ).rows[0]!.n,
      );

    it('makes each upload into the guide sizes, upright, without EXIF, and the guest reads them with captions', async () => {
      const propertyId = await newProperty(ids.owner);
      const phone = await phoneJpeg();
      // The upload holds a GPS IFD (tag 0x8825, little-endian) and an orientation.
      const exif = (await sharp(phone).metadata()).exif!;
      expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      const response = await upload(ids.owner, propertyId, [{ bytes: phone }, { bytes: await png() }]);
      expect(response.status).toBe(201);
      const body = (await response.json()) as HostPropertyPhotos;
      expect(body.propertyId).toBe(propertyId);
      expect(body.photos.map((photo) => photo.position)).toEqual([0, 1]);
      const [first, second] = body.photos;
      // The phone's photo was 800x600 turned by its EXIF: stored upright, 600x800.
      expect([first!.width, first!.height]).toEqual([600, 800]);
      // Never wider than the guest view needs.
      expect([second!.width, second!.height]).toEqual([1600, 800]);
      for (const photo of body.photos) {
        expect(photo.url).toMatch(/^\/storage\/v1\/object\/public\/guide\/.+-1600\.webp$/);
        expect(photo.thumbnailUrl).toMatch(/-480\.webp$/);
        for (const url of [photo.url, photo.thumbnailUrl]) {
          const stored = storage.atUrl(url)!;
          const meta = await sharp(stored).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.exif, 'no EXIF, so no GPS position').toBeUndefined();
          expect(meta.orientation ?? 1).toBe(1);
        }
      }
      expect((await sharp(storage.atUrl(first!.thumbnailUrl)!).metadata()).width).toBe(480);

      const caption = await act(ids.owner, {
        action: 'caption',
        photoId: second!.id,
        caption: '  The blue door, on the left ',
      });
      expect(caption.status).toBe(200);
      expect(await guest(propertyId)).toEqual({
        image_urls: [first!.url, second!.url],
        image_captions: ['', 'The blue door, on the left'],
      });
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
         VALUES ($1, 'Photoguide', $2::date + 20, $2::date + 22) RETURNING id`,
        [propertyId, today],
      );
      const booking = await loadBookingDetails(test.db, rows[0]!.id);
      expect(booking?.propertyImageUrls).toEqual([first!.url, second!.url]);
      expect(booking?.propertyImageCaptions).toEqual(['', 'The blue door, on the left']);
    });

    it('refuses HEIC, other files and photos over 10 MB with clear messages, and stores nothing', async () => {
      const propertyId = await newProperty(ids.owner);
      const before = storage.objects.size;
      const heicAnswer = await upload(ids.owner, propertyId, [{ bytes: heic() }]);
      expect(heicAnswer.status).toBe(415);
      expect(await heicAnswer.json()).toEqual({ error: messages.heic, code: 'heic_not_supported' });
      // A HEIC named .jpg and declared image/jpeg is still a HEIC: the bytes decide.
      const disguised = await handler(
        uploadRequest(
          propertyId,
          [{ bytes: heic(), name: 'IMG_0001.jpg', type: 'image/jpeg' }],
          await accessToken(ids.owner),
        ),
        deps(),
      );
      expect((await disguised.json()).code).toBe('heic_not_supported');
      const text = await upload(ids.owner, propertyId, [
        { bytes: new TextEncoder().encode('not a photo at all') },
      ]);
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({ error: messages.unsupported, code: 'unsupported_type' });
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set([0xff, 0xd8, 0xff]);
      const oversize = await upload(ids.owner, propertyId, [{ bytes: big }]);
      expect(oversize.status).toBe(413);
      expect(await oversize.json()).toEqual({ error: messages.photoTooLarge, code: 'photo_too_large' });
      const broken = (await jpeg()).subarray(0, 200);
      const unreadable = await upload(ids.owner, propertyId, [{ bytes: broken }]);
      expect(unreadable.status).toBe(422);
      expect((await unreadable.json()).code).toBe('unreadable_photo');
      expect(storage.objects.size).toBe(before);
      expect(await photoCount(propertyId)).toBe(0);
    });

    it('answers 404 to another owner for every action on a property or photo not theirs, and changes nothing', async () => {
      const propertyId = await newProperty(ids.owner);
      const made = (await (
        await upload(ids.owner, propertyId, [{ bytes: await jpeg() }])
      ).json()) as HostPropertyPhotos;
      const photoId = made.photos[0]!.id;
      const stored = storage.objects.size;
      const snapshot = await guest(propertyId);
      const attempts = [
        await upload(ids.owner2, propertyId, [{ bytes: await jpeg() }]),
        await act(ids.owner2, { action: 'caption', photoId, caption: 'mine now' }),
        await act(ids.owner2, { action: 'delete', photoId }),
        await act(ids.owner2, { action: 'reorder', propertyId, photoIds: [photoId] }),
        await upload(ids.owner, crypto.randomUUID(), [{ bytes: await jpeg() }]),
        await act(ids.owner, { action: 'delete', photoId: crypto.randomUUID() }),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ error: messages.notFound, code: 'not_found' });
      }
      expect(await guest(propertyId)).toEqual(snapshot);
      expect(storage.objects.size).toBe(stored);
      // The team may add to any property.
      const team = await upload(ids.team, propertyId, [{ bytes: await jpeg() }]);
      expect(team.status).toBe(201);
      expect(await photoCount(propertyId)).toBe(2);
    });

    it('refuses a 21st photo, and two uploads at once to a property with 19 leave 20', async () => {
      const full = await newProperty(ids.owner, 20);
      const refused = await upload(ids.owner, full, [{ bytes: await jpeg() }]);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: messages.tooMany(20), code: 'too_many_photos' });

      const almost = await newProperty(ids.owner, 19);
      const bytes = await jpeg();
      const token = await accessToken(ids.owner);
      const answers = await Promise.all([
        handler(uploadRequest(almost, [{ bytes }], token), deps()),
        handler(uploadRequest(almost, [{ bytes }], token), deps()),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await photoCount(almost)).toBe(20);
      expect((await guest(almost)).image_urls).toHaveLength(20);
    });

    it('reorders with every photo once, refuses foreign or missing ids, and deletes with its files', async () => {
      const propertyId = await newProperty(ids.owner);
      const made = (await (
        await upload(ids.owner, propertyId, [
          { bytes: await jpeg(640, 480) },
          { bytes: await jpeg(700, 500) },
          { bytes: await jpeg(900, 600) },
        ])
      ).json()) as HostPropertyPhotos;
      const [a, b, c] = made.photos.map((photo) => photo.id) as [string, string, string];
      const other = await newProperty(ids.owner2);
      const foreign = (await (
        await upload(ids.owner2, other, [{ bytes: await jpeg() }])
      ).json()) as HostPropertyPhotos;
      for (const photoIds of [
        [a, b],
        [a, b, c, foreign.photos[0]!.id],
        [a, a, b],
        [a, b, crypto.randomUUID()],
      ]) {
        const answer = await act(ids.owner, { action: 'reorder', propertyId, photoIds });
        expect(answer.status, JSON.stringify(photoIds)).toBe(400);
        expect(await answer.json()).toEqual({ error: messages.photoIds, code: 'invalid_request' });
      }
      const reordered = await act(ids.owner, { action: 'reorder', propertyId, photoIds: [c, a, b] });
      expect(reordered.status).toBe(200);
      const after = (await reordered.json()) as HostPropertyPhotos;
      expect(after.photos.map((photo) => photo.id)).toEqual([c, a, b]);
      expect((await guest(propertyId)).image_urls).toEqual(after.photos.map((photo) => photo.url));

      const removed = made.photos[0]!;
      const deleted = await act(ids.owner, { action: 'delete', photoId: a });
      expect(deleted.status).toBe(200);
      const left = (await deleted.json()) as HostPropertyPhotos;
      expect(left.photos.map((photo) => [photo.id, photo.position])).toEqual([
        [c, 0],
        [b, 1],
      ]);
      expect(storage.atUrl(removed.url)).toBeUndefined();
      expect(storage.atUrl(removed.thumbnailUrl)).toBeUndefined();
      expect((await guest(propertyId)).image_urls).toEqual(left.photos.map((photo) => photo.url));
    });

    it('adopts a guide written before the editor (the seeded Riad Yasmine) and keeps it on upload', async () => {
      const { rows } = await test.db.query<{ id: string; image_urls: string[] }>(
        "SELECT id, image_urls FROM properties WHERE name = 'Riad Yasmine'",
      );
      const riad = rows[0]!;
      expect(riad.image_urls).toHaveLength(4);
      const added = await upload(ids.owner, riad.id, [{ bytes: await jpeg() }]);
      expect(added.status).toBe(201);
      const body = (await added.json()) as HostPropertyPhotos;
      expect(body.photos.map((photo) => photo.url).slice(0, 4)).toEqual(riad.image_urls);
      expect((await guest(riad.id)).image_urls).toEqual(body.photos.map((photo) => photo.url));
      // Booking A still finds its stay, with the guide it had and the new step at the end.
      const booking = await loadBookingDetails(test.db, test.benaliId);
      expect(booking?.propertyImageUrls.slice(0, 4)).toEqual(riad.image_urls);
      expect(booking?.propertyImageUrls).toHaveLength(5);
    });

    it('answers 401 without a token, 503 without storage, 400 naming the field', async () => {
      const propertyId = await newProperty(ids.owner);
      expect((await handler(uploadRequest(propertyId, [{ bytes: await jpeg() }]), deps())).status).toBe(401);
      expect((await handler(hostRequest({ action: 'delete', photoId: propertyId }), deps())).status).toBe(
        401,
      );
      const noStorage = await handler(
        uploadRequest(propertyId, [{ bytes: await jpeg() }], await accessToken(ids.owner)),
        testDeps(test.db),
      );
      expect(noStorage.status).toBe(503);
      const token = await accessToken(ids.owner);
      const bad: [unknown, string][] = [
        [{}, 'Send action'],
        [{ action: 'caption', photoId: 'x', caption: '' }, 'photoId must'],
        [{ action: 'caption', photoId: propertyId, caption: 'c'.repeat(201) }, 'caption must'],
        [{ action: 'reorder', propertyId, photoIds: [] }, 'photoIds must'],
        [{ action: 'delete', photoId: propertyId, extra: 1 }, 'does not take'],
      ];
      for (const [body, words] of bad) {
        const answer = await handler(hostRequest(body, token), deps());
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((await answer.json()).error).toContain(words);
      }
      const noPhoto = new FormData();
      noPhoto.append('propertyId', propertyId);
      const empty = await handler(
        new Request('https://fn.rihla.example/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: noPhoto,
        }),
        deps(),
      );
      expect(await empty.json()).toEqual({ error: messages.noPhoto, code: 'invalid_request' });
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 120_000 }, async () => {
      const token = await accessToken(ids.owner);
      const propertyId = await newProperty(ids.owner, 3);
      await act(ids.owner, { action: 'reorder', propertyId, photoIds: [] });
      const id = fc.constantFrom(propertyId, crypto.randomUUID(), test.benaliId);
      const body = mildAndWild((field) =>
        fc.record(
          {
            action: field(fc.constantFrom('reorder', 'caption', 'delete')),
            propertyId: field(id),
            photoId: field(id),
            photoIds: field(fc.array(id, { maxLength: 4 })),
            caption: field(fc.oneof(fc.string({ maxLength: 210 }), fuzzString)),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, deps()));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 200) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
