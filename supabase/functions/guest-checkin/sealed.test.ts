/**
 * guest-checkin on both databases: ten adults' forms sent at the same moment complete the check-in
 * exactly once with the right count, and what the database holds of the ID number and the
 * signature (the drawn PNG encoded again once, issue 41) is ciphertext that only the key, on its
 * own row, opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  checkInRequest,
  insertCheckInBooking,
  tinyPngDataUrl,
  withGuestToken,
} from '../../test-support/guest-declaration-fixtures.ts';
import { importDeclarationKey, newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { openDeclarationSecrets } from '../_shared/declarations.ts';
import { normalizeSignaturePng } from '../_shared/guest-declaration-signature-png.ts';
import { handler } from './handler.ts';

const declarationKey = newDeclarationKey();
const checkIn = '2026-03-12';
const pngBase64 = tinyPngDataUrl.slice('data:image/png;base64,'.length);
const pngBytes = Uint8Array.from(atob(pngBase64), (char) => char.charCodeAt(0));

interface SealedRow {
  booking_id: string;
  guest_index: number;
  id_number_enc: string;
  signature_enc: string;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin sealed and in parallel on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    const submit = async (body: unknown, clientAddress: string) =>
      handler(
        postJson(await withGuestToken(test.db, body)),
        testDeps(test.db, { config: testConfig({ declarationKey }), clientAddress, now: () => fixedNow }),
      );

    it('completes the check-in exactly once when ten adults send their forms at the same moment', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, guests: 10, releaseHours: 168 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          submit(checkInRequest(bookingId, { adults: 10, guestIndex: index + 1 }), `198.51.100.${index + 1}`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      const bookings = await Promise.all(responses.map(async (response) => (await response.json()).booking));
      // Each form was counted after the others committed: only the last one saw ten.
      expect(bookings.filter((booking) => booking.checkIn.status === 'complete')).toHaveLength(1);
      expect(bookings.filter((booking) => booking.checkIn.status === 'partial')).toHaveLength(9);
      expect(bookings.filter((booking) => booking.smartLockCode === '3190')).toHaveLength(1);
      const submittedCounts = bookings
        .map((booking) => booking.checkIn.submitted.length)
        .sort((a, b) => a - b);
      expect(submittedCounts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const { rows } = await test.db.query<{ forms: number; adults: number; completed: boolean }>(
        `SELECT (SELECT count(*)::int FROM guest_declarations WHERE booking_id = b.id) AS forms,
                b.checkin_adults AS adults, b.checkin_completed_at IS NOT NULL AS completed
           FROM bookings b WHERE b.id = $1`,
        [bookingId],
      );
      expect(rows[0]).toEqual({ forms: 10, adults: 10, completed: true });
    });

    it('keeps only ciphertext of the ID number and the signature, opened by the key on its own row', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, guests: 2 });
      for (const guestIndex of [1, 2]) {
        const response = await submit(
          checkInRequest(bookingId, { guestIndex, guest: { idNumber: `PA${guestIndex}77001` } }),
          '203.0.113.50',
        );
        expect(response.status).toBe(200);
      }
      const { rows } = await test.db.query<SealedRow & { whole: string }>(
        `SELECT booking_id, guest_index, id_number_enc, signature_enc, row_to_json(d)::text AS whole
           FROM guest_declarations d WHERE booking_id = $1 ORDER BY guest_index`,
        [bookingId],
      );
      expect(rows).toHaveLength(2);
      const pngHex = Array.from(pngBytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      for (const row of rows) {
        expect(row.whole).not.toContain(`PA${row.guest_index}77001`);
        expect(row.whole).not.toContain(pngBase64.slice(0, 40));
        expect(row.whole.toLowerCase()).not.toContain(pngHex.slice(0, 40));
        expect(row.id_number_enc).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
      }

      const key = await importDeclarationKey(declarationKey);
      const first = await openDeclarationSecrets(key, rows[0]!);
      expect(first.idNumber).toBe('PA177001');
      // The signature kept is the drawn one encoded again once (sharp: a grey palette PNG).
      const kept = await normalizeSignaturePng(pngBytes.slice());
      expect(kept).toMatchObject({ ok: true, reencoded: true });
      expect(first.signaturePng).toEqual(kept.ok ? kept.png : null);
      const keptHex = Array.from(first.signaturePng, (byte) => byte.toString(16).padStart(2, '0')).join('');
      for (const row of rows) expect(row.whole.toLowerCase()).not.toContain(keptHex.slice(16, 56));

      // Another key opens nothing.
      const otherKey = await importDeclarationKey(newDeclarationKey());
      await expect(openDeclarationSecrets(otherKey, rows[0]!)).rejects.toThrow();
      // A value moved onto another guest's row does not open there.
      await expect(
        openDeclarationSecrets(key, { ...rows[1]!, id_number_enc: rows[0]!.id_number_enc }),
      ).rejects.toThrow();
    });
  });
}
