/**
 * The Deno-served case of the guest's personal link (issue 45): open-guest-link run by Deno from
 * its index.ts, with a link host-guest-link made (host-guest-link is also one of
 * deno-served-host-cases.ts's). Registered inside deno-served.test.ts's describe with
 * `linkServedCases(() => world)`. Side effects: Booking A's link row in the world's database.
 */
import { expect, it } from 'vitest';
import type { DenoServedWorld } from './deno-served-world.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const linkFunctionNames = ['open-guest-link'];

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
}
