/**
 * host-statement on both databases: the month's paid stays and paid extras per owner and property,
 * totals per currency (never converted); an owner reads only their own lines (Row Level Security),
 * the team every owner's; a bad month is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { AnswerOf } from '../_shared/contract.ts';
import type { hostStatement } from '../_shared/contracts/host-statement.contract.ts';
import { handler } from './handler.ts';

type Statement = AnswerOf<typeof hostStatement>;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-statement on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const property = async (ownerId: string, name: string) =>
        (
          await test.db.query<{ id: string }>(
            `INSERT INTO properties (name, address, owner_id) VALUES ($1, 'Test address', $2) RETURNING id`,
            [name, ownerId],
          )
        ).rows[0]!.id;
      const stay = async (
        propertyId: string,
        name: string,
        from: string,
        to: string,
        total: number | null,
        currency: string,
      ) =>
        (
          await test.db.query<{ id: string }>(
            `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date, stay_total, currency)
             VALUES ($1, 'Guest', $2, $3, $4, $5, $6) RETURNING id`,
            [propertyId, name, from, to, total, currency],
          )
        ).rows[0]!.id;
      const extra = async (bookingId: string, paidAt: string | null, amount: number, status: string) => {
        const { rows } = await test.db.query<{ id: string }>(
          `INSERT INTO extra_orders (booking_id_fk, status, selection_hash, total_amount, currency, client_secret, paid_at)
           VALUES ($1, $2, 'hash', $3, 'mad', gen_random_uuid()::text, $4) RETURNING id`,
          [bookingId, status === 'paid' ? 'paid' : 'pending', amount * 2, paidAt],
        );
        await test.db.query(
          `INSERT INTO booking_extras (booking_id_fk, order_id, extra_id, name, quantity, unit_amount, currency, payment_status)
           VALUES ($1, $2, 'breakfast', 'Moroccan breakfast', 2, $3, 'mad', $4)`,
          [bookingId, rows[0]!.id, amount, status],
        );
      };
      const mine = await property(ids.owner, 'Dar Relevé');
      const theirs = await property(ids.owner2, 'Dar Voisin');
      const a = await stay(mine, 'Alaoui', '2027-10-03', '2027-10-06', 90_000, 'mad');
      await stay(mine, 'Berrada', '2027-10-20', '2027-10-22', 30_000, 'eur');
      await stay(mine, 'Sans prix', '2027-10-24', '2027-10-26', null, 'mad');
      await stay(mine, 'Septembre', '2027-09-28', '2027-10-02', 50_000, 'mad');
      await extra(a, '2027-10-04T10:00:00Z', 15_000, 'paid');
      await extra(a, null, 9_000, 'pending');
      // Paid at 23:30 UTC on 31 October: 1 November in Morocco (UTC+1 in winter): next month's.
      await extra(a, '2027-10-31T23:30:00Z', 7_000, 'paid');
      await stay(theirs, 'Chraibi', '2027-10-10', '2027-10-12', 40_000, 'mad');
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const statement = async (userId: string, body: unknown = { month: '2027-10' }) => {
      const response = await handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
      expect(response.status).toBe(200);
      return (await response.json()) as Statement;
    };
    const lines = (answer: Statement) =>
      answer.owners.flatMap((owner) =>
        owner.properties.flatMap((property) => [
          ...property.stays.map(
            (s) => `${property.propertyName} stay ${s.checkIn} ${s.nights} ${s.amount} ${s.currency}`,
          ),
          ...property.extras.map(
            (e) =>
              `${property.propertyName} extra ${e.paidOn} ${e.extraId} ${e.name} ${e.quantity} ${e.amount} ${e.currency}`,
          ),
        ]),
      );

    it('lists the owner’s paid stays and extras of the month, with totals per currency', async () => {
      const answer = await statement(ids.owner);
      expect(answer.month).toBe('2027-10');
      expect(lines(answer)).toEqual([
        'Dar Relevé stay 2027-10-03 3 90000 MAD',
        'Dar Relevé stay 2027-10-20 2 30000 EUR',
        'Dar Relevé extra 2027-10-04 breakfast Moroccan breakfast 2 30000 MAD',
      ]);
      expect(answer.owners).toHaveLength(1);
      expect(answer.owners[0]!.ownerId).toBe(ids.owner);
      expect(answer.owners[0]!.totals).toEqual([
        { currency: 'EUR', stays: 30_000, extras: 0, total: 30_000, nights: 2 },
        { currency: 'MAD', stays: 90_000, extras: 30_000, total: 120_000, nights: 3 },
      ]);
      expect(lines(await statement(ids.owner, { month: '2027-11' }))).toEqual([
        'Dar Relevé extra 2027-11-01 breakfast Moroccan breakfast 2 14000 MAD',
      ]);
    });

    it('shows another owner none of it, and the team every owner', async () => {
      const theirs = await statement(ids.owner2);
      expect(lines(theirs)).toEqual(['Dar Voisin stay 2027-10-10 2 40000 MAD']);
      expect(theirs.owners.map((owner) => owner.ownerId)).toEqual([ids.owner2]);
      const team = await statement(ids.team);
      expect(team.owners.map((owner) => owner.ownerId).sort()).toEqual([ids.owner, ids.owner2].sort());
      expect(lines(team)).toHaveLength(4);
    });

    it('answers this month by default and refuses a bad month with a 400', async () => {
      expect((await statement(ids.owner, {})).month).toMatch(/^\d{4}-\d{2}$/);
      const response = await handler(
        hostRequest({ month: '2027-13' }, await accessToken(ids.owner)),
        testDeps(test.db),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('invalid_request');
    });
  });
}
