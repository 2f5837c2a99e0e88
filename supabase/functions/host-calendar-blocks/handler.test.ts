/**
 * host-calendar-blocks on both databases: a host blocks a property's nights by hand, the calendar
 * shows them as blocked by hand, the export feed carries them; an overlap with a booking or another
 * block is refused (409), 10 requests at once over the same nights let exactly one in; an owner can
 * neither block nor unblock another owner's property (404, Row Level Security), the team can.
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
import type { hostCalendar } from '../_shared/contracts/host-calendar.contract.ts';
import { handler as calendar } from '../host-calendar/handler.ts';
import { handler as icalExport } from '../ical-export/handler.ts';
import { handler } from './handler.ts';

type Month = AnswerOf<typeof hostCalendar>;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-calendar-blocks on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const answer = async (userId: string, body: unknown, status: number) => {
      const response = await call(userId, body);
      const text = await response.text();
      expect(response.status, text).toBe(status);
      return JSON.parse(text);
    };
    const newProperty = async (ownerId: string, name: string) =>
      (
        await test.db.query<{ id: string }>(
          `INSERT INTO properties (name, address, owner_id) VALUES ($1, 'Test address', $2) RETURNING id`,
          [name, ownerId],
        )
      ).rows[0]!.id;
    const blockNights = async (userId: string, month: string) => {
      const response = await calendar(hostRequest({ month }, await accessToken(userId)), testDeps(test.db));
      const body = (await response.json()) as Month;
      return body.days
        .flatMap((day) => day.events)
        .filter((event) => event.type === 'block')
        .map(
          (event) =>
            `${event.date} ${event.propertyName} ${event.summary} ${event.manual ? 'manual' : 'channel'}`,
        );
    };

    it('blocks nights by hand, shows them in the calendar as such, and unblocks them', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Bloc');
      const { block } = await answer(
        ids.owner,
        {
          action: 'create',
          propertyId,
          startDate: '2027-02-27',
          endDate: '2027-03-02',
          reason: ' Repainting ',
        },
        201,
      );
      expect(block).toMatchObject({
        propertyId,
        propertyName: 'Dar Bloc',
        startDate: '2027-02-27',
        endDate: '2027-03-02',
        reason: 'Repainting',
      });
      expect(await blockNights(ids.owner, '2027-02')).toEqual([
        '2027-02-27 Dar Bloc Repainting manual',
        '2027-02-28 Dar Bloc Repainting manual',
      ]);
      expect(await blockNights(ids.owner, '2027-03')).toEqual(['2027-03-01 Dar Bloc Repainting manual']);
      expect(await blockNights(ids.owner2, '2027-02')).toEqual([]);
      expect(await answer(ids.owner, { action: 'remove', blockId: block.id }, 200)).toEqual({
        removed: true,
      });
      expect(await blockNights(ids.owner, '2027-02')).toEqual([]);
      await answer(ids.owner, { action: 'remove', blockId: block.id }, 404);
    });

    it('refuses a block over a confirmed booking, naming its dates, but not one touching it', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Occupée');
      await test.db.query(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
         VALUES ($1, 'Tazi', '2027-05-10', '2027-05-14')`,
        [propertyId],
      );
      const refused = await answer(
        ids.owner,
        { action: 'create', propertyId, startDate: '2027-05-13', endDate: '2027-05-16' },
        409,
      );
      expect(refused).toMatchObject({
        code: 'block_overlaps_booking',
        conflict: { checkIn: '2027-05-10', checkOut: '2027-05-14' },
      });
      await answer(
        ids.owner,
        { action: 'create', propertyId, startDate: '2027-05-14', endDate: '2027-05-16' },
        201,
      );
      await answer(
        ids.owner,
        { action: 'create', propertyId, startDate: '2027-05-08', endDate: '2027-05-10' },
        201,
      );
      const again = await answer(
        ids.owner,
        { action: 'create', propertyId, startDate: '2027-05-15', endDate: '2027-05-17' },
        409,
      );
      expect(again.code).toBe('block_overlaps_block');
    });

    it('lets exactly one of 10 requests at once over the same nights in', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Course');
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call(index % 2 ? ids.owner : ids.team, {
            action: 'create',
            propertyId,
            startDate: `2027-07-0${1 + (index % 4)}`,
            endDate: '2027-07-06',
          }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      const { rows } = await test.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM calendar_blocks WHERE property_id = $1',
        [propertyId],
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('keeps an owner to their own properties; the team blocks and unblocks any', async () => {
      const theirs = await newProperty(ids.owner2, 'Dar Voisine');
      const body = { action: 'create', propertyId: theirs, startDate: '2027-08-01', endDate: '2027-08-03' };
      expect((await answer(ids.owner, body, 404)).code).toBe('not_found');
      const { block } = await answer(ids.team, body, 201);
      await answer(ids.owner, { action: 'remove', blockId: block.id }, 404);
      expect(await blockNights(ids.owner, '2027-08')).toEqual([]);
      expect(await blockNights(ids.owner2, '2027-08')).toHaveLength(2);
      // Straight through RLS as well: an owner's insert on another owner's property is refused.
      await expect(
        test.db.transaction(async (tx) => {
          await tx.query(`SELECT set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: ids.owner }),
          ]);
          await tx.query('SET LOCAL ROLE authenticated');
          await tx.query(
            `INSERT INTO calendar_blocks (property_id, start_date, end_date) VALUES ($1, '2027-09-01', '2027-09-02')`,
            [theirs],
          );
        }),
      ).rejects.toThrow();
      await answer(ids.owner2, { action: 'remove', blockId: block.id }, 200);
    });

    it('refuses bad dates with a 400 naming the field', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Dates');
      for (const [startDate, endDate] of [
        ['2027-01-05', '2027-01-05'],
        ['2027-01-05', '2027-01-01'],
        ['2027-02-30', '2027-03-02'],
        ['2027-01-01', '2028-01-03'],
      ]) {
        const refused = await answer(ids.owner, { action: 'create', propertyId, startDate, endDate }, 400);
        expect(refused.code).toBe('invalid_request');
        expect(refused.error).toMatch(/Date must be/);
      }
    });

    it('puts blocks by hand in every export link of the property', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Export');
      await answer(
        ids.owner,
        { action: 'create', propertyId, startDate: '2026-04-01', endDate: '2026-04-03' },
        201,
      );
      const { rows } = await test.db.query<{ token: string }>(
        'SELECT ical_export_token AS token FROM properties WHERE id = $1',
        [propertyId],
      );
      for (const channel of ['', '&channel=airbnb']) {
        const response = await icalExport(
          new Request(`https://fn.rihla.example/ical-export?token=${rows[0]!.token}${channel}`),
          testDeps(test.db),
        );
        const text = await response.text();
        expect(response.status).toBe(200);
        expect(text).toContain('SUMMARY:Not available');
        expect(text).toContain('DTSTART;VALUE=DATE:20260401');
        expect(text).toContain('DTEND;VALUE=DATE:20260403');
      }
    });
  });
}
