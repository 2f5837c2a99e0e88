/**
 * host-mail-outbox on both databases: the team sees the mails that did not go out (failed, or
 * waiting for a retry; newest first; never sent or untried ones), puts one back in line (pending,
 * due now, attempts 0), cannot touch one being sent or sent; owners are refused and RLS gives them
 * nothing to read or change; fuzzed requests never get a 5xx.
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
import { hostMailOutboxRetry } from '../_shared/contracts/host-mail-outbox.contract.ts';
import type { Database } from '../_shared/database.ts';
import type { OutboxAnswer, OutboxRetriedAnswer } from '../_shared/host-api-types-extras.ts';
import { handler } from './handler.ts';

const { notFound, notRetryable, teamOnly } = hostMailOutboxRetry.errors;
const [mailNotFoundMessage, notRetryableMessage, outboxTeamOnlyMessage] = [
  notFound.message,
  notRetryable.message,
  teamOnly.message,
];

const hour = 3_600_000;

/** Mails in every state, oldest first, an hour apart; keyed by what the test calls them. */
const mails = {
  sent: {
    status: 'sent',
    attempts: 1,
    lastError: null,
    params: { guestName: 'Benali', propertyName: 'Dar Mogador' },
  },
  failed: {
    status: 'failed',
    attempts: 8,
    lastError: '550 5.1.1 Mailbox unavailable',
    params: { guestName: 'Karim Benali', propertyName: 'Dar Mogador' },
  },
  untried: { status: 'pending', attempts: 0, lastError: null, params: { fullName: 'Sara Bennani' } },
  sending: { status: 'sending', attempts: 2, lastError: 'Connection timed out', params: {} },
  retrying: {
    status: 'pending',
    attempts: 2,
    lastError: 'Connection refused',
    params: { fullName: 'Emma Clarke', inquiryId: 'x' },
  },
} as const;
type MailName = keyof typeof mails;

