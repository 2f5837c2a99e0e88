/**
 * host-inquiries on both databases: the team lists the work-with-us inquiries (newest first, by
 * status, a page at a time, with the counts), opens one and moves it along (who and when kept);
 * an owner is refused with `team_only` and RLS shows them nothing even when asked directly;
 * unknown ids are 404s that change nothing; parallel changes leave one consistent status; bad and
 * fuzzed requests never get a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import {
  collectLogs,
  expectSound,
  fuzzString,
  headerText,
  requestOf,
  withExtras,
} from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { hostInquiriesGet } from '../_shared/contracts/host-inquiries.contract.ts';
import type { InquiriesListAnswer, InquiryAnswer, InquiryItem } from '../_shared/host-api-types-extras.ts';
import { unauthorizedMessage } from '../_shared/host-auth.ts';
import { handler } from './handler.ts';
import { insertInquiries, senders } from './test-inquiries.ts';

const { teamOnly, notFound } = hostInquiriesGet.errors;
const [inquiriesTeamOnlyMessage, inquiryNotFoundMessage, invalidInquiriesMessage] = [
  teamOnly.message,
  notFound.message,
  hostInquiriesGet.invalidMessage,
];

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-inquiries on ${kind}`, () => {
    let test: SeededDatabase;
    let hosts: DemoHostIds;
    /** The inquiries' ids, oldest first (as `senders`). */
    let ids: string[];
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      hosts = await demoHostIds(test.db);
    });
    beforeEach(async () => {
      ids = await insertInquiries(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const post = async (userId: string, body: unknown, now = fixedNow) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db, { now: () => now }));
    const call = async <T>(userId: string, body: unknown, now = fixedNow): Promise<T> => {
      const response = await post(userId, body, now);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    };
    const list = (body: object = {}) => call<InquiriesListAnswer>(hosts.team, { action: 'list', ...body });
    const stored = async () =>
      (
        await test.db.query<{ id: string; status: string; status_changed_by: string | null }>(
          'SELECT id, status, status_changed_by FROM inquiries ORDER BY created_at',
        )
      ).rows;

    it('answers 401 without a token', async () => {
      const response = await handler(hostRequest({ action: 'list' }), testDeps(test.db));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: unauthorizedMessage, code: 'unauthorized' });
    });

    it('lists the inquiries newest first, with the counts per status whatever the filter', async () => {
      const all = await list();
      expect(all.inquiries.map((item) => item.fullName)).toEqual(
        [...senders].reverse().map((sender) => sender.fullName),
      );
      expect(all.counts).toEqual({ new: 3, contacted: 1, closed: 1 });
      expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      expect(all.inquiries.at(-1)).toEqual({
        id: ids[0]!,
        fullName: 'Youssef Alaoui',
        email: 'youssef@example.com',
        phone: '0612345678',
        propertyLocation: 'Fès médina',
        message: 'I have a riad in Fès médina.',
        language: 'fr',
        status: 'closed',
        createdAt: '2026-03-10T04:00:00.000Z',
        statusChangedAt: null,
        statusChangedBy: null,
      } satisfies InquiryItem);

      const fresh = await list({ status: 'new' });
      expect(fresh.inquiries.map((item) => item.fullName)).toEqual([
        'Emma Clarke',
        'Karim Tazi',
        'Lucía Romero',
      ]);
      expect(fresh.total).toBe(3);
      expect(fresh.counts).toEqual(all.counts);
      const closed = await list({ status: 'closed' });
      expect(closed.inquiries.map((item) => item.fullName)).toEqual(['Youssef Alaoui']);
    });

    it('pages through the list', async () => {
      const second = await list({ page: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.inquiries.map((item) => item.fullName)).toEqual(['Lucía Romero', 'Sara Bennani']);
      const past = await list({ page: 4, pageSize: 2 });
      expect(past.inquiries).toEqual([]);
      expect(past.total).toBe(5);
    });

    it('opens one inquiry whole, by its id in any case', async () => {
      const { inquiry } = await call<InquiryAnswer>(hosts.team, { action: 'get', id: ids[3]!.toUpperCase() });
      expect(inquiry).toMatchObject({
        id: ids[3],
        fullName: 'Karim Tazi',
        phone: '+212 661 000 111',
        language: 'ar',
        status: 'new',
      });
    });

    it('moves one along, keeping who and when; the same status again changes nothing', async () => {
      const { inquiry } = await call<InquiryAnswer>(hosts.team, {
        action: 'setStatus',
        id: ids[4],
        status: 'contacted',
      });
      expect(inquiry).toMatchObject({
        id: ids[4],
        status: 'contacted',
        statusChangedAt: fixedNow.toISOString(),
        statusChangedBy: 'Rihla Team',
      });
      expect((await list()).counts).toEqual({ new: 2, contacted: 2, closed: 1 });
      // A second click an hour later: nothing moves, not even the time.
      const later = new Date(fixedNow.getTime() + 3_600_000);
      const again = await call<InquiryAnswer>(
        hosts.team,
        { action: 'setStatus', id: ids[4], status: 'contacted' },
        later,
      );
      expect(again.inquiry).toEqual(inquiry);
      const closed = await call<InquiryAnswer>(
        hosts.team,
        { action: 'setStatus', id: ids[4], status: 'closed' },
        later,
      );
      expect(closed.inquiry).toMatchObject({ status: 'closed', statusChangedAt: later.toISOString() });
      const reopened = await call<InquiryAnswer>(
        hosts.team,
        { action: 'setStatus', id: ids[4], status: 'new' },
        later,
      );
      expect(reopened.inquiry.status).toBe('new');
      expect((await stored())[4]).toEqual({ id: ids[4], status: 'new', status_changed_by: hosts.team });
    });

    it('answers 404 for an unknown inquiry and changes nothing', async () => {
      const before = await stored();
      for (const body of [
        { action: 'get', id: crypto.randomUUID() },
        { action: 'setStatus', id: crypto.randomUUID(), status: 'closed' },
      ]) {
        const response = await post(hosts.team, body);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: inquiryNotFoundMessage, code: 'not_found' });
      }
      expect(await stored()).toEqual(before);
    });

    it('refuses owners with team_only, and RLS shows them no inquiry even asked directly', async () => {
      const before = await stored();
      for (const owner of [hosts.owner, hosts.owner2]) {
        for (const body of [
          { action: 'list' },
          { action: 'get', id: ids[0] },
          { action: 'setStatus', id: ids[2], status: 'closed' },
        ]) {
          const response = await post(owner, body);
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ error: inquiriesTeamOnlyMessage, code: 'team_only' });
        }
        const direct = await asUser(test.db, owner, async (tx) => ({
          read: (await tx.query('SELECT id, full_name, email FROM inquiries')).rows,
          moved: (await tx.query(`UPDATE inquiries SET status = 'closed' RETURNING id`)).rows,
        }));
        expect(direct).toEqual({ read: [], moved: [] });
      }
      expect(await stored()).toEqual(before);
      // The same statement as the team sees them all.
      const team = await asUser(test.db, hosts.team, (tx) => tx.query('SELECT id FROM inquiries'));
      expect(team.rows).toHaveLength(5);
    });

    it('answers 403 not_a_host for a signed-in user who is not a host', async () => {
      const response = await post(crypto.randomUUID(), { action: 'list' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('leaves one consistent status when changes run at the same time', async () => {
      const target = ids[2]!;
      const wanted = ['contacted', 'closed', 'contacted', 'new', 'closed', 'contacted'] as const;
      const answers = await Promise.all([
        ...wanted.map((status) => post(hosts.team, { action: 'setStatus', id: target, status })),
        post(hosts.team, { action: 'list' }),
      ]);
      expect(answers.map((response) => response.status)).toEqual(wanted.map(() => 200).concat(200));
      const { inquiry } = await call<InquiryAnswer>(hosts.team, { action: 'get', id: target });
      expect(wanted).toContain(inquiry.status);
      const { counts } = await list();
      expect(counts.new + counts.contacted + counts.closed).toBe(5);
      const row = (await stored()).find((item) => item.id === target)!;
      expect(row.status).toBe(inquiry.status);
    });

    it('refuses bad requests with a 400 that says what to send', async () => {
      const token = await accessToken(hosts.team);
      const bad = [
        {},
        { action: 'delete' },
        { action: 'get' },
        { action: 'get', id: 'i1' },
        { action: 'setStatus', id: ids[0] },
        { action: 'setStatus', id: ids[0], status: 'archived' },
        { action: 'list', status: 'open' },
        { action: 'list', page: 0 },
        { action: 'list', pageSize: 101 },
        { action: 'list', page: 1.5 },
        { action: 'list', hostId: hosts.owner },
        [],
        null,
        '"list"',
        '{',
      ];
      for (const body of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await response.json()).code).toBe('invalid_request');
      }
      const schema = await handler(hostRequest({ action: 'nope' }, token), testDeps(test.db));
      expect(await schema.json()).toEqual({ error: invalidInquiriesMessage, code: 'invalid_request' });
    });

    it('never answers 5xx to fuzzed requests', { timeout: 120_000 }, async () => {
      const tokens = [await accessToken(hosts.team), await accessToken(hosts.owner)];
      const body = withExtras(
        fc.record(
          {
            action: fc.oneof(fc.constantFrom('list', 'get', 'setStatus'), fuzzString),
            id: fc.oneof(fc.constantFrom(...ids), fc.uuid(), fuzzString),
            status: fc.oneof(fc.constantFrom('new', 'contacted', 'closed'), fuzzString),
            page: fc.oneof(fc.integer(), fc.double(), fuzzString),
            pageSize: fc.oneof(fc.integer({ min: -5, max: 200 }), fuzzString),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(
            requestOf(body),
            fc.oneof(fc.constantFrom(...tokens.map((token) => `Bearer ${token}`)), headerText()),
            async (spec, authorization) => {
              const request = new Request('https://fn.rihla.example/', {
                method: spec.method,
                headers: { 'Content-Type': 'application/json', Authorization: authorization },
                body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
              });
              await expectSound(await handler(request, testDeps(test.db)));
            },
          ),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 200) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
