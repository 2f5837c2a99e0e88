import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  linesOf,
  openSeededDatabase,
  postJson,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testDeps,
} from '../../test-support/databases.ts';
import { withGuestToken } from '../../test-support/guest-tokens.ts';
import { sessionEvent, signedRequest } from '../../test-support/webhook-events.ts';
import { handler as createCheckout } from '../create-stripe-checkout-session/handler.ts';
import { handler, invalidSignatureMessage, missingSignatureMessage } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`stripe-webhook on ${kind}`, () => {
    let test: SeededDatabase;
    let sessionId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    beforeEach(async () => {
      await resetOrders(test.db);
      const response = await createCheckout(
        postJson(
          await withGuestToken(test.db, {
            bookingId: test.benaliId,
            items: sampleItems,
            selectedExtras: sampleSelection,
          }),
        ),
        testDeps(test.db),
      );
      sessionId = (await response.json()).checkoutUrl.split('?')[0].split('/').pop();
    });
    afterAll(async () => {
      await test?.close();
    });

    const deliver = (request: Request) => handler(request, testDeps(test.db));
    const statuses = async () => (await linesOf(test.db, test.benaliId)).map((line) => line.payment_status);
    const snapshot = async () =>
      (await test.db.query(`SELECT id, payment_status, updated_at FROM booking_extras ORDER BY id`)).rows;

    it('marks the order paid on checkout.session.completed with payment_status paid', async () => {
      const response = await deliver(
        signedRequest(
          sessionEvent('checkout.session.completed', {
            id: sessionId,
            payment_status: 'paid',
            amount_total: 5500,
          }),
        ),
      );
      expect(response.status).toBe(200);
      expect(await statuses()).toEqual(['paid', 'paid', 'paid']);
      const { rows } = await test.db.query<{ status: string }>(
        'SELECT status FROM extra_orders WHERE checkout_session_id = $1',
        [sessionId],
      );
      expect(rows[0]?.status).toBe('paid');
    });

    it('changes nothing on a second delivery of the same event', async () => {
      const event = sessionEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' });
      await deliver(signedRequest(event));
      const before = await snapshot();
      const again = await deliver(signedRequest(event));
      expect(again.status).toBe(200);
      expect((await again.json()).outcome).toBe('duplicate');
      expect(await snapshot()).toEqual(before);
      const { rows } = await test.db.query(
        'SELECT event_id FROM processed_stripe_events WHERE event_id = $1',
        [event.id],
      );
      expect(rows).toHaveLength(1);
    });

    it('refuses a missing signature, a wrong secret and a tampered body with 400', async () => {
      const event = sessionEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' });
      const unsigned = new Request('https://fn.rihla.example/', {
        method: 'POST',
        body: JSON.stringify(event),
      });
      const missing = await deliver(unsigned);
      expect(missing.status).toBe(400);
      expect((await missing.json()).error).toBe(missingSignatureMessage);

      const wrongSecret = await deliver(signedRequest(event, 'whsec_someone_else'));
      expect(wrongSecret.status).toBe(400);
      expect((await wrongSecret.json()).error).toBe(invalidSignatureMessage);

      const signed = signedRequest(event);
      const tampered = new Request(signed.url, {
        method: 'POST',
        headers: signed.headers,
        body: JSON.stringify({ ...event, id: 'evt_forged' }),
      });
      expect((await deliver(tampered)).status).toBe(400);
      const garbage = new Request(signed.url, {
        method: 'POST',
        headers: { 'Stripe-Signature': 't=1,v1=abc' },
        body: 'x',
      });
      expect((await deliver(garbage)).status).toBe(400);
      expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
    });

    it('leaves an unpaid completion pending, then pays on async_payment_succeeded', async () => {
      await deliver(
        signedRequest(
          sessionEvent('checkout.session.completed', { id: sessionId, payment_status: 'unpaid' }),
        ),
      );
      expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
      await deliver(
        signedRequest(
          sessionEvent('checkout.session.async_payment_succeeded', {
            id: sessionId,
            payment_status: 'paid',
            amount_total: 5500,
          }),
        ),
      );
      expect(await statuses()).toEqual(['paid', 'paid', 'paid']);
    });

    it.each(['checkout.session.expired', 'checkout.session.async_payment_failed'])(
      'releases the lines on %s',
      async (type) => {
        const response = await deliver(signedRequest(sessionEvent(type, { id: sessionId })));
        expect(response.status).toBe(200);
        expect(await statuses()).toEqual(['released', 'released', 'released']);
        const booking = await test.db.query<{ count: string }>(
          "SELECT count(*) AS count FROM booking_extras WHERE booking_id_fk = $1 AND payment_status = 'pending'",
          [test.benaliId],
        );
        expect(Number(booking.rows[0]?.count)).toBe(0);
      },
    );

    it('never un-pays: an expiry delivered after the payment changes nothing', async () => {
      await deliver(
        signedRequest(
          sessionEvent('checkout.session.completed', {
            id: sessionId,
            payment_status: 'paid',
            amount_total: 5500,
          }),
        ),
      );
      const before = await snapshot();
      await deliver(signedRequest(sessionEvent('checkout.session.expired', { id: sessionId })));
      await deliver(signedRequest(sessionEvent('checkout.session.async_payment_failed', { id: sessionId })));
      expect(await snapshot()).toEqual(before);
      expect(await statuses()).toEqual(['paid', 'paid', 'paid']);
    });

    it('never finds an order by the metadata of a session it does not know', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        'SELECT id FROM extra_orders WHERE checkout_session_id = $1',
        [sessionId],
      );
      await test.db.query('UPDATE extra_orders SET checkout_session_id = NULL WHERE id = $1', [rows[0]!.id]);
      await deliver(
        signedRequest(
          sessionEvent('checkout.session.completed', {
            id: 'cs_test_other',
            payment_status: 'paid',
            amount_total: 5500,
            metadata: { order_id: rows[0]!.id, booking_id: test.benaliId },
          }),
        ),
      );
      expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
    });

    it('acknowledges events it does not handle and sessions it does not know', async () => {
      const other = await deliver(signedRequest({ ...sessionEvent('customer.created', { id: 'cus_1' }) }));
      expect(other.status).toBe(200);
      const unknown = await deliver(
        signedRequest(
          sessionEvent('checkout.session.completed', { id: 'cs_test_unknown', payment_status: 'paid' }),
        ),
      );
      expect(unknown.status).toBe(200);
      expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
    });
  });
}
