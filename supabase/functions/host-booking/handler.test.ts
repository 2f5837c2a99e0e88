/**
 * host-booking (View Details) on both databases: the owner sees their booking with its guest's
 * contact and its extras (paid, pending, released, with the details the guest gave and when it was
 * paid); another owner gets the same 404 as a missing id; the team sees every booking. Tokens,
 * refusals, fuzzed bodies and parallel callers.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
  transferDetails,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, requestOf, withExtras } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { hostBooking } from '../_shared/contracts/host-booking.contract.ts';
import type { BookingDetailsAnswer } from '../_shared/host-api-types-guests.ts';
import { unauthorizedMessage } from '../_shared/host-auth.ts';
import { markOrderPaid, type PricedLine, pendingOrderFor } from '../_shared/orders.ts';
import { handler, paidTotals, textDetails } from './handler.ts';

const bookingNotFoundMessage = hostBooking.errors.notFound.message;

const transfer: PricedLine = {
  extraId: 'airport_transfer',
  quantity: 1,
  unitAmount: 3000,
  currency: 'eur',
  details: { ...transferDetails, notes: 'Child seat, please' },
  name: 'Airport transfer',
};
const transferReturn: PricedLine = {
  extraId: 'airport_transfer_return',
  quantity: 1,
  unitAmount: 1500,
  currency: 'eur',
  details: {},
  name: 'Return airport transfer',
};
const adaptors: PricedLine = {
  extraId: 'universal_adaptor',
  quantity: 2,
  unitAmount: 500,
  currency: 'eur',
  details: {},
  name: 'Universal adaptor',
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-booking on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let omar: string;
    let leila: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ id: string; guest_first_name: string }>(
        "SELECT id, guest_first_name FROM bookings WHERE guest_last_name = 'Haddad'",
      );
      omar = rows.find((row) => row.guest_first_name === 'Omar')!.id;
      leila = rows.find((row) => row.guest_first_name === 'Leila')!.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const details = async (userId: string, bookingId: string) => {
      const response = await call(userId, { bookingId });
      expect(response.status).toBe(200);
      return (await response.json()) as BookingDetailsAnswer;
    };
    const expectNotFound = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: bookingNotFoundMessage, code: 'not_found' });
    };

    it('answers 401 without a token or with a bad one, before anything else', async () => {
      for (const request of [
        hostRequest({ bookingId: omar }),
        hostRequest({ bookingId: omar }, 'not-a-jwt'),
        hostRequest({ bookingId: omar }, await accessToken(ids.owner, { expiresIn: -120 })),
        hostRequest('{not json'),
      ]) {
        const response = await handler(request, testDeps(test.db));
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: unauthorizedMessage, code: 'unauthorized' });
      }
    });

    it('shows the owner their booking as the host sees it', async () => {
      const body = await details(ids.owner, omar);
      expect(body).toEqual({
        booking: {
          id: omar,
          firstName: 'Omar',
          lastName: 'Haddad',
          name: 'Omar Haddad',
          nameNeeded: false,
          email: 'omar@guest.example',
          phone: '+212 661 907 315',
          guests: 2,
          checkIn: addDays(today, -3),
          checkOut: addDays(today, 2),
          nights: 5,
          property: { name: 'Dar Mogador', city: 'Essaouira' },
          source: 'direct',
          status: 'checkedIn',
          stayTotal: 55_000, // five nights at €110
          currency: 'EUR',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
          notes: '',
        },
        extras: [],
        extrasPaid: [],
        checkIn: { status: 'not_started', adults: null, received: 0, guests: [], history: [] },
      });
    });

    it('shows the booking’s notes as the team wrote them (issue 43, item 8)', async () => {
      const written = 'Arrives late, around 23:00.\nAsked for a cot.';
      await test.db.query('UPDATE bookings SET notes = $2 WHERE id = $1', [omar, written]);
      try {
        expect((await details(ids.owner, omar)).booking.notes).toBe(written);
      } finally {
        await test.db.query(`UPDATE bookings SET notes = '' WHERE id = $1`, [omar]);
      }
    });

    it('shows the seeded paid breakfast of the García stay to its owner and the team only', async () => {
      const owner = await details(ids.owner, test.garciaId);
      expect(owner.booking).toMatchObject({ name: 'García', firstName: null, email: null, guests: 1 });
      expect(owner.extras).toEqual([
        {
          id: expect.any(String),
          extraId: 'breakfast',
          name: 'Breakfast',
          quantity: 1,
          unitAmount: 700,
          amount: 700,
          currency: 'EUR',
          status: 'paid',
          details: { timeMethod: 'specify', time: '08:30' },
          paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          orderedAt: expect.any(String),
          fulfilledAt: null,
          fulfilledBy: null,
        },
      ]);
      expect(owner.extrasPaid).toEqual([{ currency: 'EUR', amount: 700 }]);
      expect(await details(ids.team, test.garciaId)).toEqual(owner);
      await expectNotFound(await call(ids.owner2, { bookingId: test.garciaId }));
    });

    it('shows extras paid after checkout with their details, and the released ones', async () => {
      const at = (minutes: number) => new Date(fixedNow.getTime() + minutes * 60_000);
      // The guest first chose two adaptors, then changed their mind: that order is released.
      await test.db.transaction((tx) => pendingOrderFor(tx, omar, [adaptors], at(-30)));
      const chosen = await test.db.transaction((tx) =>
        pendingOrderFor(tx, omar, [transfer, transferReturn], at(-20)),
      );
      expect((await details(ids.owner, omar)).extras.map((line) => line.status)).toEqual([
        'released',
        'pending',
        'pending',
      ]);
      await test.db.transaction((tx) => markOrderPaid(tx, chosen.order.id));

      const body = await details(ids.owner, omar);
      const [released, paidTransfer, paidReturn] = body.extras;
      expect(released).toMatchObject({ extraId: 'universal_adaptor', status: 'released', paidAt: null });
      expect(released!.amount).toBe(1000);
      expect(paidTransfer).toMatchObject({
        extraId: 'airport_transfer',
        status: 'paid',
        amount: 3000,
        currency: 'EUR',
        details: {
          direction: 'arrival',
          flightNumber: 'AT 800',
          flightTime: '14:30',
          guestCount: '2',
          contactNumber: '+212600000000',
          notes: 'Child seat, please',
          addReturnTransfer: 'true',
          returnFlightNumber: 'AT 801',
          returnFlightTime: '18:45',
        },
      });
      expect(Date.parse(paidTransfer!.paidAt!)).not.toBeNaN();
      expect(paidReturn).toMatchObject({ extraId: 'airport_transfer_return', status: 'paid', amount: 1500 });
      expect(body.extrasPaid).toEqual([{ currency: 'EUR', amount: 4500 }]);
      // The other owner still gets nothing, the team the same answer as the owner.
      await expectNotFound(await call(ids.owner2, { bookingId: omar }));
      expect(await details(ids.team, omar)).toEqual(body);
    });

    it('answers another owner’s booking exactly as a missing or malformed id', async () => {
      await expectNotFound(await call(ids.owner, { bookingId: leila }));
      for (const bookingId of [omar, crypto.randomUUID(), 'not-a-uuid', '']) {
        await expectNotFound(await call(ids.owner2, { bookingId }));
      }
      expect((await details(ids.owner2, leila)).booking).toMatchObject({
        name: 'Leila Haddad',
        property: { name: 'Dar Atlas', city: 'Imlil' },
        status: 'upcoming',
        stayTotal: 25_500,
      });
      expect((await details(ids.team, leila)).booking.name).toBe('Leila Haddad');
      // An upper-case id is the same booking.
      expect((await details(ids.owner, omar.toUpperCase())).booking.id).toBe(omar);
    });

    it('refuses a body that is not { bookingId: text } with a clear 400', async () => {
      for (const body of [
        {},
        { bookingId: 3 },
        { bookingId: omar, other: 1 },
        [],
        null,
        '"x"',
        {
          bookingId: 'x'.repeat(101),
        },
      ]) {
        const response = await call(ids.owner, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toEqual({
          error: 'Send bookingId, the booking’s id as text.',
          code: 'invalid_request',
        });
      }
      const control = await call(ids.owner, { bookingId: `${omar}\u0000` });
      expect(control.status).toBe(400);
      expect(await control.json()).toMatchObject({ code: 'invalid_text' });
    });

    it('answers 403 for a signed-in user who is not a host', async () => {
      const response = await call(crypto.randomUUID(), { bookingId: omar });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('answers 40 parallel callers each with their own view of the same booking', async () => {
      const who = Array.from({ length: 40 }, (_, index) => [ids.owner, ids.owner2, ids.team][index % 3]!);
      const responses = await Promise.all(who.map((userId) => call(userId, { bookingId: omar })));
      expect(responses.map((response) => response.status)).toEqual(
        who.map((userId) => (userId === ids.owner2 ? 404 : 200)),
      );
      const names = await Promise.all(
        responses.map(async (response) =>
          response.status === 200 ? ((await response.json()) as BookingDetailsAnswer).booking.name : null,
        ),
      );
      expect(new Set(names.filter(Boolean))).toEqual(new Set(['Omar Haddad']));
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 120_000 }, async () => {
      const token = await accessToken(ids.owner);
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      const body = withExtras(
        fc.record(
          { bookingId: fc.oneof(fuzzString, fc.constantFrom(omar, leila, omar.toUpperCase(), ` ${omar} `)) },
          { requiredKeys: [] },
        ),
      );
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, testDeps(test.db)));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 300), 300) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}

describe('booking details rules', () => {
  it('keeps the text details only', () => {
    expect(textDetails({ time: '08:30', people: 2, nested: { a: 1 } })).toEqual({ time: '08:30' });
    expect(textDetails(null)).toEqual({});
    expect(textDetails(['a'])).toEqual({});
  });
  it('totals the paid lines per currency', () => {
    const line = { status: 'paid', currency: 'EUR', amount: 700 } as const;
    expect(
      paidTotals([
        line,
        { ...line, amount: 300 },
        { ...line, status: 'released' },
        { ...line, currency: 'MAD', amount: 5 },
      ] as never),
    ).toEqual([
      { currency: 'EUR', amount: 1000 },
      { currency: 'MAD', amount: 5 },
    ]);
  });
});
