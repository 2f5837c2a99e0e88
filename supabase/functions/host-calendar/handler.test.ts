/**
 * host-calendar on both databases: each demo login sees its own portfolio's check-ins, check-outs and
 * cleanings of the month (Row Level Security decides), in the day's order; this month by default;
 * cancelled stays left out; bad months refused with a 400, fuzzed bodies never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, requestOf, withExtras } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { AnswerOf } from '../_shared/contract.ts';
import { hostCalendar } from '../_shared/contracts/host-calendar.contract.ts';
import { handler } from './handler.ts';

type HostCalendarMonth = AnswerOf<typeof hostCalendar>;
type CalendarEvent = HostCalendarMonth['days'][number]['events'][number];
const invalidCalendarMessage = hostCalendar.invalidMessage;

const thisMonth = today.slice(0, 7);
const day = (offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const nextMonth = (month: string) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-calendar on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const month = async (userId: string, body: unknown = {}) => {
      const response = await handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
      expect(response.status).toBe(200);
      return (await response.json()) as HostCalendarMonth;
    };
    const events = (answer: HostCalendarMonth) => answer.days.flatMap((entry) => entry.events);
    const summary = (event: CalendarEvent) =>
      event.type === 'cleaning'
        ? `${event.date} cleaning ${event.propertyName} ${event.status} ${event.cleanerName ?? '-'}`
        : event.type === 'block'
          ? `${event.date} block ${event.propertyName} ${event.summary}`
          : `${event.date} ${event.type} ${event.guestName} ${event.propertyName}`;
    /** The owner's events of the days around today (the seeded sample, which may straddle two months). */
    const around = async (userId: string, from: string, to: string) => {
      const months = [from.slice(0, 7)];
      while (months.at(-1)! < to.slice(0, 7)) months.push(nextMonth(months.at(-1)!));
      const all = [];
      for (const m of months) all.push(...events(await month(userId, { month: m })));
      return all.filter((event) => event.date >= from && event.date <= to).map(summary);
    };

    it('answers this month in Morocco by default, with today', async () => {
      const answer = await month(ids.owner);
      expect(answer.month).toBe(thisMonth);
      expect(answer.today).toBe(today);
      expect(answer).toEqual(await month(ids.owner, { month: thisMonth }));
    });

    it('shows the owner’s sample stays and cleanings, each day in its order', async () => {
      const seen = await around(ids.owner, day(-1), day(2));
      expect(seen).toEqual([
        `${day(0)} checkOut Yasmine El Amrani Riad Dar Zitoun`,
        `${day(0)} cleaning Riad Dar Zitoun inProgress Fatima Zahra Ouali`,
        `${day(1)} checkIn Sofía Martínez Dar Zraq Chefchaouen`,
        `${day(2)} checkOut Omar Haddad Dar Mogador`,
        `${day(2)} cleaning Dar Mogador assigned Hassan Idrissi`,
        `${day(2)} checkIn Karim Bennani Kasbah Tizi`,
        `${day(2)} checkIn Benali Riad Yasmine`,
      ]);
      const answer = await month(ids.owner, { month: day(0).slice(0, 7) });
      const dates = answer.days.map((entry) => entry.date);
      expect(dates).toEqual([...new Set(dates)].sort());
      expect(answer.days.every((entry) => entry.date.startsWith(answer.month))).toBe(true);
      const eventIds = events(answer).map((event) => event.id);
      expect(new Set(eventIds).size).toBe(eventIds.length);
    });

    it('shows host 2 only Dar Atlas, and the team both portfolios', async () => {
      const theirs = await around(ids.owner2, day(-40), day(40));
      expect(theirs).toEqual([
        `${day(6)} checkIn Leila Haddad Dar Atlas`,
        `${day(9)} checkOut Leila Haddad Dar Atlas`,
        `${day(9)} cleaning Dar Atlas pending -`,
      ]);
      const team = await around(ids.team, day(0), day(9));
      expect(team).toEqual(expect.arrayContaining(theirs.slice(0, 1)));
      expect(team).toContain(`${day(0)} cleaning Riad Dar Zitoun inProgress Fatima Zahra Ouali`);
      expect(team.length).toBeGreaterThan(theirs.length);
      const owner = await around(ids.owner, day(-40), day(40));
      expect(owner.some((line) => line.includes('Dar Atlas'))).toBe(false);
    });

    it('leaves cancelled stays out and shows a stay across two months in both', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT id, 'Nour', 'Straddle', $1::date, $2::date, '1111' FROM properties WHERE name = 'Kasbah Tizi'
         RETURNING id`,
        ['2031-05-30', '2031-06-02'],
      );
      const may = events(await month(ids.owner, { month: '2031-05' }));
      expect(may.map(summary)).toEqual(['2031-05-30 checkIn Nour Straddle Kasbah Tizi']);
      expect(may[0]).toMatchObject({ type: 'checkIn', bookingId: rows[0]!.id, id: `checkIn:${rows[0]!.id}` });
      expect(events(await month(ids.owner, { month: '2031-06' })).map(summary)).toEqual([
        '2031-06-02 checkOut Nour Straddle Kasbah Tizi',
      ]);
      expect(events(await month(ids.owner2, { month: '2031-05' }))).toEqual([]);
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [rows[0]!.id]);
      expect(events(await month(ids.owner, { month: '2031-05' }))).toEqual([]);
      expect(events(await month(ids.team, { month: '2031-06' }))).toEqual([]);
    });

    it('moves through months: next month has its own events and none of this one', async () => {
      const later = await month(ids.owner, { month: nextMonth(thisMonth) });
      expect(later.month).toBe(nextMonth(thisMonth));
      expect(later.today).toBe(today);
      expect(later.days.every((entry) => entry.date.startsWith(later.month))).toBe(true);
      expect((await month(ids.owner, { month: '2000-01' })).days).toEqual([]);
      expect((await month(ids.owner, { month: '2100-12' })).days).toEqual([]);
    });

    it('refuses bad months and bodies with a 400 that says what to send', async () => {
      const token = await accessToken(ids.owner);
      const bad = [
        { month: '2026-13' },
        { month: '2026-00' },
        { month: '1999-12' },
        { month: '2101-01' },
        { month: '2026-3' },
        { month: '2026-03-01' },
        { month: ' 2026-03' },
        { month: 202603 },
        { month: null },
        { month: thisMonth, extra: 1 },
        [],
        null,
        '"2026-03"',
        '{',
      ];
      for (const body of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        const answer = await response.json();
        expect(answer.code).toBe('invalid_request');
        if (body !== '{') expect(answer.error).toBe(invalidCalendarMessage);
      }
    });

    it('answers 401 without a token and 403 to a signed-in user who is not a host', async () => {
      const none = await handler(hostRequest({}), testDeps(test.db));
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({ code: 'unauthorized' });
      const stranger = await handler(
        hostRequest({}, await accessToken(crypto.randomUUID())),
        testDeps(test.db),
      );
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 120_000 }, async () => {
      const token = await accessToken(ids.team);
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      const body = withExtras(
        fc.record(
          {
            month: fc.oneof(
              fuzzString,
              fc.constantFrom('2026-03', '2000-01', '2100-12', '0000-01', '9999-12', '2026-02-30'),
              fc
                .tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 0, max: 13 }))
                .map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`),
              fc.integer(),
            ),
          },
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
