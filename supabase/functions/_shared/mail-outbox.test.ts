/**
 * The outbox sender on both databases: a mail is written once per event and address, delivered once
 * even by two senders at once, retried with back-off, failed for good after the last attempt (its
 * error kept), and taken again with the same Message-ID once a stopped sender's lease has run out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/databases.ts';
import type { Database } from './database.ts';
import { deliverDueMails, enqueueMail, retryDelaySeconds } from './mail-outbox.ts';
import type { MailTemplateParams } from './mail-templates.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

const outboxParams: MailTemplateParams['extraPaid'] = {
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  guestName: 'Amina Benali',
  guestPhone: null,
  propertyName: 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-17',
  orderId: 'order-1',
  total: 3000,
  currency: 'EUR',
  lines: [
    {
      extraId: 'airport_transfer',
      name: 'Airport transfer',
      quantity: 1,
      amount: 3000,
      currency: 'EUR',
      details: { direction: 'arrival', flightNumber: 'AT 800', flightTime: '14:30' },
    },
  ],
};

const siteUrl = 'https://stays.rihla.example';
const from = 'Rihla <no-reply@rihla.example>';
// The rows are due from their writing (next_attempt_at defaults to now()): the tests' clock starts after.
const t0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 10 * 60_000);
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** Records what it sends; fails while `refuse` is set; waits `delayMs` per mail. */
function recordingTransport(options: { delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const state = { refuse: null as string | null };
  const transport: MailTransport = {
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.refuse) throw Object.assign(new Error(state.refuse), { responseCode: 550 });
      sent.push(mail);
    },
  };
  return { transport, sent, state };
}

async function outboxRows(db: Database) {
  const { rows } = await db.query<{
    event_key: string;
    to_address: string;
    status: string;
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
    message_id: string | null;
    sent_at: Date | null;
  }>('SELECT * FROM mail_outbox ORDER BY event_key, to_address');
  return rows;
}

