/**
 * host-automated-messages on both databases (issue 45), as the caller under Row Level Security:
 * every host reads the templates, only the team saves them (an owner: 403 team_only), with the
 * placeholders checked, English never emptied, and Rihla's text back on reset; the preview in each
 * language, English (flagged) for a language without a text; an owner reads their property's
 * settings and their booking's log and what comes next, another owner gets 404 for both; only the
 * team saves a property's settings, the review link an https:// address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { automatedMessageDefaults } from '../_shared/automated-message-defaults.ts';
import { runAutomatedMessages } from '../_shared/automated-messages-run.ts';
import { handler } from './handler.ts';

const now = new Date('2034-05-01T10:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-automated-messages on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let propertyId = '';
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      propertyId = (
        await test.db.query<{ property_id: string }>('SELECT property_id FROM bookings WHERE id = $1', [
          test.benaliId,
        ])
      ).rows[0]!.property_id;
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: Record<string, unknown>) => {
      const response = await handler(
        hostRequest(body, await accessToken(userId, { now })),
        testDeps(test.db, { now: () => now }),
      );
      return { status: response.status, body: await response.json() };
    };

    it('lets every host read the templates, and only the team save them', async () => {
      const read = await call(ids.owner, { action: 'templates' });
      expect(read.status).toBe(200);
      expect(read.body.templates.map((t: { event: string }) => t.event)).toEqual([
        'booking_confirmed',
        'before_arrival',
        'door_code_released',
        'arrival_morning',
        'checkout_morning',
        'after_checkout',
      ]);
      expect(read.body.templates[3].languages[1]).toMatchObject({
        language: 'fr',
        text: automatedMessageDefaults.arrival_morning.fr.text,
        isDefault: true,
      });
      expect(read.body.placeholders).toContain('reviewLink');
      const save = {
        action: 'save-template',
        event: 'arrival_morning',
        language: 'fr',
        subject: 'Bienvenue',
        text: 'Bonjour {firstName} !',
      };
      expect(await call(ids.owner, save)).toMatchObject({ status: 403, body: { code: 'team_only' } });
      expect(await call(ids.owner, { ...save, text: 'Bonjour {prenom}' })).toMatchObject({
        status: 403,
        body: { code: 'team_only' },
      });
      const saved = await call(ids.team, save);
      expect(saved.status).toBe(200);
      expect(saved.body.languages[1]).toMatchObject({
        text: 'Bonjour {firstName} !',
        isDefault: false,
        updatedAt: now.toISOString(),
      });
      expect(await call(ids.team, { ...save, text: 'Bonjour {prenom}' })).toMatchObject({
        status: 400,
        body: { code: 'unknown_placeholder' },
      });
      expect(await call(ids.team, { ...save, language: 'en', subject: null, text: null })).toMatchObject({
        status: 400,
        body: { code: 'english_required' },
      });
      const reset = await call(ids.team, { ...save, reset: true });
      expect(reset.body.languages[1]).toMatchObject({
        subject: automatedMessageDefaults.arrival_morning.fr.subject,
        text: automatedMessageDefaults.arrival_morning.fr.text,
        isDefault: true,
      });
    });

    it('previews a language, and English flagged when the language has no text', async () => {
      const es = await call(ids.owner, {
        action: 'preview',
        event: 'after_checkout',
        language: 'es',
        propertyId,
      });
      expect(es.status).toBe(200);
      expect(es.body).toMatchObject({ language: 'es', fellBackToEnglish: false });
      expect(es.body.text).toContain('Hola Amina:');
      await call(ids.team, {
        action: 'save-template',
        event: 'after_checkout',
        language: 'ar',
        subject: null,
        text: null,
      });
      const ar = await call(ids.team, { action: 'preview', event: 'after_checkout', language: 'ar' });
      expect(ar.body).toMatchObject({ language: 'en', fellBackToEnglish: true });
      // The sample stay has a review link; unsaved text is previewed in place of the stored one.
      expect(ar.body.text).toContain('https://g.page/r/riad-yasmine/review');
      const draft = await call(ids.team, {
        action: 'preview',
        event: 'after_checkout',
        language: 'ar',
        subject: null,
        text: 'شكرًا {firstName}',
      });
      expect(draft.body).toMatchObject({ text: 'شكرًا Amina', language: 'ar', fellBackToEnglish: false });
      expect(
        (await call(ids.team, { action: 'preview', event: 'after_checkout', language: 'ar', text: '{code}' }))
          .body.code,
      ).toBe('unknown_placeholder');
      expect(
        (await call(ids.owner2, { action: 'preview', event: 'after_checkout', language: 'en', propertyId }))
          .status,
      ).toBe(404);
      await call(ids.team, {
        action: 'save-template',
        event: 'after_checkout',
        language: 'ar',
        subject: null,
        text: null,
        reset: true,
      });
    });

    it('shows an owner their property’s settings, another owner a 404; only the team saves them', async () => {
      expect(await call(ids.owner, { action: 'property-settings', propertyId })).toEqual({
        status: 200,
        body: {
          propertyId,
          enabled: [
            'booking_confirmed',
            'before_arrival',
            'door_code_released',
            'arrival_morning',
            'checkout_morning',
            'after_checkout',
          ],
          daysBeforeArrival: 3,
          reviewUrl: null,
        },
      });
      expect((await call(ids.owner2, { action: 'property-settings', propertyId })).body.code).toBe(
        'not_found',
      );
      const settings = {
        action: 'save-property-settings',
        propertyId,
        enabled: ['after_checkout', 'booking_confirmed'],
        daysBeforeArrival: 5,
        reviewUrl: 'https://g.page/r/riad/review',
      };
      expect((await call(ids.owner, settings)).body.code).toBe('team_only');
      expect((await call(ids.team, { ...settings, reviewUrl: 'http://example.com' })).body.code).toBe(
        'invalid_review_url',
      );
      const saved = await call(ids.team, settings);
      expect(saved.body).toEqual({
        propertyId,
        enabled: ['booking_confirmed', 'after_checkout'],
        daysBeforeArrival: 5,
        reviewUrl: 'https://g.page/r/riad/review',
      });
      expect((await call(ids.owner, { action: 'property-settings', propertyId })).body).toEqual(saved.body);
      await test.db.query('DELETE FROM property_automated_messages');
    });

    it('shows the owner what their booking was sent and what comes next; another owner a 404', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date, created_at)
         VALUES ($1, 'Sofia', 'Rossi', 'sofia@example.com', '2034-06-10', '2034-06-14', '2034-05-01T09:00:00Z') RETURNING id`,
        [propertyId],
      );
      const bookingId = rows[0]!.id;
      await runAutomatedMessages(test.db, testConfig(), { now });
      const log = await call(ids.owner, { action: 'booking-log', bookingId });
      expect(log.status).toBe(200);
      expect(log.body.sent).toEqual([
        {
          event: 'booking_confirmed',
          sentAt: now.toISOString(),
          language: 'en',
          fellBackToEnglish: false,
          channels: ['message', 'email'],
        },
      ]);
      expect(log.body.upcoming.map((item: { event: string }) => item.event)).toEqual([
        'before_arrival',
        'arrival_morning',
        'checkout_morning',
        'after_checkout',
      ]);
      expect(log.body.upcoming[1].dueAt).toBe('2034-06-10T08:00:00.000Z');
      expect((await call(ids.team, { action: 'booking-log', bookingId })).body).toEqual(log.body);
      expect((await call(ids.owner2, { action: 'booking-log', bookingId })).body.code).toBe('not_found');
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      expect((await call(ids.owner, { action: 'booking-log', bookingId })).body.upcoming).toEqual([]);
    });

    it('keeps the tables to Row Level Security: owners read their own log, only the team writes templates', async () => {
      const logged = (userId: string) =>
        asUser(
          test.db,
          userId,
          async (tx) => (await tx.query('SELECT booking_id FROM automated_message_log')).rows.length,
        );
      expect(await logged(ids.owner)).toBeGreaterThan(0);
      expect(await logged(ids.owner2)).toBe(0);
      expect(await logged(ids.team)).toBe(await logged(ids.owner));
      const rename = (userId: string) =>
        asUser(test.db, userId, async (tx) => {
          const { rows } = await tx.query(
            `UPDATE message_templates SET subject = subject WHERE event = 'after_checkout' RETURNING event`,
          );
          return rows.length;
        });
      expect(await rename(ids.owner)).toBe(0);
      expect(await rename(ids.team)).toBe(4);
      const settings = (userId: string) =>
        asUser(test.db, userId, (tx) =>
          tx.query(`INSERT INTO property_automated_messages (property_id) VALUES ($1)`, [propertyId]),
        );
      await expect(settings(ids.owner)).rejects.toThrow(/row-level security/);
    });
  });
}
