/**
 * The Deno-served cases of the published homes (issue 46): public-stays and public-stay run by Deno
 * from their index.ts, without an Authorization header (their gateway setting is verify_jwt false).
 * Registered inside deno-served.test.ts's describe with `staysServedCases(() => world)`. Side effects:
 * a hold of Dar Anis's nights three months ahead in the world's database.
 */
import { expect, it } from 'vitest';
import type { DenoServedWorld } from './deno-served-world.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const staysFunctionNames = ['public-stay', 'public-stays', 'start-stay-checkout'];

export function staysServedCases(world: () => DenoServedWorld): void {
  it('public-stays: the three published homes, each from its own currency', async () => {
    const listed = await world().post('public-stays', { language: 'es' });
    expect(listed.status).toBe(200);
    const { stays } = await listed.json();
    expect(stays.map((stay: { slug: string }) => stay.slug)).toEqual([
      'dar-anis',
      'dar-atlas',
      'riad-yasmine',
    ]);
    expect(stays[0]).toMatchObject({ city: 'Fez', fromNightly: { currency: 'MAD' }, rating: null });
  });

  it('public-stay: a home with a quote for three nights; an unknown slug is 404', async () => {
    const checkIn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(checkIn) + 3 * 86_400_000).toISOString().slice(0, 10);
    const page = await world().post('public-stay', {
      slug: 'dar-atlas',
      language: 'fr',
      checkIn,
      checkOut,
      adults: 2,
    });
    expect(page.status).toBe(200);
    const answer = await page.json();
    expect(answer.stay).toMatchObject({ title: 'Dar Atlas', city: 'Imlil', currency: 'EUR' });
    expect(answer.quote).toMatchObject({ available: true, nights: 3, currency: 'EUR' });
    const unknown = await world().post('public-stay', { slug: 'no-such-home', language: 'fr' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('start-stay-checkout: holds three nights of Dar Anis and answers the Checkout address; the same nights again are taken', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const guest = {
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina@example.com',
      phone: '+212 661 000 111',
    };
    const body = {
      slug: 'dar-anis',
      language: 'en',
      checkIn: day(90),
      checkOut: day(93),
      adults: 2,
      children: 0,
      guest,
      consent: true,
    };
    const started = await world().post('start-stay-checkout', body);
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({ checkoutUrl: expect.any(String), currency: 'MAD' });
    const other = await world().post('start-stay-checkout', {
      ...body,
      guest: { ...guest, email: 'omar@example.com' },
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'nights_taken' });
  });
}
