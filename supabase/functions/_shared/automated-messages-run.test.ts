/**
 * The scheduler's round of automated messages on both databases (issue 45): over a whole stay each
 * event is sent once, at its time, as a message from "Rihla" in the thread, a mail with the
 * personal link and a push to the guest's device; a booking made late gets only what is still to
 * come and its confirmation; a cancelled booking nothing more; an event the property turned off is
 * not sent; a language without a text is sent in English and logged so; three schedulers at once,
 * a second database connection (a restart) and a round killed after its claim never send twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
} from '../../test-support/databases.ts';
import { runAutomatedMessages } from './automated-messages-run.ts';
import { openPostgres } from './database-postgres.ts';

const config = testConfig();

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`automated messages' round on ${kind}`, () => {
    let test: SeededDatabase;
    let propertyId = '';
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      propertyId = (
        await test.db.query<{ property_id: string }>('SELECT property_id FROM bookings WHERE id = $1', [
          test.benaliId,
        ])
      ).rows[0]!.property_id;
      await test.db.query(
        `UPDATE properties SET time_zone = 'Africa/Casablanca', check_in_time = '15:00', check_out_time = '11:00',
                code_release_hours = 48, code_requires_checkin = false WHERE id = $1`,
        [propertyId],
      );
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM property_automated_messages');
    });

    let year = 2030;
    /** A booking in a year of its own (no overlap, and alone in the round's window). */
    const newBooking = async (fields: {
      checkIn: string;
      checkOut: string;
      createdAt: string;
      email?: string | null;
      doorCode?: string | null;
    }) => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, smart_lock_code,
                               check_in_date, check_out_date, created_at)
         VALUES ($1, 'Sofia', 'Rossi', $2, $3, $4, $5, $6) RETURNING id`,
        [
          propertyId,
          fields.email === undefined ? 'sofia@example.com' : fields.email,
          fields.doorCode === undefined ? '482913' : fields.doorCode,
          fields.checkIn,
          fields.checkOut,
          fields.createdAt,
        ],
      );
      return rows[0]!.id;
    };
    const nextYear = () => ++year;
    const logOf = async (bookingId: string) =>
      (
        await test.db.query<{
          event: string;
          sent_at: Date;
          language: string;
          fell_back_to_english: boolean;
          channels: string[];
        }>(
          'SELECT event, sent_at, language, fell_back_to_english, channels FROM automated_message_log WHERE booking_id = $1 ORDER BY sent_at, event',
          [bookingId],
        )
      ).rows;
    const eventsOf = async (bookingId: string) => (await logOf(bookingId)).map((row) => row.event);
    const threadOf = async (bookingId: string) =>
      (
        await test.db.query<{
          text: string;
          author_name: string;
          author_role: string;
          author_id: string | null;
          automated_event: string;
        }>(
          'SELECT text, author_name, author_role, author_id, automated_event FROM booking_messages WHERE booking_id = $1 ORDER BY seq',
          [bookingId],
        )
      ).rows;
    const mailsOf = async (bookingId: string) =>
      (
        await test.db.query<{
          event_key: string;
          template: string;
          language: string;
          params: Record<string, string>;
        }>(
          `SELECT event_key, template, language, params FROM mail_outbox WHERE params->>'bookingId' = $1 ORDER BY created_at, event_key`,
          [bookingId],
        )
      ).rows;
    const run = (now: string) => runAutomatedMessages(test.db, config, { now: new Date(now) });

    it('sends each event once, at its local time, by message, mail and push', async () => {
      const y = nextYear();
      const id = await newBooking({
        checkIn: `${y}-06-10`,
        checkOut: `${y}-06-14`,
        createdAt: `${y}-05-01T10:00:00Z`,
      });
      await test.db.query(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, booking_id, language)
         VALUES ($1, $2, $3, $4, 'en')`,
        [`https://push.example/${id}`, 'B'.repeat(87), 'a'.repeat(22), id],
      );
      // Summer in Casablanca: UTC+1. Each time twice, and just before each time: nothing early.
      const timeline: [string, string[]][] = [
        [`${y}-05-01T10:01:00Z`, ['booking_confirmed']],
        [`${y}-06-07T08:59:00Z`, []],
        [`${y}-06-07T09:00:00Z`, ['before_arrival']],
        [`${y}-06-08T14:00:00Z`, ['door_code_released']],
        [`${y}-06-10T07:59:00Z`, []],
        [`${y}-06-10T08:00:00Z`, ['arrival_morning']],
        [`${y}-06-14T07:00:00Z`, ['checkout_morning']],
        [`${y}-06-15T09:00:00Z`, ['after_checkout']],
      ];
      const seen: string[] = [];
      for (const [now, expected] of timeline) {
        await run(now);
        await run(now);
        seen.push(...expected);
        expect(await eventsOf(id), now).toEqual(seen);
      }
      const log = await logOf(id);
      expect(log.map((row) => row.channels)).toEqual(log.map(() => ['message', 'email', 'push']));
      expect(new Date(log[2]!.sent_at).toISOString()).toBe(`${y}-06-08T14:00:00.000Z`);
      const thread = await threadOf(id);
      expect(thread.map((message) => message.automated_event)).toEqual(seen);
      expect(
        thread.every((m) => m.author_name === 'Rihla' && m.author_role === 'team' && m.author_id === null),
      ).toBe(true);
      expect(thread[0]!.text).toContain('Hello Sofia,\nYour stay at Riad');
      const mails = await mailsOf(id);
      expect(mails.map((mail) => mail.event_key)).toEqual(seen.map((event) => `automated:${id}:${event}`));
      const link = /https:\/\/stays\.rihla\.example\/s\/[A-Za-z0-9_-]{43}/.exec(thread[0]!.text)?.[0];
      expect(link).toBeDefined();
      expect(mails[0]).toMatchObject({ template: 'automatedMessage', language: 'en', params: { url: link } });
      const pushes = await test.db.query<{ event_key: string; kind: string }>(
        `SELECT o.event_key, o.kind FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
          WHERE s.booking_id = $1 ORDER BY o.created_at`,
        [id],
      );
      expect(pushes.rows).toHaveLength(6);
      expect(new Set(pushes.rows.map((row) => row.kind))).toEqual(new Set(['hostReply']));
    });

    it('skips what was past when a booking is made late, except the confirmation', async () => {
      const y = nextYear();
      // Made on the arrival day at 11:30 in Casablanca: the reminder, the code and the morning are past.
      const id = await newBooking({
        checkIn: `${y}-07-10`,
        checkOut: `${y}-07-12`,
        createdAt: `${y}-07-10T10:30:00Z`,
      });
      for (const now of [
        `${y}-07-10T10:31:00Z`,
        `${y}-07-10T23:00:00Z`,
        `${y}-07-12T07:30:00Z`,
        `${y}-07-13T09:30:00Z`,
      ]) {
        await run(now);
      }
      expect(await eventsOf(id)).toEqual(['booking_confirmed', 'checkout_morning', 'after_checkout']);
    });

    it('sends nothing more once the booking is cancelled, and nothing the property turned off', async () => {
      const y = nextYear();
      const id = await newBooking({
        checkIn: `${y}-03-10`,
        checkOut: `${y}-03-12`,
        createdAt: `${y}-02-01T10:00:00Z`,
      });
      await run(`${y}-02-01T10:05:00Z`);
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
      for (const now of [`${y}-03-07T10:00:00Z`, `${y}-03-10T09:30:00Z`, `${y}-03-13T10:30:00Z`])
        await run(now);
      expect(await eventsOf(id)).toEqual(['booking_confirmed']);

      const other = await newBooking({
        checkIn: `${y}-05-10`,
        checkOut: `${y}-05-12`,
        createdAt: `${y}-04-01T10:00:00Z`,
      });
      await test.db.query(
        `INSERT INTO property_automated_messages (property_id, enabled_events)
         VALUES ($1, ARRAY['booking_confirmed', 'checkout_morning'])`,
        [propertyId],
      );
      for (const now of [
        `${y}-04-01T10:05:00Z`,
        `${y}-05-07T10:00:00Z`,
        `${y}-05-10T09:30:00Z`,
        `${y}-05-12T07:30:00Z`,
        `${y}-05-13T10:30:00Z`,
      ]) {
        await run(now);
      }
      expect(await eventsOf(other)).toEqual(['booking_confirmed', 'checkout_morning']);
    });

    it('writes in the guest’s language, and in English, logged as a fallback, when it has no text', async () => {
      const y = nextYear();
      const id = await newBooking({
        checkIn: `${y}-06-10`,
        checkOut: `${y}-06-14`,
        createdAt: `${y}-05-01T10:00:00Z`,
      });
      await test.db.query(
        `INSERT INTO booking_messages (booking_id, client_id, sender, author_role, author_name, text, language)
         VALUES ($1, gen_random_uuid(), 'guest', 'guest', 'Sofia', 'Bonjour !', 'fr')`,
        [id],
      );
      await run(`${y}-05-01T10:01:00Z`);
      await test.db.query(
        `UPDATE message_templates SET subject = NULL, text = NULL, is_default = false WHERE event = 'before_arrival' AND language = 'fr'`,
      );
      try {
        await run(`${y}-06-07T09:00:00Z`);
      } finally {
        await test.db.query(
          `UPDATE message_templates SET subject = 'x', text = 'x', is_default = true WHERE event = 'before_arrival' AND language = 'fr'`,
        );
      }
      const log = await logOf(id);
      expect(
        log.map(({ event, language, fell_back_to_english }) => ({ event, language, fell_back_to_english })),
      ).toEqual([
        { event: 'booking_confirmed', language: 'fr', fell_back_to_english: false },
        { event: 'before_arrival', language: 'en', fell_back_to_english: true },
      ]);
      const thread = (await threadOf(id)).filter((message) => message.automated_event);
      expect(thread[0]!.text).toContain('Bonjour Sofia,\nVotre séjour à');
      expect(thread[1]!.text).toContain('Check in online now');
      expect((await mailsOf(id)).map((mail) => mail.language)).toEqual(['fr', 'en']);
    });

    it('never sends twice: three schedulers at once, a restart, a round killed after its claim', async () => {
      const y = nextYear();
      const ids: string[] = [];
      for (let index = 0; index < 12; index++) {
        const day = String(1 + index * 2).padStart(2, '0');
        ids.push(
          await newBooking({
            checkIn: `${y}-09-${day}`,
            checkOut: `${y}-09-${String(2 + index * 2).padStart(2, '0')}`,
            createdAt: `${y}-07-30T10:00:00Z`,
          }),
        );
      }
      // A round killed after its claim: the claim goes with its transaction.
      await expect(
        test.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO automated_message_log (booking_id, event, sent_at, language) VALUES ($1, 'booking_confirmed', now(), 'en')`,
            [ids[0]],
          );
          throw new Error('killed');
        }),
      ).rejects.toThrow('killed');
      const now = `${y}-07-31T09:00:00Z`;
      const reports = await Promise.all([run(now), run(now), run(now)]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
      // A restarted scheduler (for PostgreSQL: a new pool, as a new process has) finds them all sent.
      const again =
        kind === 'postgres' && test.url
          ? await (async () => {
              const other = openPostgres(test.url!);
              try {
                return await runAutomatedMessages(other, config, { now: new Date(now) });
              } finally {
                await other.close();
              }
            })()
          : await run(now);
      expect(again.sent).toBe(0);
      for (const id of ids) {
        expect(await eventsOf(id)).toEqual(['booking_confirmed']);
        expect((await threadOf(id)).filter((message) => message.automated_event)).toHaveLength(1);
        expect(await mailsOf(id)).toHaveLength(1);
      }
    });
  });
}
