/**
 * A work-with-us inquiry reaches the team (issue 30), on both databases: each team member gets one
 * notification and one mail, in the same transaction as the inquiry, and a resend of the same
 * inquiry (the offline outbox retrying, also at once) adds nothing. Owners are not told.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { handler as hostNotifications } from '../host-notifications/handler.ts';
import { handler } from './handler.ts';

const inquiry = {
  fullName: 'Youssef El Amrani',
  email: 'youssef@example.com',
  phone: '+212 661 234 567',
  propertyLocation: 'Essaouira, near the ramparts',
  message: 'A sea-view apartment, three rooms.',
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`inquiries reach the team through submit-host-inquiry on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let address = 0;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM host_notifications WHERE event_key IS NOT NULL');
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-messages": true}'`,
      );
    });
    afterAll(async () => {
      await test?.close();
    });

    const submit = (body: unknown) =>
      handler(postJson(body), testDeps(test.db, { clientAddress: `192.0.2.${++address}` }));
    const notices = async () =>
      (
        await test.db.query<{ host_id: string; kind: string; link: string; message: string }>(
          "SELECT host_id, kind, link, message FROM host_notifications WHERE event_key LIKE 'inquiry:%'",
        )
      ).rows;
    const mails = async () =>
      (
        await test.db.query<{ to_address: string; template: string; params: Record<string, unknown> }>(
          'SELECT to_address, template, params FROM mail_outbox ORDER BY to_address',
        )
      ).rows;

    it('tells the team, once each, in-app and by mail, and no owner', async () => {
      const response = await submit({ inquiry, language: 'fr' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await notices()).toEqual([
        {
          host_id: ids.team,
          kind: 'message',
          link: `/host/inquiries?id=${id}`,
          message: 'New work-with-us inquiry from Youssef El Amrani: Essaouira, near the ramparts.',
        },
      ]);
      expect(await mails()).toEqual([
        {
          to_address: 'team@rihla.example',
          template: 'inquiryReceived',
          params: {
            inquiryId: id,
            fullName: inquiry.fullName,
            email: inquiry.email,
            phone: inquiry.phone,
            propertyLocation: inquiry.propertyLocation,
            message: inquiry.message,
            language: 'fr',
          },
        },
      ]);
      const inbox = await hostNotifications(
        hostRequest({ action: 'list' }, await accessToken(ids.team)),
        testDeps(test.db),
      );
      const items = (await inbox.json()).notifications as { messageKey: string; link: string }[];
      expect(items.filter((item) => item.messageKey === 'inquiryReceived')).toEqual([
        expect.objectContaining({ link: `/host/inquiries?id=${id}` }),
      ]);
    });

    it('adds nothing when the same inquiry is sent again, even several times at once', async () => {
      const body = { inquiry, clientReference: crypto.randomUUID() };
      const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body)));
      expect(new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id))).size).toBe(
        1,
      );
      await submit(body);
      expect(await notices()).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });

    it('notifies but does not mail a team member who switched message mails off', async () => {
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-messages": false}' WHERE id = $1`,
        [ids.team],
      );
      expect((await submit({ inquiry })).status).toBe(201);
      expect(await notices()).toHaveLength(1);
      expect(await mails()).toEqual([]);
    });
  });
}
