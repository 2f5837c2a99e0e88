/**
 * mail-outbox-deliver (Supabase's pg_cron caller) on both databases, against a real SMTP server:
 * it answers only with the secret and an SMTP_URL, delivers an outbox row with its subject, the
 * flight number and its Message-ID; a server that refuses the recipient (550) leaves the mail
 * pending with back-off, then failed after the last attempt, its error kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { type MailCatcher, startMailCatcher } from '../../test-support/mail-catcher.ts';
import { enqueueMail, retryDelaySeconds } from '../_shared/mail-outbox.ts';
import type { MailTemplateParams } from '../_shared/mail-templates.ts';
import { handler } from './handler.ts';

const secret = 'cron-secret-for-the-tests-0123456789';
const t0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 10 * 60_000);

const params: MailTemplateParams['extraPaid'] = {
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  guestName: 'Amina Benali',
  guestPhone: '+212600111222',
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
      details: {
        direction: 'arrival',
        flightNumber: 'AT 800',
        flightDate: '2026-03-12',
        flightTime: '14:30',
      },
    },
  ],
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`mail-outbox-deliver on ${kind}`, () => {
    let test: TestDatabase;
    let smtp: MailCatcher;
    beforeAll(async () => {
      [test, smtp] = await Promise.all([openTestDatabase(kind), startMailCatcher()]);
    });
    afterAll(async () => {
      await Promise.all([test?.close(), smtp?.close()]);
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM mail_outbox');
      smtp.messages.length = 0;
      smtp.refuse = null;
    });

    const call = (
      headers: Record<string, string>,
      options: { cronSecret?: string | null; smtpUrl?: string | null; now?: Date } = {},
    ) =>
      handler(
        new Request('https://fn.rihla.example/', { method: 'POST', headers }),
        testDeps(test.db, {
          now: () => options.now ?? t0,
          config: testConfig({
            cronSecret: options.cronSecret === null ? undefined : (options.cronSecret ?? secret),
            smtpUrl: options.smtpUrl === null ? undefined : (options.smtpUrl ?? smtp.url),
            mailFrom: 'Rihla <no-reply@rihla.example>',
          }),
        }),
      );

    const enqueue = (language: string) =>
      test.db.transaction((tx) =>
        enqueueMail(tx, {
          eventKey: 'extra-paid:order-1',
          hostId: null,
          toAddress: 'owner@example.com',
          language,
          template: 'extraPaid',
          params,
        }),
      );

    const row = async () =>
      (
        await test.db.query<{
          status: string;
          attempts: number;
          next_attempt_at: Date;
          last_error: string | null;
        }>('SELECT status, attempts, next_attempt_at, last_error FROM mail_outbox')
      ).rows[0];

    it('answers only the scheduler with the secret, and only with an SMTP server to send to', async () => {
      await enqueue('en');
      expect((await call({}, { cronSecret: null })).status).toBe(503);
      expect((await call({})).status).toBe(401);
      expect((await call({ 'X-Cron-Secret': `${secret}x` })).status).toBe(401);
      const unconfigured = await call({ 'X-Cron-Secret': secret }, { smtpUrl: null });
      expect(unconfigured.status).toBe(503);
      expect(await unconfigured.json()).toMatchObject({ code: 'not_configured' });
      expect((await call({ 'X-Cron-Secret': secret }, {})).status).toBe(200);
      expect(
        (await handler(new Request('https://fn.rihla.example/', { method: 'GET' }), testDeps(test.db)))
          .status,
      ).toBe(405);
    });

    it('delivers an outbox row over SMTP with its subject, the flight and its Message-ID', async () => {
      await enqueue('fr');
      const response = await call({ 'X-Cron-Secret': secret });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
      const { rows } = await test.db.query<{ message_id: string; status: string }>(
        'SELECT message_id, status FROM mail_outbox',
      );
      expect(rows[0]?.status).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.subject).toBe('Extras payés : Amina Benali, Riad Yasmine (12 mars 2026 – 17 mars 2026)');
      expect(mail?.messageId).toBe(rows[0]?.message_id);
      expect(mail?.body).toContain('AT 800');
      expect(mail?.body).toContain('https://stays.rihla.example/host/guests?booking=');
      expect(mail?.headers.get('to')).toBe('owner@example.com');
      // Sent: the next call sends nothing again.
      expect(await (await call({ 'X-Cron-Secret': secret })).json()).toMatchObject({ claimed: 0 });
      expect(smtp.messages).toHaveLength(1);
    });

    it('a refusing server (550): pending with back-off, then failed after the last attempt', async () => {
      await enqueue('en');
      smtp.refuse = 'mailbox unavailable';
      let clock = t0.getTime();
      for (let attempt = 1; attempt <= 6; attempt++) {
        const report = await (await call({ 'X-Cron-Secret': secret }, { now: new Date(clock) })).json();
        const after = await row();
        expect(after?.attempts).toBe(attempt);
        expect(after?.last_error).toMatch(/550.*mailbox unavailable/);
        if (attempt < 6) {
          expect(report).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
          expect(after?.status).toBe('pending');
          expect(after?.next_attempt_at.getTime()).toBe(clock + retryDelaySeconds(attempt) * 1000);
          // Before the back-off is over nothing is tried.
          const early = await call({ 'X-Cron-Secret': secret }, { now: new Date(clock + 1000) });
          expect(await early.json()).toMatchObject({ claimed: 0 });
          clock += retryDelaySeconds(attempt) * 1000;
        } else {
          expect(report).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });
          expect(after?.status).toBe('failed');
        }
      }
      expect(smtp.messages).toEqual([]);
    });
  });
}