async function enqueue(db: Database, eventKey: string, toAddress: string, language = 'en') {
  return db.transaction((tx) =>
    enqueueMail(tx, {
      eventKey,
      hostId: null,
      toAddress,
      language,
      template: 'extraPaid',
      params: outboxParams,
    }),
  );
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`mail outbox on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM mail_outbox');
    });

    it('writes one row per event and address, however often the event is told', async () => {
      expect(await enqueue(test.db, 'extra-paid:o1', 'owner@example.com')).toBe(true);
      expect(await enqueue(test.db, 'extra-paid:o1', 'owner@example.com')).toBe(false);
      const twice = await Promise.all([
        enqueue(test.db, 'extra-paid:o1', 'team@example.com'),
        enqueue(test.db, 'extra-paid:o1', 'team@example.com'),
      ]);
      expect(twice.filter(Boolean)).toHaveLength(1);
      // An address the outbox cannot take adds nothing and never fails the event.
      expect(await enqueue(test.db, 'extra-paid:o1', 'not an address')).toBe(false);
      expect((await outboxRows(test.db)).map((row) => [row.to_address, row.status])).toEqual([
        ['owner@example.com', 'pending'],
        ['team@example.com', 'pending'],
      ]);
    });

    it('a row written in a transaction that rolls back is never sent', async () => {
      await test.db
        .transaction(async (tx) => {
          await enqueueMail(tx, {
            eventKey: 'extra-paid:lost',
            hostId: null,
            toAddress: 'owner@example.com',
            language: 'fr',
            template: 'extraPaid',
            params: outboxParams,
          });
          throw new Error('the event failed');
        })
        .catch(() => undefined);
      expect(await outboxRows(test.db)).toEqual([]);
    });

    it('delivers each due mail once, in its language, even with two senders at once', async () => {
      for (let index = 0; index < 6; index++) {
        await enqueue(test.db, `extra-paid:o${index}`, 'owner@example.com', index % 2 ? 'fr' : 'en');
      }
      const { transport, sent } = recordingTransport({ delayMs: 20 });
      const options = { now: at(0), siteUrl, from, limit: 4 };
      const reports = await Promise.all([
        deliverDueMails(test.db, transport, options),
        deliverDueMails(test.db, transport, options),
        deliverDueMails(test.db, transport, options),
      ]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(6);
      expect(sent.every((mail) => mail.text.includes('AT 800') && mail.from === from)).toBe(true);
      expect(sent.filter((mail) => mail.subject.startsWith('Extras payés'))).toHaveLength(3);
      const rows = await outboxRows(test.db);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.sent_at)).toBe(true);
      expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(sent.map((mail) => mail.messageId)));
      expect(rows[0]?.message_id).toMatch(/^<[0-9a-f-]{36}@rihla\.example>$/);
      // Nothing left: another round sends nothing.
      expect((await deliverDueMails(test.db, transport, options)).claimed).toBe(0);
    });

    it('retries with back-off, then fails for good with the error kept', async () => {
      await enqueue(test.db, 'extra-paid:refused', 'owner@example.com');
      const { transport, sent, state } = recordingTransport();
      state.refuse = '550 mailbox unavailable';
      const options = { siteUrl, from, maxAttempts: 3 };
      let clock = 0;
      const first = await deliverDueMails(test.db, transport, { ...options, now: at(clock) });
      expect(first).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      let [row] = await outboxRows(test.db);
      expect(row?.status).toBe('pending');
      expect(row?.last_error).toContain('550 mailbox unavailable');
      expect(row?.next_attempt_at.getTime()).toBe(at(retryDelaySeconds(1)).getTime());
      // Not before the back-off is over.
      expect((await deliverDueMails(test.db, transport, { ...options, now: at(59) })).claimed).toBe(0);
      clock = retryDelaySeconds(1);
      expect((await deliverDueMails(test.db, transport, { ...options, now: at(clock) })).retrying).toBe(1);
      [row] = await outboxRows(test.db);
      expect(row?.next_attempt_at.getTime()).toBe(at(clock + retryDelaySeconds(2)).getTime());
      clock += retryDelaySeconds(2);
      expect((await deliverDueMails(test.db, transport, { ...options, now: at(clock) })).failed).toBe(1);
      [row] = await outboxRows(test.db);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
      expect(row?.last_error).toContain('550');
      expect(
        (await deliverDueMails(test.db, transport, { ...options, now: at(clock + 86_400) })).claimed,
      ).toBe(0);
      expect(sent).toEqual([]);
    });

    it('takes a row again after a stopped sender’s lease, with the same Message-ID', async () => {
      await enqueue(test.db, 'extra-paid:stopped', 'owner@example.com');
      // A sender claims the row and never finishes (killed mid-send): its transport hangs.
      const hanging: MailTransport = { send: () => new Promise<void>(() => undefined) };
      void deliverDueMails(test.db, hanging, { now: at(0), siteUrl, from, leaseSeconds: 300 });
      await waitFor(async () => (await outboxRows(test.db))[0]?.status === 'sending');
      const { transport, sent } = recordingTransport();
      // Within the lease: the row is still the first sender's.
      expect((await deliverDueMails(test.db, transport, { now: at(299), siteUrl, from })).claimed).toBe(0);
      const report = await deliverDueMails(test.db, transport, { now: at(300), siteUrl, from });
      expect(report).toMatchObject({ claimed: 1, sent: 1 });
      const [row] = await outboxRows(test.db);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sent.map((mail) => mail.messageId)).toEqual([row?.message_id]);
    });

    it('fails a mail that cannot be written at once', async () => {
      await test.db.query(
        `INSERT INTO mail_outbox (event_key, to_address, template, params) VALUES ('x:1', 'a@example.com', 'noSuchMail', '{}')`,
      );
      const { transport, sent } = recordingTransport();
      expect((await deliverDueMails(test.db, transport, { now: at(0), siteUrl, from })).failed).toBe(1);
      const [row] = await outboxRows(test.db);
      expect(row?.status).toBe('failed');
      expect(row?.last_error).toContain('unknown mail template');
      expect(sent).toEqual([]);
    });
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
