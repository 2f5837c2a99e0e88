/**
 * Paid extras and refunds reach the people who act on them (issue 30), on both databases: a signed
 * webhook for Booking A's airport transfer (flight "AT 800") gives the owner and the team one
 * notification and one mail each, however often and however concurrently Stripe delivers it; a
 * refund notifies once and the guest sees the extras as not paid; early check-in and late checkout
 * move the day's cleaning (Cleaners screen) and warn on the dashboard.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testDeps,
} from '../../test-support/databases.ts';
import { withGuestToken } from '../../test-support/guest-tokens.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { sessionEvent, signedRequest } from '../../test-support/webhook-events.ts';
import { handler as createCheckout } from '../create-stripe-checkout-session/handler.ts';
import { handler as findBooking } from '../find-booking-by-details/handler.ts';
import { handler as hostCleaning } from '../host-cleaning/handler.ts';
import { handler as hostDashboard } from '../host-dashboard/handler.ts';
import { handler as hostNotifications } from '../host-notifications/handler.ts';
import { handler } from './handler.ts';

const benaliCheckOut = '2026-03-15';
const earlyCheckIn = { id: 'early_checkin', quantity: 1, details: {} };
const lateCheckout = { id: 'late_checkout', quantity: 1, details: {} };
const tenEuros = { name: 'Extra', description: '', amount: 1000, currency: 'eur', quantity: 1 };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`extras reach people through stripe-webhook on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    beforeEach(async () => {
      await resetOrders(test.db);
      await test.db.query('DELETE FROM host_notifications WHERE event_key IS NOT NULL');
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query(`DELETE FROM cleaning_tasks WHERE schedule_shift IS NOT NULL OR notes = 'test'`);
      await test.db.query("DELETE FROM bookings WHERE guest_last_name = 'Haddou'");
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-bookings": true}'`,
      );
    });
    afterAll(async () => {
      await test?.close();
    });

    const deliver = (request: Request) => handler(request, testDeps(test.db));
    /** Opens Checkout for the selection; the session id and its total. */
    const checkout = async (bookingId: string, selection: unknown[], items: unknown[]) => {
      const response = await createCheckout(
        postJson(await withGuestToken(test.db, { bookingId, items, selectedExtras: selection })),
        testDeps(test.db),
      );
      expect(response.status).toBe(200);
      return (await response.json()).checkoutUrl.split('?')[0].split('/').pop() as string;
    };
    const completed = (id: string, amount: number, extra: Record<string, string> = {}) =>
      sessionEvent('checkout.session.completed', {
        id,
        payment_status: 'paid',
        amount_total: amount,
        ...extra,
      });
    const notifications = async () =>
      (
        await test.db.query<{
          host_id: string;
          kind: string;
          message: string;
          message_key: string;
          link: string;
        }>(
          'SELECT host_id, kind, message, message_key, link FROM host_notifications WHERE event_key IS NOT NULL ORDER BY host_id',
        )
      ).rows;
    const mails = async () =>
      (
        await test.db.query<{
          to_address: string;
          template: string;
          language: string;
          params: Record<string, unknown>;
        }>('SELECT to_address, template, language, params FROM mail_outbox ORDER BY to_address')
      ).rows;
    const expectOneEach = async (template: string) => {
      expect((await notifications()).map((row) => row.host_id).sort()).toEqual([ids.owner, ids.team].sort());
      expect((await mails()).map((row) => [row.to_address, row.template])).toEqual([
        ['host@rihla.example', template],
        ['team@rihla.example', template],
      ]);
    };
    const inbox = async (userId: string) => {
      const response = await hostNotifications(
        hostRequest({ action: 'list' }, await accessToken(userId)),
        testDeps(test.db),
      );
      return (await response.json()).notifications as { message: string; messageKey: string; link: string }[];
    };

    it('tells the owner and the team of a paid airport transfer once each, with the flight number', async () => {
      const session = await checkout(test.benaliId, sampleSelection, sampleItems);
      const response = await deliver(signedRequest(completed(session, 5500)));
      expect((await response.json()).outcome).toBe('paid');
      await expectOneEach('extraPaid');
      for (const userId of [ids.owner, ids.team]) {
        const paid = (await inbox(userId)).filter((item) => item.messageKey === 'extraOrderPaidMore');
        expect(paid).toHaveLength(1);
        const [latest] = paid;
        expect(latest).toMatchObject({
          messageKey: 'extraOrderPaidMore',
          link: `/host/guests?booking=${test.benaliId}`,
        });
        expect(latest?.message).toContain('flight AT 800');
        expect(latest?.message).toContain('Benali stay at Riad Yasmine');
      }
      // Owner2 (Dar Atlas) is not told of another owner's booking.
      expect(await inbox(ids.owner2)).not.toContainEqual(
        expect.objectContaining({ messageKey: 'extraOrderPaidMore' }),
      );
      const [mail] = await mails();
      expect(mail?.params).toMatchObject({
        guestName: 'Benali',
        propertyName: 'Riad Yasmine',
        checkIn: benaliCheckIn,
        total: 5500,
        currency: 'EUR',
      });
      const lines = mail?.params.lines as { extraId: string; details: Record<string, string> }[];
      expect(lines[0]).toMatchObject({
        extraId: 'airport_transfer',
        details: { flightNumber: 'AT 800', flightTime: '14:30' },
      });
    });

    it('adds nothing when the event comes twice, or when events for one order arrive at once', async () => {
      const session = await checkout(test.benaliId, sampleSelection, sampleItems);
      const event = completed(session, 5500);
      const tenAtOnce = await Promise.all(Array.from({ length: 10 }, () => deliver(signedRequest(event))));
      expect(tenAtOnce.map((response) => response.status)).toEqual(Array(10).fill(200));
      const both = await Promise.all([
        deliver(signedRequest(completed(session, 5500))),
        deliver(
          signedRequest(
            sessionEvent('checkout.session.async_payment_succeeded', {
              id: session,
              payment_status: 'paid',
              amount_total: 5500,
            }),
          ),
        ),
      ]);
      expect(both.map((response) => response.status)).toEqual([200, 200]);
      expect((await deliver(signedRequest(event))).status).toBe(200);
      await expectOneEach('extraPaid');
    });

    it('two different events for a new order at once still give one of each', async () => {
      const session = await checkout(test.benaliId, sampleSelection, sampleItems);
      const outcomes = await Promise.all([
        deliver(signedRequest(completed(session, 5500))).then((response) => response.json()),
        deliver(
          signedRequest(
            sessionEvent('checkout.session.async_payment_succeeded', {
              id: session,
              payment_status: 'paid',
              amount_total: 5500,
            }),
          ),
        ).then((response) => response.json()),
      ]);
      expect(outcomes.map((body) => body.outcome).sort()).toEqual(['already_settled', 'paid']);
      await expectOneEach('extraPaid');
    });

    it('notifies but does not mail a recipient who switched booking mails off', async () => {
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-bookings": false}' WHERE id = $1`,
        [ids.owner],
      );
      const session = await checkout(test.benaliId, sampleSelection, sampleItems);
      await deliver(signedRequest(completed(session, 5500)));
      expect((await notifications()).map((row) => row.host_id).sort()).toEqual([ids.owner, ids.team].sort());
      expect((await mails()).map((row) => row.to_address)).toEqual(['team@rihla.example']);
    });

    it('marks the lines refunded on charge.refunded, notifies once, and the guest sees them as not paid', async () => {
      const session = await checkout(test.benaliId, sampleSelection, sampleItems);
      await deliver(signedRequest(completed(session, 5500, { payment_intent: 'pi_notice_refund' })));
      const refund = {
        ...sessionEvent('charge.refunded', { id: 'ch_notice' }),
        data: {
          object: {
            object: 'charge',
            payment_intent: 'pi_notice_refund',
            amount: 5500,
            amount_refunded: 5500,
          },
        },
      };
      const outcomes = await Promise.all([deliver(signedRequest(refund)), deliver(signedRequest(refund))]);
      expect(outcomes.map((response) => response.status)).toEqual([200, 200]);
      const { rows } = await test.db.query<{ payment_status: string }>(
        'SELECT DISTINCT payment_status FROM booking_extras WHERE booking_id_fk = $1 AND order_id IS NOT NULL',
        [test.benaliId],
      );
      expect(rows).toEqual([{ payment_status: 'refunded' }]);
      const refunds = (await notifications()).filter((row) => row.message_key === 'extraRefunded');
      expect(refunds.map((row) => row.host_id).sort()).toEqual([ids.owner, ids.team].sort());
      expect(refunds[0]?.kind).toBe('payment');
      expect(refunds[0]?.message).toMatch(/^Refund of 55\.00 EUR for the Benali stay at Riad Yasmine/);
      expect((await mails()).filter((mail) => mail.template === 'extraRefunded')).toHaveLength(2);

      const guest = await findBooking(
        postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }),
        testDeps(test.db, { clientAddress: '198.51.100.77' }),
      );
      expect(guest.status).toBe(200);
      const extras = (await guest.json()).booking_extras as { extra_id: string; payment_status: string }[];
      expect(extras.filter((extra) => extra.payment_status === 'paid')).toEqual([]);
      // Not paid any more: the guest may buy the transfer again.
      await checkout(test.benaliId, sampleSelection, sampleItems);
    });

    const tasksOn = async (date: string) =>
      (
        await test.db.query<{ time: string | null; schedule_shift: string | null; status: string }>(
          `SELECT to_char(scheduled_time, 'HH24:MI') AS time, schedule_shift, status FROM cleaning_tasks t
            JOIN properties p ON p.id = t.property_id
            WHERE p.name = 'Riad Yasmine' AND t.scheduled_date = $1::date`,
          [date],
        )
      ).rows;
    const dashboard = async (userId: string) =>
      (await (await hostDashboard(hostRequest({}, await accessToken(userId)), testDeps(test.db))).json()) as {
        earlyCheckInWarnings: {
          bookingId: string;
          guestName: string;
          propertyName: string;
          date: string;
          cleaningStatus: string | null;
        }[];
      };

    it('moves the check-in day’s cleaning earlier for an early check-in, and warns until it is done', async () => {
      await test.db.query(
        `INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, notes)
         SELECT id, $1::date, '11:00', 'test' FROM properties WHERE name = 'Riad Yasmine'`,
        [benaliCheckIn],
      );
      expect((await dashboard(ids.owner)).earlyCheckInWarnings).toEqual([]);
      const session = await checkout(test.benaliId, [earlyCheckIn], [tenEuros]);
      await deliver(signedRequest(completed(session, 1000)));
      expect(await tasksOn(benaliCheckIn)).toEqual([
        { time: '09:00', schedule_shift: 'early_check_in', status: 'pending' },
      ]);
      const token = await accessToken(ids.team);
      const list = await (
        await hostCleaning(hostRequest({ action: 'list' }, token), testDeps(test.db))
      ).json();
      const task = list.tasks.find((item: { property: string }) => item.property === 'Riad Yasmine');
      expect(task).toMatchObject({
        scheduledDate: benaliCheckIn,
        scheduledTime: '09:00',
        scheduleShift: 'early_check_in',
      });

      const warning = {
        bookingId: test.benaliId,
        guestName: 'Benali',
        propertyName: 'Riad Yasmine',
        date: benaliCheckIn,
        cleaningStatus: 'pending',
      };
      expect((await dashboard(ids.owner)).earlyCheckInWarnings).toEqual([warning]);
      expect((await dashboard(ids.team)).earlyCheckInWarnings).toEqual([warning]);
      expect((await dashboard(ids.owner2)).earlyCheckInWarnings).toEqual([]);
      await hostCleaning(hostRequest({ action: 'complete', taskId: task.id }, token), testDeps(test.db));
      expect((await dashboard(ids.owner)).earlyCheckInWarnings).toEqual([]);
    });

    it('creates the check-out day’s cleaning after a late checkout, and says both when the next guest comes early', async () => {
      const session = await checkout(test.benaliId, [lateCheckout], [tenEuros]);
      await deliver(signedRequest(completed(session, 1000)));
      expect(await tasksOn(benaliCheckOut)).toEqual([
        { time: '14:00', schedule_shift: 'late_checkout', status: 'pending' },
      ]);

      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT id, 'Haddou', $1::date, $1::date + 3, '1111' FROM properties WHERE name = 'Riad Yasmine' RETURNING id`,
        [benaliCheckOut],
      );
      const next = await checkout(rows[0]!.id, [earlyCheckIn], [tenEuros]);
      await deliver(signedRequest(completed(next, 1000)));
      expect(await tasksOn(benaliCheckOut)).toEqual([
        { time: '14:00', schedule_shift: 'both', status: 'pending' },
      ]);
      expect((await dashboard(ids.owner)).earlyCheckInWarnings).toContainEqual(
        expect.objectContaining({ guestName: 'Haddou', date: benaliCheckOut, cleaningStatus: 'pending' }),
      );
    });
  });
}
