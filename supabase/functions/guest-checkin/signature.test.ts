/**
 * Issue 41, finding 4 (the upload part), on both databases: a signature is judged by its PNG header
 * and chunks before anything decodes it, then encoded again once. The 59 KB 1-bit PNG of 22000 x
 * 22000 pixels gets a clear 400 at once and never reaches sharp; a file cut short or altered is
 * refused; a drawn one is kept as a small grey palette PNG of its own size. sharp is the real one,
 * counted (vi.mock wraps it).
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
import { readPngHeader } from '../_shared/png-header.ts';
import { handler } from './handler.ts';

const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (...args: unknown[]) => unknown }).default;
  const counted = (...args: unknown[]) => {
    sharpCalls.count += 1;
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});

const declarationKey = newDeclarationKey();
const config = testConfig({ declarationKey });
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin signatures on ${kind}`, () => {
    let test: SeededDatabase;
    let bookingId: string;
    let guestToken: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ({ bookingId } = await insertCheckInBooking(test.db, { checkIn: '2026-03-16', guests: 1 }));
      guestToken = await guestTokenOf(test.db, bookingId);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const sendSignature = async (png: Uint8Array) => {
      const body = checkInRequest(bookingId, { adults: 1, guestToken, guest: { signature: dataUrl(png) } });
      const started = performance.now();
      const response = await handler(
        postJson(body),
        testDeps(test.db, { config, clientAddress: `198.51.100.${++address}`, now: () => fixedNow }),
      );
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const storedSignature = async () => {
      const { rows } = await test.db.query<{
        booking_id: string;
        guest_index: number;
        id_number_enc: string;
        signature_enc: string;
      }>(
        'SELECT booking_id, guest_index, id_number_enc, signature_enc FROM guest_declarations WHERE booking_id = $1',
        [bookingId],
      );
      if (!rows[0]) return null;
      return (await openDeclarationSecrets(await importDeclarationKey(declarationKey), rows[0])).signaturePng;
    };

    it('refuses the 59 KB PNG of 22000 x 22000 pixels with a clear 400 at once, without decoding it', async () => {
      const bomb = hostileSignaturePng();
      expect(bomb.length).toBeLessThan(60_000);
      const before = sharpCalls.count;
      const answer = await sendSignature(bomb);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'Please check the form: signature must be a PNG image of at most 1600 x 800 pixels.',
        code: 'invalid_declaration',
        fields: { signature: 'signatureSize' },
      });
      expect(sharpCalls.count).toBe(before);
      expect(answer.ms).toBeLessThan(1_000);
      expect(await storedSignature()).toBeNull();
    });

    it('refuses a PNG cut short before decoding it, and an altered one that sharp cannot read', async () => {
      const before = sharpCalls.count;
      const cut = await sendSignature(truncatedSignaturePng());
      expect(cut.status).toBe(400);
      expect(cut.body.fields).toEqual({ signature: 'signature' });
      expect(sharpCalls.count).toBe(before);

      const altered = blankPng(600, 240, 8, 4);
      altered[45] = altered[45]! ^ 0xff; // inside the image data: its CRC no longer matches
      const broken = await sendSignature(altered);
      expect(broken.status).toBe(400);
      expect(broken.body.fields).toEqual({ signature: 'signature' });
      expect(await storedSignature()).toBeNull();
    });

    it('keeps a drawn signature encoded again once: a grey palette PNG of the same size', async () => {
      const drawn = blankPng(600, 240, 8, 6);
      const before = sharpCalls.count;
      const answer = await sendSignature(drawn);
      expect(answer.status).toBe(200);
      expect(sharpCalls.count).toBe(before + 1);
      const kept = await storedSignature();
      expect(kept).not.toEqual(drawn);
      expect(readPngHeader(kept!)).toMatchObject({ width: 600, height: 240, colorType: 3 });
      expect(kept!.length).toBeLessThan(drawn.length);
    });
  });
}
