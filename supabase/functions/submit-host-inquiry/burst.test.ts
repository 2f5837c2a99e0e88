/**
 * Issue 41, finding 8, on both databases: 50 inquiries from 50 addresses were all accepted, each
 * with a team notification and a mail. Now every inquiry is still stored, but within an hour only
 * the first `inquiryHourlyCap` (default 20) tell the team one by one; past it the team gets one
 * notice and one mail for the burst, whose notification counts what came past the cap. Sent all at
 * once: exactly the cap's number of notices plus one. The next hour starts again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { renderMail } from '../_shared/mail-texts.ts';
import { mailLanguages } from '../_shared/mail-texts-words.ts';
import { serverDefaults } from '../_shared/server-config.ts';
import { handler as hostNotifications } from '../host-notifications/handler.ts';
import { handler } from './handler.ts';

const inquiry = (index: number) => ({
  fullName: `Sender ${index}`,
  email: `sender${index}@example.com`,
  propertyLocation: 'Essaouira',
  message: 'A flat by the sea.',
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`the hourly cap on inquiry notices on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-messages": true}'`,
      );
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM host_notifications WHERE event_key IS NOT NULL');
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query('DELETE FROM inquiries');
      await test.db.query("DELETE FROM rate_limit_counters WHERE bucket LIKE 'inquiries-per-hour:%'");
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const submit = (body: unknown, at = fixedNow, cap?: number) =>
      handler(
        postJson(body),
        testDeps(test.db, {
          clientAddress: `198.51.100.${++address % 250}`,
          now: () => at,
          config: testConfig(cap === undefined ? {} : { inquiryHourlyCap: cap }),
        }),
      );
    const counts = async () => {
      const { rows } = await test.db.query<{ what: string; n: number }>(
        `SELECT 'inquiries' AS what, count(*)::int AS n FROM inquiries
         UNION ALL SELECT 'notices', count(*)::int FROM host_notifications WHERE event_key LIKE 'inquiry:%'
         UNION ALL SELECT 'burstNotices', count(*)::int FROM host_notifications WHERE event_key LIKE 'inquiry-burst:%'
         UNION ALL SELECT 'mails', count(*)::int FROM mail_outbox WHERE template = 'inquiryReceived'
         UNION ALL SELECT 'burstMails', count(*)::int FROM mail_outbox WHERE template = 'inquiryBurst'`,
      );
      return Object.fromEntries(rows.map((row) => [row.what, row.n]));
    };

    it('stores 50 parallel inquiries from 50 addresses, and tells the team of 20 and of the burst once', async () => {
      expect(serverDefaults.inquiryHourlyCap).toBe(20);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => submit({ inquiry: inquiry(index) })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
      expect(await counts()).toEqual({
        inquiries: 50,
        notices: 20,
        burstNotices: 1,
        mails: 20,
        burstMails: 1,
      });
      const burst = await test.db.query<{
        host_id: string;
        message_params: Record<string, number>;
        link: string;
      }>(
        "SELECT host_id, message_params, link FROM host_notifications WHERE event_key LIKE 'inquiry-burst:%'",
      );
      expect(burst.rows).toEqual([
        { host_id: ids.team, message_params: { cap: 20, more: 30 }, link: '/host/inquiries' },
      ]);
      // The team's bell names it in their language (key and figures), with the inquiries' link.
      const inbox = await hostNotifications(
        hostRequest({ action: 'list' }, await accessToken(ids.team)),
        testDeps(test.db),
      );
      const items = (await inbox.json()).notifications as { messageKey: string; messageParams: object }[];
      expect(items.filter((item) => item.messageKey === 'inquiryBurst')).toEqual([
        expect.objectContaining({ messageParams: { cap: 20, more: 30 }, link: '/host/inquiries' }),
      ]);
      expect(items.filter((item) => item.messageKey === 'inquiryReceived')).toHaveLength(20);
    });

    it('keeps the cap set in ServerConfig, and starts again the next hour', async () => {
      for (let index = 0; index < 5; index += 1)
        expect((await submit({ inquiry: inquiry(index) }, fixedNow, 3)).status).toBe(201);
      expect(await counts()).toEqual({ inquiries: 5, notices: 3, burstNotices: 1, mails: 3, burstMails: 1 });
      const later = new Date(fixedNow.getTime() + 61 * 60_000);
      expect((await submit({ inquiry: inquiry(9) }, later, 3)).status).toBe(201);
      expect(await counts()).toEqual({ inquiries: 6, notices: 4, burstNotices: 1, mails: 4, burstMails: 1 });
    });

    it('counts a resent inquiry once', async () => {
      const body = { inquiry: inquiry(1), clientReference: crypto.randomUUID() };
      await Promise.all(Array.from({ length: 4 }, () => submit(body, fixedNow, 1)));
      await submit(body, fixedNow, 1);
      expect(await counts()).toEqual({ inquiries: 1, notices: 1, burstNotices: 0, mails: 1, burstMails: 0 });
    });

    it('writes the burst mail in every language, with the cap and the link to Inquiries', () => {
      for (const language of mailLanguages) {
        const mail = renderMail(
          'inquiryBurst',
          language,
          { cap: 20, windowStartedAt: fixedNow.toISOString() },
          {
            siteUrl: 'https://stays.rihla.example',
          },
        );
        expect(mail.subject, language).toMatch(/20/);
        expect(mail.text, language).toContain('https://stays.rihla.example/host/inquiries\n');
        expect(mail.html, language).toContain('href="https://stays.rihla.example/host/inquiries"');
      }
    });
  });
}
