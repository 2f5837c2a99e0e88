/**
 * Check-in where sharp cannot load (Supabase's Edge Runtime allows no native addons; here the
 * import of 'sharp' throws, as it does there), on both databases: a drawn signature that passed
 * the header and chunk checks is kept as it was sent, and the check-in completes; the 22000 x 22000
 * PNG and a PNG cut short are still refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  guestTokenOf,
  insertCheckInBooking,
} from '../../test-support/guest-declaration-fixtures.ts';
import { blankPng, hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import { importDeclarationKey, newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { openDeclarationSecrets } from '../_shared/declarations.ts';
import { handler } from './handler.ts';

vi.mock('sharp', () => {
  throw new Error('Cannot load native addon sharp-linux-x64.node: native addons are not allowed');
});

/** The warning, given once per process, that signatures are kept as sent. */
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
const declarationKey = newDeclarationKey();
const config = testConfig({ declarationKey });
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin signatures without sharp on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    it('keeps a header-checked signature as sent, and still refuses the bomb and a file cut short', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn: '2026-03-16', guests: 1 });
      const guestToken = await guestTokenOf(test.db, bookingId);
      const send = async (png: Uint8Array) => {
        const body = checkInRequest(bookingId, { adults: 1, guestToken, guest: { signature: dataUrl(png) } });
        const response = await handler(postJson(body), testDeps(test.db, { config, now: () => fixedNow }));
        return { status: response.status, body: await response.json() };
      };
      expect((await send(hostileSignaturePng())).body.fields).toEqual({ signature: 'signatureSize' });
      expect((await send(truncatedSignaturePng())).body.fields).toEqual({ signature: 'signature' });

      const drawn = blankPng(600, 240, 8, 6);
      const sent = await send(drawn);
      expect(sent.status).toBe(200);
      expect(sent.body.booking.checkIn).toMatchObject({ status: 'complete', adults: 1 });
      const { rows } = await test.db.query<{
        booking_id: string;
        guest_index: number;
        id_number_enc: string;
        signature_enc: string;
      }>(
        'SELECT booking_id, guest_index, id_number_enc, signature_enc FROM guest_declarations WHERE booking_id = $1',
        [bookingId],
      );
      const kept = await openDeclarationSecrets(await importDeclarationKey(declarationKey), rows[0]!);
      expect(kept.signaturePng).toEqual(drawn);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/signatures are kept as sent/));
    });
  });
}
