/**
 * The Deno-served cases of online check-in (issue 31): guest-checkin and declarations-purge run by
 * Deno from their index.ts. Registered inside deno-served.test.ts's describe with
 * `checkInServedCases(() => world)`. Side effects: a booking and its forms in the world's
 * database, one more guest-checkin process with a DECLARATION_KEY (stopped at the end).
 */
import { expect, it } from 'vitest';
import { newDeclarationKey } from '../functions/_shared/declaration-crypto.ts';
import { localDate } from '../local-server/seed.ts';
import { addDays } from '../local-server/seed-dates.ts';
import { cronSecret, type DenoServedWorld } from './deno-served-world.ts';
import { checkInRequest, guestTokenOf, insertCheckInBooking } from './guest-declaration-fixtures.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const checkInFunctionNames = ['guest-checkin', 'declarations-purge'];

export function checkInServedCases(world: () => DenoServedWorld): void {
  it('guest-checkin: 503 without DECLARATION_KEY; with one, 404 without the guest token, and with it two adults check in and the code waits', async () => {
    const { bookingId } = await insertCheckInBooking(world().test.db, {
      checkIn: addDays(localDate(new Date()), 6),
      lastName: 'Deno',
    });
    const guestToken = await guestTokenOf(world().test.db, bookingId);
    const unconfigured = await world().post('guest-checkin', checkInRequest(bookingId, { guestToken }));
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toMatchObject({ code: 'not_configured' });

    const served = await world().startAnother('guest-checkin', { DECLARATION_KEY: newDeclarationKey() });
    try {
      const send = (guestIndex: number, token: string | null = guestToken) =>
        fetch(served.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(
            checkInRequest(bookingId, {
              guestIndex,
              guest: { lastName: 'Deno' },
              guestToken: token ?? undefined,
            }),
          ),
        });
      const withoutToken = await send(1, null);
      expect(withoutToken.status).toBe(404);
      expect(await withoutToken.json()).toMatchObject({ code: 'not_found' });
      expect((await send(1)).status, served.output()).toBe(200);
      const second = await send(2);
      const text = await second.text();
      expect(second.status, text).toBe(200);
      expect(JSON.parse(text).booking).toMatchObject({
        id: bookingId,
        smartLockCode: null,
        checkIn: { status: 'complete', adults: 2 },
        codeRelease: { state: 'waiting', requiresCheckIn: true },
      });
      expect(text).not.toContain('3190');
      const { rows } = await world().test.db.query<{ id_number_enc: string }>(
        'SELECT id_number_enc FROM guest_declarations WHERE booking_id = $1 ORDER BY guest_index',
        [bookingId],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]!.id_number_enc).toMatch(/^v1\./);
    } finally {
      await served.stop();
    }
  });

  it('declarations-purge: 401 without the secret; with it, { purged }', async () => {
    const refused = await world().post('declarations-purge', {});
    expect(refused.status).toBe(401);
    const answer = await world().post('declarations-purge', {}, { 'X-Cron-Secret': cronSecret });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ purged: expect.any(Number) });
  });
}
