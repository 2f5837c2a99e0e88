/**
 * The guest token and the payment return token (issue 41): what they claim, how long they live,
 * and every way a token is refused (signature, secret, type, booking, version, cancellation), on
 * both databases.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
} from '../../test-support/databases.ts';
import {
  authorizeGuest,
  guestTokenClaims,
  hasGuestTokenSecret,
  issueGuestAccess,
  issueReturnToken,
  verifyReturnToken,
} from './guest-token.ts';

const config = testConfig();
const otherConfig = testConfig({ guestTokenSecret: 'another-guest-token-secret-0123456789-xyz' });
const now = new Date('2026-06-01T12:00:00Z');
const bookingId = '6f1c2b8e-2a8f-4c55-9d3e-7b1f0a9c4d21';
const subject = { id: bookingId, accessVersion: 1, expiresAt: '2026-06-05T22:00:00.000Z' };

describe('guest tokens without a database', () => {
  it('claims typ guest, the booking, its access version and the stay’s end; expiresAt says it', async () => {
    const access = await issueGuestAccess(config, subject, now);
    expect(access.expiresAt).toBe(subject.expiresAt);
    const claims = decodeJwt(access.token);
    expect(claims).toEqual({
      typ: 'guest',
      sub: bookingId,
      ver: 1,
      exp: Date.parse(subject.expiresAt) / 1000,
    });
    expect(await guestTokenClaims(config, access.token, now)).toEqual({ bookingId, accessVersion: 1 });
  });

  it('gives the same token for the same claims, and a new one when the version or the end moves', async () => {
    const first = await issueGuestAccess(config, subject, now);
    expect((await issueGuestAccess(config, subject, new Date(now.getTime() + 60_000))).token).toBe(
      first.token,
    );
    expect((await issueGuestAccess(config, { ...subject, accessVersion: 2 }, now)).token).not.toBe(
      first.token,
    );
    const later = { ...subject, expiresAt: '2026-06-06T22:00:00.000Z' };
    expect((await issueGuestAccess(config, later, now)).token).not.toBe(first.token);
  });

  it('refuses a token after its expiry, under another secret, altered, or of another type', async () => {
    const { token } = await issueGuestAccess(config, subject, now);
    expect(await guestTokenClaims(config, token, new Date(subject.expiresAt))).toBeNull();
    expect(await guestTokenClaims(otherConfig, token, now)).toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    expect(await guestTokenClaims(config, `${head}.${forged}.${signature}`, now)).toBeNull();
    expect(await guestTokenClaims(config, `${head}.${body}.${signature}x`, now)).toBeNull();
    const returnToken = await issueReturnToken(config, {
      orderId: crypto.randomUUID(),
      bookingId,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    expect(await guestTokenClaims(config, returnToken, now)).toBeNull();
    for (const junk of [undefined, null, 42, '', 'not.a.token', 'x'.repeat(5000), { token }]) {
      expect(await guestTokenClaims(config, junk, now)).toBeNull();
    }
  });

  it('refuses the unsigned and the other algorithms', async () => {
    const claims = { typ: 'guest', sub: bookingId, ver: 1, exp: Date.parse(subject.expiresAt) / 1000 };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    expect(await guestTokenClaims(config, none, now)).toBeNull();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(config.guestTokenSecret));
    expect(await guestTokenClaims(config, hs512, now)).toBeNull();
  });

  it('needs a secret of at least 32 characters to issue or accept anything', async () => {
    expect(hasGuestTokenSecret(config)).toBe(true);
    expect(hasGuestTokenSecret(testConfig({ guestTokenSecret: undefined }))).toBe(false);
    expect(hasGuestTokenSecret(testConfig({ guestTokenSecret: 'short' }))).toBe(false);
    await expect(issueGuestAccess(testConfig({ guestTokenSecret: undefined }), subject, now)).rejects.toThrow(
      /GUEST_TOKEN_SECRET/,
    );
    const { token } = await issueGuestAccess(config, subject, now);
    expect(await guestTokenClaims(testConfig({ guestTokenSecret: undefined }), token, now)).toBeNull();
  });

  it('binds a return token to its order and booking until its own expiry', async () => {
    const orderId = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + 25 * 3_600_000);
    const token = await issueReturnToken(config, { orderId, bookingId, expiresAt });
    expect(decodeJwt(token)).toEqual({
      typ: 'payment-return',
      sub: orderId,
      bid: bookingId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    expect(await verifyReturnToken(config, token, now)).toEqual({ orderId, bookingId });
    expect(await verifyReturnToken(config, token, expiresAt)).toBeNull();
    expect(await verifyReturnToken(otherConfig, token, now)).toBeNull();
    const guest = await issueGuestAccess(config, subject, now);
    expect(await verifyReturnToken(config, guest.token, now)).toBeNull();
  });
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`authorizeGuest on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    const tokenOf = async (id: string, accessVersion = 1) =>
      (await issueGuestAccess(config, { id, accessVersion, expiresAt: '2099-01-01T00:00:00.000Z' }, now))
        .token;

    it('lets the token act on its own booking only; another booking’s token is an unknown booking', async () => {
      const token = await tokenOf(test.benaliId);
      expect(await authorizeGuest(test.db, config, test.benaliId, token, now)).toEqual({
        ok: true,
        bookingId: test.benaliId,
      });
      expect(await authorizeGuest(test.db, config, test.benaliId.toUpperCase(), token, now)).toMatchObject({
        ok: true,
      });
      expect(await authorizeGuest(test.db, config, test.garciaId, token, now)).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(await authorizeGuest(test.db, config, test.benaliId, 'junk', now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(await authorizeGuest(test.db, otherConfig, test.benaliId, token, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    });

    it('revokes every token of a booking when its access version moves on, and with its cancellation', async () => {
      const token = await tokenOf(test.garciaId);
      await test.db.query('UPDATE bookings SET guest_access_version = 2 WHERE id = $1', [test.garciaId]);
      expect(await authorizeGuest(test.db, config, test.garciaId, token, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      const renewed = await tokenOf(test.garciaId, 2);
      expect(await authorizeGuest(test.db, config, test.garciaId, renewed, now)).toMatchObject({ ok: true });
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [test.garciaId]);
      expect(await authorizeGuest(test.db, config, test.garciaId, renewed, now)).toEqual({
        ok: false,
        reason: 'unknown',
      });
      const gone = crypto.randomUUID();
      expect(await authorizeGuest(test.db, config, gone, await tokenOf(gone), now)).toEqual({
        ok: false,
        reason: 'unknown',
      });
    });

    it('starts every booking at access version 1 and refuses a version below 1', async () => {
      const { rows } = await test.db.query<{ guest_access_version: number }>(
        'SELECT DISTINCT guest_access_version FROM bookings WHERE id <> $1',
        [test.garciaId],
      );
      expect(rows.map((row) => Number(row.guest_access_version))).toEqual([1]);
      await expect(
        test.db.query('UPDATE bookings SET guest_access_version = 0 WHERE id = $1', [test.benaliId]),
      ).rejects.toThrow();
    });
  });
}
