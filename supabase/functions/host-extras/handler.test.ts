/**
 * host-extras on both databases: the team's queue of paid extras (soonest due first, with the guest,
 * property and details), Mark fulfilled once (who and when kept, also with 20 marks at once) and
 * Undo; an owner gets 403 `team_only` and cannot fulfil through the database either (RLS); unknown
 * and unpaid lines; fuzzed bodies never get a 5xx. View Details shows who fulfilled a line.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  breakfastDetails,
  databaseKinds,
  fixedNow,
  garciaCheckIn,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
  transferDetails,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, requestOf, withExtras } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { hostExtrasFulfil } from '../_shared/contracts/host-extras.contract.ts';
import type { ExtraId } from '../_shared/extras-catalogue.ts';
import type { ExtraFulfilledAnswer, ExtrasQueueAnswer } from '../_shared/host-api-types-extras.ts';
import type { BookingDetailsAnswer } from '../_shared/host-api-types-guests.ts';
import { markOrderPaid, type PricedLine, pendingOrderFor } from '../_shared/orders.ts';
import { handler as bookingHandler } from '../host-booking/handler.ts';
import { handler } from './handler.ts';

const { teamOnly, notFound, notPaid } = hostExtrasFulfil.errors;
const [teamOnlyMessage, lineNotFoundMessage, notPaidMessage] = [
  teamOnly.message,
  notFound.message,
  notPaid.message,
];

const line = (extraId: ExtraId, unitAmount: number, details: Record<string, string> = {}): PricedLine => ({
  extraId,
  quantity: 1,
  unitAmount,
  currency: 'eur',
  details,
  name: extraId,
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-extras on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    /** Booking A's lines by extra id: the paid transfer, return and breakfast, the adaptors in checkout. */
    const lineIds: Record<string, string> = {};
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const at = (minutes: number) => new Date(fixedNow.getTime() + minutes * 60_000);
      const paid = async (lines: PricedLine[], minutes: number) => {
        const { order } = await test.db.transaction((tx) =>
          pendingOrderFor(tx, test.benaliId, lines, at(minutes)),
        );
        await test.db.transaction((tx) => markOrderPaid(tx, order.id));
      };
      await paid(
        [line('airport_transfer', 3000, transferDetails), line('airport_transfer_return', 1500)],
        -30,
      );
      await paid([line('breakfast', 700, breakfastDetails)], -20);
      await test.db.transaction((tx) =>
        pendingOrderFor(tx, test.benaliId, [line('universal_adaptor', 500)], at(-10)),
      );
      const { rows } = await test.db.query<{ id: string; extra_id: string }>(
        'SELECT id, extra_id FROM booking_extras WHERE booking_id_fk = $1',
        [test.benaliId],
      );
      for (const row of rows) lineIds[row.extra_id] = row.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    const post = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const call = async <T>(userId: string, body: unknown): Promise<T> => {
      const response = await post(userId, body);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    };
    const queue = (include?: 'open' | 'fulfilled') =>
      call<ExtrasQueueAnswer>(ids.team, include ? { action: 'queue', include } : { action: 'queue' });
    const fulfilState = async () => {
      const { rows } = await test.db.query<{
        id: string;
        fulfilled_at: string | null;
        fulfilled_by: string | null;
      }>('SELECT id, fulfilled_at::text, fulfilled_by::text FROM booking_extras ORDER BY id');
      return rows;
    };
    const reopenAll = () =>
      test.db.query('UPDATE booking_extras SET fulfilled_at = NULL, fulfilled_by = NULL');

    it('shows the team the paid extras to fulfil, soonest due first, with what they need to act', async () => {
      await reopenAll();
      const open = await queue();
      expect(open.items.map((item) => [item.line.extraId, item.booking.guestName, item.dueDate])).toEqual([
        ['airport_transfer', 'Benali', benaliCheckIn],
        ['breakfast', 'Benali', addDays(benaliCheckIn, 1)],
        ['airport_transfer_return', 'Benali', addDays(today, 5)],
        ['breakfast', 'García', addDays(garciaCheckIn, 1)],
      ]);
      expect(open.openCount).toBe(4);
      expect(open.items[0]).toEqual({
        line: expect.objectContaining({
          id: lineIds.airport_transfer,
          status: 'paid',
          amount: 3000,
          currency: 'EUR',
          details: expect.objectContaining({ flightNumber: 'AT 800', contactNumber: '+212600000000' }),
          paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          fulfilledAt: null,
          fulfilledBy: null,
        }),
        booking: {
          id: test.benaliId,
          guestName: 'Benali',
          guestPhone: null,
          guestEmail: null,
          checkIn: benaliCheckIn,
          checkOut: addDays(today, 5),
          property: { id: expect.any(String), name: 'Riad Yasmine', city: 'Marrakech' },
          cancelled: false,
        },
        dueDate: benaliCheckIn,
        // Not a breakfast: no mornings of its own (issue 43).
        mornings: [],
      });
      // The unpaid adaptors (in checkout) are not work yet.
      expect(open.items.map((item) => item.line.id)).not.toContain(lineIds.universal_adaptor);
      expect((await queue('fulfilled')).items).toEqual([]);
    });

    it('marks a line fulfilled by the caller, once, and Undo puts it back in the queue', async () => {
      await reopenAll();
      const { item } = await call<ExtraFulfilledAnswer>(ids.team, {
        action: 'fulfil',
        lineId: lineIds.breakfast,
      });
      expect(item.line).toMatchObject({
        fulfilledAt: fixedNow.toISOString().replace('.000', ''),
        fulfilledBy: 'Rihla Team',
      });
      const open = await queue();
      expect(open.openCount).toBe(3);
      // The sidebar's badge reads the count alone, and it agrees with the queue.
      expect(await call(ids.team, { action: 'openCount' })).toEqual({ openCount: 3 });
      expect(open.items.map((entry) => entry.line.id)).not.toContain(lineIds.breakfast);
      expect((await queue('fulfilled')).items.map((entry) => entry.line.id)).toEqual([lineIds.breakfast]);

      // A second mark later keeps the first who and when.
      const later = testDeps(test.db, { now: () => new Date(fixedNow.getTime() + 3_600_000) });
      const again = await handler(
        hostRequest(
          { action: 'fulfil', lineId: lineIds.breakfast!.toUpperCase() },
          await accessToken(ids.team),
        ),
        later,
      );
      expect(((await again.json()) as ExtraFulfilledAnswer).item.line.fulfilledAt).toBe(
        item.line.fulfilledAt,
      );

      // The owner sees who fulfilled it in View Details (the team's name is the team's to see).
      const view = async (userId: string) => {
        const response = await bookingHandler(
          hostRequest({ bookingId: test.benaliId }, await accessToken(userId)),
          testDeps(test.db),
        );
        return ((await response.json()) as BookingDetailsAnswer).extras.find(
          (entry) => entry.id === lineIds.breakfast,
        );
      };
      expect(await view(ids.team)).toMatchObject({
        fulfilledAt: item.line.fulfilledAt,
        fulfilledBy: 'Rihla Team',
      });
      expect(await view(ids.owner)).toMatchObject({ fulfilledAt: item.line.fulfilledAt, fulfilledBy: null });

      const reopened = await call<ExtraFulfilledAnswer>(ids.team, {
        action: 'reopen',
        lineId: lineIds.breakfast,
      });
      expect(reopened.item.line).toMatchObject({ fulfilledAt: null, fulfilledBy: null });
      expect((await queue()).openCount).toBe(4);
      expect(await call(ids.team, { action: 'openCount' })).toEqual({ openCount: 4 });
    });

    it('records one fulfilment when 20 marks arrive at once', async () => {
      await reopenAll();
      const token = await accessToken(ids.team);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          handler(
            hostRequest({ action: 'fulfil', lineId: lineIds.airport_transfer }, token),
            testDeps(test.db, { now: () => new Date(fixedNow.getTime() + index * 1000) }),
          ),
        ),
      );
      expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200));
      const bodies = (await Promise.all(
        answers.map((response) => response.json()),
      )) as ExtraFulfilledAnswer[];
      const times = new Set(bodies.map((body) => body.item.line.fulfilledAt));
      expect(times.size).toBe(1);
      const rows = (await fulfilState()).filter((row) => row.fulfilled_at !== null);
      expect(rows).toEqual([
        { id: lineIds.airport_transfer, fulfilled_at: expect.any(String), fulfilled_by: ids.team },
      ]);
    });

    it('refuses an owner with a clear 403, and the database refuses them too', async () => {
      await reopenAll();
      for (const body of [
        { action: 'queue' },
        { action: 'queue', include: 'fulfilled' },
        { action: 'openCount' },
        { action: 'fulfil', lineId: lineIds.breakfast },
        { action: 'reopen', lineId: lineIds.breakfast },
      ]) {
        const response = await post(ids.owner, body);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: teamOnlyMessage, code: 'team_only' });
      }
      // Straight to the database as the owner of the booking: RLS lets the update change nothing.
      const before = await fulfilState();
      const updated = await asUser(test.db, ids.owner, (tx) =>
        tx.query(
          `UPDATE booking_extras SET fulfilled_at = now(), fulfilled_by = auth.uid()
            WHERE booking_id_fk = $1::uuid RETURNING id`,
          [test.benaliId],
        ),
      );
      expect(updated.rows).toEqual([]);
      expect(await fulfilState()).toEqual(before);
      // And a host who is no host at all.
      const stranger = await post(crypto.randomUUID(), { action: 'queue' });
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('answers 404 for an unknown line and 409 for a line that is not paid, changing nothing', async () => {
      await reopenAll();
      const before = await fulfilState();
      for (const lineId of [crypto.randomUUID(), 'not-a-line', '']) {
        const response = await post(ids.team, { action: 'fulfil', lineId });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: lineNotFoundMessage, code: 'not_found' });
      }
      const unpaid = await post(ids.team, { action: 'fulfil', lineId: lineIds.universal_adaptor });
      expect(unpaid.status).toBe(409);
      expect(await unpaid.json()).toEqual({ error: notPaidMessage, code: 'not_paid' });
      expect(await fulfilState()).toEqual(before);
    });

    it('refuses bodies that are not one of the three actions with a 400', async () => {
      const token = await accessToken(ids.team);
      for (const body of [
        {},
        { action: 'list' },
        { action: 'queue', include: 'all' },
        { action: 'fulfil' },
        { action: 'fulfil', lineId: 7 },
        { action: 'reopen', lineId: lineIds.breakfast, by: ids.owner },
        [],
        '{',
      ]) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });

    it('never answers 5xx to fuzzed requests', { timeout: 120_000 }, async () => {
      const tokens = [await accessToken(ids.team), await accessToken(ids.owner)];
      const body = withExtras(
        fc.record(
          {
            action: fc.oneof(fc.constantFrom('queue', 'fulfil', 'reopen'), fuzzString),
            include: fc.oneof(fc.constantFrom('open', 'fulfilled'), fuzzString),
            lineId: fc.oneof(fc.constantFrom(...Object.values(lineIds)), fc.uuid(), fuzzString),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), fc.constantFrom(...tokens), async (spec, token) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, testDeps(test.db)));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 200) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