async function insertMails(db: Database): Promise<Record<MailName, string>> {
  await db.query('DELETE FROM mail_outbox');
  const ids = {} as Record<MailName, string>;
  for (const [index, [name, mail]] of Object.entries(mails).entries()) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO mail_outbox (event_key, to_address, template, params, status, attempts, last_error, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9) RETURNING id`,
      [
        `test:${name}`,
        `${name}@example.com`,
        'fullName' in mail.params ? 'inquiryReceived' : 'extraPaid',
        JSON.stringify(mail.params),
        mail.status,
        mail.attempts,
        mail.lastError,
        new Date(fixedNow.getTime() + hour).toISOString(),
        new Date(fixedNow.getTime() - (5 - index) * hour).toISOString(),
      ],
    );
    ids[name as MailName] = rows[0]!.id;
  }
  return ids;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-mail-outbox on ${kind}`, () => {
    let test: SeededDatabase;
    let hosts: DemoHostIds;
    let ids: Record<MailName, string>;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      hosts = await demoHostIds(test.db);
    });
    beforeEach(async () => {
      ids = await insertMails(test.db);
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
    const outbox = async () =>
      (
        await test.db.query<{ id: string; status: string; attempts: number; next_attempt_at: Date | string }>(
          'SELECT id, status, attempts, next_attempt_at FROM mail_outbox ORDER BY created_at',
        )
      ).rows.map((row) => ({ ...row, next_attempt_at: new Date(row.next_attempt_at).toISOString() }));

    it('lists the failed mails and those waiting for a retry, newest first', async () => {
      const { mails: listed } = await call<OutboxAnswer>(hosts.team, { action: 'list' });
      expect(listed.map((mail) => mail.toAddress)).toEqual(['retrying@example.com', 'failed@example.com']);
      expect(listed[1]).toEqual({
        id: ids.failed,
        toAddress: 'failed@example.com',
        template: 'extraPaid',
        about: 'Karim Benali · Dar Mogador',
        status: 'failed',
        attempts: 8,
        lastError: '550 5.1.1 Mailbox unavailable',
        nextAttemptAt: '2026-03-10T10:00:00.000Z',
        createdAt: '2026-03-10T05:00:00.000Z',
      });
      expect(listed[0]).toMatchObject({ template: 'inquiryReceived', about: 'Emma Clarke', attempts: 2 });
    });

    it('puts a failed mail back in line, due now, and it leaves the list', async () => {
      const { mail } = await call<OutboxRetriedAnswer>(hosts.team, { action: 'retry', id: ids.failed });
      expect(mail).toMatchObject({
        id: ids.failed,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: fixedNow.toISOString(),
        lastError: '550 5.1.1 Mailbox unavailable',
      });
      const { mails: listed } = await call<OutboxAnswer>(hosts.team, { action: 'list' });
      expect(listed.map((item) => item.id)).toEqual([ids.retrying]);
      // A mail still retrying may be sent now too.
      await call<OutboxRetriedAnswer>(hosts.team, { action: 'retry', id: ids.retrying });
      expect((await call<OutboxAnswer>(hosts.team, { action: 'list' })).mails).toEqual([]);
    });

    it('leaves a mail being sent or sent alone (409), and an unknown one is a 404', async () => {
      const before = await outbox();
      for (const name of ['sending', 'sent'] as const) {
        const response = await post(hosts.team, { action: 'retry', id: ids[name] });
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ error: notRetryableMessage, code: 'not_retryable' });
      }
      const unknown = await post(hosts.team, { action: 'retry', id: crypto.randomUUID() });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: mailNotFoundMessage, code: 'not_found' });
      expect(await outbox()).toEqual(before);
    });

    it('refuses owners with team_only, and RLS gives them nothing to read or change', async () => {
      const before = await outbox();
      for (const body of [{ action: 'list' }, { action: 'retry', id: ids.failed }]) {
        const response = await post(hosts.owner, body);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: outboxTeamOnlyMessage, code: 'team_only' });
      }
      const direct = await asUser(test.db, hosts.owner, async (tx) => ({
        read: (await tx.query('SELECT id, to_address FROM mail_outbox')).rows,
        moved: (await tx.query(`UPDATE mail_outbox SET status = 'pending', attempts = 0 RETURNING id`)).rows,
      }));
      expect(direct).toEqual({ read: [], moved: [] });
      expect(await outbox()).toEqual(before);
    });

    it('lets even the team change nothing else: a sent mail, other columns, another state', async () => {
      const before = await outbox();
      const attempt = (sql: string) =>
        asUser(test.db, hosts.team, async (tx) => (await tx.query(sql)).rows).then(
          (rows) => ({ rows }),
          (error: Error) => ({ error: error.message }),
        );
      // RLS: a sent mail is no row to update.
      expect(
        await attempt(
          `UPDATE mail_outbox SET status = 'pending', attempts = 0 WHERE to_address = 'sent@example.com' RETURNING id`,
        ),
      ).toEqual({ rows: [] });
      // The policy's check: only back to pending with its attempts from zero.
      expect(
        await attempt(`UPDATE mail_outbox SET status = 'sent' WHERE status = 'failed' RETURNING id`),
      ).toHaveProperty('error');
      // The grant: no other column.
      expect(
        await attempt(`UPDATE mail_outbox SET to_address = 'x@example.com' RETURNING id`),
      ).toHaveProperty('error');
      expect(await attempt('DELETE FROM mail_outbox RETURNING id')).toHaveProperty('error');
      expect(await outbox()).toEqual(before);
    });

    it('refuses bad requests with a 400', async () => {
      for (const body of [
        {},
        { action: 'retry' },
        { action: 'retry', id: 'm1' },
        { action: 'list', id: ids.failed },
        '{',
      ]) {
        const response = await post(hosts.team, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await response.json()).code).toBe('invalid_request');
      }
    });

    it('never answers 5xx to fuzzed requests', { timeout: 120_000 }, async () => {
      const tokens = [await accessToken(hosts.team), await accessToken(hosts.owner)];
      const body = withExtras(
        fc.record(
          {
            action: fc.oneof(fc.constantFrom('list', 'retry'), fuzzString),
            id: fc.oneof(fc.constantFrom(...Object.values(ids)), fc.uuid(), fuzzString),
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
