/**
 * host-cleaning's refusals on both databases: bad bodies are 400s that name the field, no token a
 * 401, a signed-in user with no host account a 403, and fuzzed requests never a 5xx.
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
import { collectLogs, expectSound, fuzzString, mildAndWild, requestOf } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { invalidCleaningMessages } from '../_shared/contracts/host-cleaning.contract.ts';
import type { HostCleaningList } from '../_shared/host-api-types-cleaning.ts';
import { handler } from './handler.ts';

const day = (offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-cleaning refusals on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const list = async (userId: string, body: object = {}) => {
      const response = await call(userId, { action: 'list', ...body });
      expect(response.status).toBe(200);
      return (await response.json()) as HostCleaningList;
    };

    it('refuses bad bodies with a 400 naming the field', async () => {
      const token = await accessToken(ids.owner);
      const taskId = crypto.randomUUID();
      const bad: [unknown, string][] = [
        [{}, 'action'],
        [{ action: 'delete', taskId }, 'action'],
        [[], 'body'],
        [null, 'body'],
        [{ action: 'list', status: 'done' }, 'status'],
        [{ action: 'list', limit: 0 }, 'limit'],
        [{ action: 'list', limit: 201 }, 'limit'],
        [{ action: 'list', extra: 1 }, 'unknown'],
        [{ action: 'complete' }, 'taskId'],
        [{ action: 'complete', taskId: 'abc' }, 'taskId'],
        [{ action: 'assign', taskId, cleanerName: '   ' }, 'cleanerName'],
        [{ action: 'assign', taskId, cleanerName: 'x'.repeat(81) }, 'cleanerName'],
        [{ action: 'assign', taskId, cleanerName: 7 }, 'cleanerName'],
        [{ action: 'create', scheduledDate: day(1) }, 'propertyId'],
        [{ action: 'create', propertyId: taskId, scheduledDate: '2026-02-30' }, 'scheduledDate'],
        [{ action: 'create', propertyId: taskId, scheduledDate: '1999-12-31' }, 'scheduledDate'],
        [
          { action: 'create', propertyId: taskId, scheduledDate: day(1), scheduledTime: '24:00' },
          'scheduledTime',
        ],
        [{ action: 'create', propertyId: taskId, scheduledDate: day(1), notes: 'n'.repeat(1001) }, 'notes'],
        [{ action: 'create', propertyId: taskId, scheduledDate: day(1), cleanerName: '' }, 'cleanerName'],
      ];
      for (const [body, field] of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json(), JSON.stringify(body)).toEqual({
          error: invalidCleaningMessages[field],
          code: 'invalid_request',
        });
      }
      const control = await handler(
        hostRequest({ action: 'assign', taskId, cleanerName: 'a\u0007b' }, token),
        testDeps(test.db),
      );
      expect(control.status).toBe(400);
      expect(await control.json()).toMatchObject({ code: 'invalid_text' });
    });

    it('answers 401 without a token and 403 to a signed-in user who is not a host', async () => {
      const none = await handler(hostRequest({ action: 'list' }), testDeps(test.db));
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({ code: 'unauthorized' });
      const stranger = await call(crypto.randomUUID(), { action: 'list' });
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 180_000 }, async () => {
      const token = await accessToken(ids.owner);
      const { tasks, properties } = await list(ids.team);
      const id = fc.constantFrom(
        ...tasks.map((task) => task.id),
        ...properties.map((p) => p.id),
        crypto.randomUUID(),
      );
      const body = mildAndWild((field) =>
        fc.record(
          {
            action: field(fc.constantFrom('list', 'complete', 'assign', 'create')),
            status: field(fc.constantFrom('pending', 'assigned', 'inProgress', 'completed')),
            limit: field(fc.integer({ min: 1, max: 200 })),
            taskId: field(id),
            propertyId: field(id),
            cleanerName: field(fc.oneof(fc.string({ maxLength: 90 }), fuzzString)),
            scheduledDate: field(
              fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
            ),
            scheduledTime: field(fc.constantFrom('00:00', '23:59', '12:30', '7:00')),
            notes: field(fc.string({ maxLength: 1100 })),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
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
