/**
 * The Deno-served cases of issue 45: open-guest-link run by Deno from its index.ts, with a link
 * host-guest-link made (host-guest-link is also one of deno-served-host-cases.ts's), and the
 * scheduler's automated-messages-run (the secret; with it, the round, whose messages carry the
 * same link). Registered inside deno-served.test.ts's describe with `linkServedCases(() => world)`.
 * Side effects: Booking A's link row, the demo bookings' automated messages in the world's database.
 */
import { expect, it } from 'vitest';
import { cronSecret, type DenoServedWorld } from './deno-served-world.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const linkFunctionNames = ['open-guest-link', 'automated-messages-run'];

export function linkServedCases(world: () => DenoServedWorld): void {
  it('open-guest-link: the owner’s link opens Booking A with a guest token; an unknown token is the lookup’s 404', async () => {
    const got = await world().post(
      'host-guest-link',
      { action: 'get', bookingId: world().test.benaliId, language: 'en' },
      await world().bearer(world().ids.owner),
    );
    expect(got.status).toBe(200);
    const { url } = await got.json();
    const token = String(url).split('/s/')[1];
    const opened = await world().post('open-guest-link', { token });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      id: world().test.benaliId,
      guestAccess: { token: expect.any(String) },
    });
    const unknown = await world().post('open-guest-link', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('automated-messages-run: 401 without the secret; with it, Booking A’s confirmation carries its link', async () => {
    expect((await world().send('automated-messages-run')).status).toBe(401);
    const ran = await world().send('automated-messages-run', { headers: { 'X-Cron-Secret': cronSecret } });
    const report = await ran.json();
    expect(ran.status, JSON.stringify(report)).toBe(200);
    expect(report).toMatchObject({ bookings: expect.any(Number), sent: expect.any(Number) });
    const { rows } = await world().test.db.query<{ text: string }>(
      `SELECT text FROM booking_messages WHERE booking_id = $1 AND automated_event = 'booking_confirmed'`,
      [world().test.benaliId],
    );
    const got = await world().post(
      'host-guest-link',
      { action: 'get', bookingId: world().test.benaliId, language: 'en' },
      await world().bearer(world().ids.owner),
    );
    expect(rows[0]?.text).toContain((await got.json()).url);
    const again = await world().send('automated-messages-run', { headers: { 'X-Cron-Secret': cronSecret } });
    expect(await again.json()).toMatchObject({ sent: 0 });
  });
}
