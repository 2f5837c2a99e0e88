/**
 * host-extras and a breakfast for three mornings (issue 43, item 8) on both databases: one Mark
 * fulfilled per morning, each kept on the server on its own (twice is once), an unknown morning
 * refused 400, Undo of one morning, the line fulfilled as a whole with the last morning, and an
 * owner still refused. The rules of mornings.ts, pure, first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { ExtraFulfilledAnswer, ExtrasQueueAnswer } from '../_shared/host-api-types-extras.ts';
import { markOrderPaid, pendingOrderFor } from '../_shared/orders.ts';
import { handler } from './handler.ts';
import { everyMorningFulfilled, lineMornings, morningStates } from './mornings.ts';

describe('breakfast mornings', () => {
  it('are a breakfast’s chosen mornings, earliest first, once each', () => {
    expect(lineMornings('breakfast', { mornings: '2026-12-03, 2026-12-02,2026-12-03,bad' })).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(lineMornings('airport_transfer', { mornings: '2026-12-02' })).toEqual([]);
  });
  it('are all fulfilled once the line is, and the line is once every morning is', () => {
    expect(morningStates(['2026-12-02', '2026-12-03'], ['2026-12-03'], false)).toEqual([
      { day: '2026-12-02', fulfilled: false },
      { day: '2026-12-03', fulfilled: true },
    ]);
    expect(morningStates(['2026-12-02'], [], true)).toEqual([{ day: '2026-12-02', fulfilled: true }]);
    expect(everyMorningFulfilled(['2026-12-02', '2026-12-03'], ['2026-12-03'])).toBe(false);
    expect(everyMorningFulfilled(['2026-12-02', '2026-12-03'], ['2026-12-02', '2026-12-03'])).toBe(true);
    expect(everyMorningFulfilled([], [])).toBe(false);
  });
});

const mornings = [1, 2, 3].map((days) => addDays(benaliCheckIn, days));

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-extras breakfast mornings on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let lineId = '';
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const details = { timeMethod: 'specify', time: '08:30', people: '2', mornings: mornings.join(',') };
      const { order } = await test.db.transaction((tx) =>
        pendingOrderFor(
          tx,
          test.benaliId,
          [
            {
              extraId: 'breakfast',
              quantity: 6,
              unitAmount: 700,
              currency: 'eur',
              details,
              name: 'Breakfast',
            },
          ],
          new Date(fixedNow.getTime() - 60_000),
        ),
      );
      await test.db.transaction((tx) => markOrderPaid(tx, order.id));
      const { rows } = await test.db.query<{ id: string }>(
        `SELECT id FROM booking_extras WHERE booking_id_fk = $1 AND details->>'mornings' = $2`,
        [test.benaliId, mornings.join(',')],
      );
      lineId = rows[0]!.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    const post = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const item = async (body: object, status = 200) => {
      const response = await post(ids.team, { lineId, ...body });
      const text = await response.text();
      expect(response.status, text).toBe(status);
      return (JSON.parse(text) as ExtraFulfilledAnswer).item;
    };
    const states = (fulfilled: boolean[]) =>
      mornings.map((day, index) => ({ day, fulfilled: fulfilled[index] }));
    const stored = async () =>
      (
        await test.db.query<{ days: string }>(
          `SELECT coalesce(array_to_string(fulfilled_mornings, ','), '') AS days FROM booking_extras WHERE id = $1`,
          [lineId],
        )
      ).rows[0]?.days;

    it('fulfils one morning at a time, keeps each on the server, and the line with the last one', async () => {
      const queue = async () =>
        ((await (await post(ids.team, { action: 'queue' })).json()) as ExtrasQueueAnswer).items.find(
          (entry) => entry.line.id === lineId,
        );
      expect((await queue())?.mornings).toEqual(states([false, false, false]));
      expect((await queue())?.dueDate).toBe(mornings[0]);

      const first = await item({ action: 'fulfil', morning: mornings[0] });
      expect(first.mornings).toEqual(states([true, false, false]));
      expect(first.line.fulfilledAt).toBeNull();
      expect(first.dueDate).toBe(mornings[1]);
      // Twice is once.
      expect((await item({ action: 'fulfil', morning: mornings[0] })).mornings).toEqual(
        states([true, false, false]),
      );
      expect(await stored()).toBe(mornings[0]);
      // Read again: still in the open queue, due on the second morning.
      expect((await queue())?.mornings).toEqual(states([true, false, false]));

      const unknown = await post(ids.team, { action: 'fulfil', lineId, morning: addDays(benaliCheckIn, 9) });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ code: 'unknown_morning' });

      // Undo of one morning.
      expect((await item({ action: 'reopen', morning: mornings[0] })).mornings).toEqual(
        states([false, false, false]),
      );

      await item({ action: 'fulfil', morning: mornings[2] });
      await item({ action: 'fulfil', morning: mornings[0] });
      const last = await item({ action: 'fulfil', morning: mornings[1] });
      expect(last.mornings).toEqual(states([true, true, true]));
      expect(last.line.fulfilledAt).toBe(fixedNow.toISOString().replace('.000', ''));
      expect(last.line.fulfilledBy).toBeTruthy();
      expect(await queue()).toBeUndefined();

      // Undo of the whole line: every morning is open again.
      const reopened = await item({ action: 'reopen' });
      expect(reopened.line.fulfilledAt).toBeNull();
      expect(reopened.mornings).toEqual(states([false, false, false]));
      expect(await stored()).toBe('');
    });

    it('still refuses an owner a morning', async () => {
      const response = await post(ids.owner, { action: 'fulfil', lineId, morning: mornings[0] });
      expect(response.status).toBe(403);
      expect(await stored()).toBe('');
    });
  });
}
