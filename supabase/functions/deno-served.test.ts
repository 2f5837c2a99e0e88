/**
 * Every Edge Function served by Deno (its index.ts, as Supabase runs it) against a seeded database on
 * the PostgreSQL server, sent the requests of its main paths over HTTP: the guest's lookup, checkout
 * (Stripe stand-in), save and signed webhook, an inquiry, each host function with a valid and an
 * invalid access token, a photo upload (sharp under Deno, Storage stand-in), the channel calendar
 * and the scheduler's calls, whose mails reach a real SMTP server. Skipped only without PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAnswers, testJwtSecret } from '../test-support/databases.ts';
import { denoEntryNames } from '../test-support/deno-functions.ts';
import { checkInFunctionNames, checkInServedCases } from '../test-support/deno-served-checkin-cases.ts';
import {
  declarationsServedCases,
  declarationsServedNames,
} from '../test-support/deno-served-declarations-cases.ts';
import { hostCases } from '../test-support/deno-served-host-cases.ts';
import { linkFunctionNames, linkServedCases } from '../test-support/deno-served-link-cases.ts';
import { messageFunctionNames, messageServedCases } from '../test-support/deno-served-message-cases.ts';
import { photoServedCases } from '../test-support/deno-served-photo-cases.ts';
import { pushFunctionNames, pushServedCases } from '../test-support/deno-served-push-cases.ts';
import { staysFunctionNames, staysServedCases } from '../test-support/deno-served-stays-cases.ts';
import {
  cronSecret,
  type DenoServedWorld,
  openDenoServedWorld,
  sampleInquiry,
  stripeKey,
  transferOrder,
} from '../test-support/deno-served-world.ts';
import { guestTokenOf } from '../test-support/guest-tokens.ts';
import { accessToken } from '../test-support/host-tokens.ts';
import { sessionEvent, signedRequest } from '../test-support/webhook-events.ts';
import { listenPortOf } from './_shared/deno-serve.ts';

const postgres = await postgresAnswers();
if (!postgres) console.warn('deno-served.test.ts: SKIPPED, no PostgreSQL server answers at 127.0.0.1:5432');
const guestAndCron = [
  'find-booking-by-details',
  'create-stripe-checkout-session',
  'save-booking-extras',
  'stripe-webhook',
  'submit-host-inquiry',
  'ical-export',
  'ical-sync-all',
  'mail-outbox-deliver',
  'host-property-photos',
];

describe('the Deno entry points and their tests', () => {
  it('listens where PORT says, and where Supabase decides without it', () => {
    expect([undefined, '', '0', '8123'].map(listenPortOf)).toEqual([null, null, 0, 8123]);
    expect(() => listenPortOf('eighty')).toThrow(/PORT must be a port number/);
    expect(() => listenPortOf('70000')).toThrow(/PORT must be a port number/);
  });

  it('sends requests to every function with a Deno entry (a new one needs its case here)', () => {
    expect(denoEntryNames()).toEqual(
      [
        ...guestAndCron,
        ...checkInFunctionNames,
        ...pushFunctionNames,
        ...messageFunctionNames,
        ...linkFunctionNames,
        ...staysFunctionNames,
        ...Object.keys(hostCases),
        ...declarationsServedNames,
      ].sort(),
    );
  });
});

describe.skipIf(!postgres)(
  postgres
    ? 'every function served by Deno'
    : 'every function served by Deno: SKIPPED, no PostgreSQL server answers at 127.0.0.1:5432',
  () => {
    let world: DenoServedWorld;
    let sessionId = '';
    beforeAll(async () => {
      world = await openDenoServedWorld();
    }, 180_000);
    afterAll(async () => {
      await world?.close();
    }, 30_000);
    const post: DenoServedWorld['post'] = (...args) => world.post(...args);
    checkInServedCases(() => world);
    pushServedCases(() => world);
    messageServedCases(() => world);
    it('starts every function in a Deno process of its own', () => {
      const failures = [...world.served.values()].flatMap((fn) => (fn instanceof Error ? [fn.message] : []));
      expect(failures).toEqual([]);
    });

    it('find-booking-by-details: finds Booking A with its guest token; a miss and the id alone are a 404', async () => {
      const hit = await post('find-booking-by-details', { lastName: 'Benali', checkInDate: world.checkIn });
      expect(hit.status).toBe(200);
      expect(hit.headers.get('access-control-allow-origin')).toBe('*');
      const found = await hit.json();
      expect(found).toMatchObject({
        id: world.test.benaliId,
        propertyName: 'Riad Yasmine',
        checkInDate: world.checkIn,
        smartLockCode: '4827',
        guestAccess: { token: expect.any(String), expiresAt: found.codeRelease.expiresAt },
      });
      const miss = await post('find-booking-by-details', { lastName: 'Benali', checkInDate: world.today });
      expect(miss.status).toBe(404);
      expect(await miss.json()).toMatchObject({ code: 'not_found' });
      // The saved stay's refresh with the token; the id alone (the channel export's, finding 1) opens nothing.
      const refresh = await post('find-booking-by-details', {
        bookingId: world.test.benaliId,
        guestToken: found.guestAccess.token,
      });
      expect(refresh.status).toBe(200);
      expect((await refresh.json()).smartLockCode).toBe('4827');
      const idAlone = await post('find-booking-by-details', {
        bookingId: world.test.benaliId,
        fromPayment: true,
      });
      expect(idAlone.status).toBe(404);
      expect(await idAlone.text()).not.toContain('4827');
      const forged = await post('find-booking-by-details', {
        bookingId: world.test.benaliId,
        guestToken: 'x.y.z',
      });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ code: 'guest_token_invalid' });
    });

    it('find-booking-by-details: limits misses per client address, as the edge headers give it', async () => {
      const miss = (headers: Record<string, string>) =>
        post('find-booking-by-details', { bookingId: crypto.randomUUID(), fromPayment: true }, headers).then(
          (r) => r.status,
        );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++)
        statuses.push(await miss({ 'CF-Connecting-IP': '192.0.2.77' }));
      expect(statuses).toEqual([...Array(20).fill(404), 429]);
      // Another address (X-Real-IP: the gateway's) is served; X-Forwarded-For, the client's to write, changes nothing.
      expect(await miss({ 'X-Real-IP': '198.51.100.9' })).toBe(404);
      expect(await miss({ 'CF-Connecting-IP': '192.0.2.77', 'X-Forwarded-For': '203.0.113.1' })).toBe(429);
    });

    it('create-stripe-checkout-session: a checkout through the Stripe API, its order pending', async () => {
      const { items, selectedExtras } = transferOrder(world.checkIn);
      const guestToken = await guestTokenOf(world.test.db, world.test.benaliId);
      const body = { bookingId: world.test.benaliId, guestToken, items, selectedExtras, locale: 'fr' };
      expect((await post('create-stripe-checkout-session', { ...body, guestToken: undefined })).status).toBe(
        404,
      );
      const response = await post('create-stripe-checkout-session', body);
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(200);
      expect(answer.checkoutUrl).toMatch(/^https:\/\//);
      const call = world.stripe.calls.find((one) => one.path === '/v1/checkout/sessions');
      expect(call?.headers.authorization).toBe(`Bearer ${stripeKey}`);
      expect(call?.form.get('locale')).toBe('fr');
      expect(call?.form.get('success_url')).toMatch(
        new RegExp(`/guest-portal\\?payment=success&bookingId=${world.test.benaliId}&returnToken=[\\w.-]+$`),
      );
      const { rows } = await world.test.db.query<{ checkout_session_id: string; status: string }>(
        'SELECT checkout_session_id, status FROM extra_orders WHERE booking_id_fk = $1',
        [world.test.benaliId],
      );
      expect(rows).toEqual([
        { checkout_session_id: expect.stringMatching(/^cs_test_standin_/), status: 'pending' },
      ]);
      sessionId = rows[0]!.checkout_session_id;
    });

    it('save-booking-extras: saves the selection on the pending order', async () => {
      const { savedLines } = transferOrder(world.checkIn);
      const response = await post('save-booking-extras', {
        bookingId: world.test.benaliId,
        guestToken: await guestTokenOf(world.test.db, world.test.benaliId),
        selectedExtras: savedLines,
      });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(200);
      expect(answer.clientSecret).toMatch(/^[0-9a-f]{48}$/);
      const orders = await world.test.db.query('SELECT id FROM extra_orders WHERE booking_id_fk = $1', [
        world.test.benaliId,
      ]);
      expect(orders.rows).toHaveLength(1);
    });

    it('stripe-webhook: a signed checkout.session.completed marks the order paid; unsigned: 400', async () => {
      const event = sessionEvent('checkout.session.completed', {
        id: sessionId,
        payment_status: 'paid',
        amount_total: 5500,
      });
      expect((await post('stripe-webhook', event)).status).toBe(400);
      const signed = signedRequest(event);
      const response = await world.send('stripe-webhook', {
        headers: signed.headers,
        body: await signed.text(),
      });
      expect(response.status).toBe(200);
      const { rows } = await world.test.db.query(
        `SELECT o.status, array_agg(DISTINCT l.payment_status) AS lines
           FROM extra_orders o JOIN booking_extras l ON l.order_id = o.id
          WHERE o.checkout_session_id = $1 GROUP BY o.status`,
        [sessionId],
      );
      expect(rows).toEqual([{ status: 'paid', lines: ['paid'] }]);
    });

    it('submit-host-inquiry: an inquiry is stored (201)', async () => {
      const response = await post('submit-host-inquiry', { inquiry: sampleInquiry, language: 'fr' });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const { rows } = await world.test.db.query('SELECT full_name FROM inquiries WHERE id = $1', [id]);
      expect(rows).toEqual([{ full_name: 'Youssef El Amrani' }]);
    });

    describe('host functions', () => {
      let riadId = '';
      beforeAll(async () => {
        const { rows } = await world.test.db.query<{ id: string }>(
          "SELECT id FROM properties WHERE name = 'Riad Yasmine'",
        );
        riadId = rows[0]!.id;
      });
      const context = () => ({ benaliId: world.test.benaliId, riadId, checkIn: world.checkIn });

      for (const [name, hostCase] of Object.entries(hostCases)) {
        it(`${name}: 200 with a valid access token, 401 with an invalid one`, async () => {
          const body = hostCase.body(context());
          const userId = world.ids[hostCase.as];
          const answer = await post(name, body, await world.bearer(userId));
          const text = await answer.text();
          expect(answer.status, text).toBe(hostCase.status ?? 200);
          expect(JSON.parse(text)).toMatchObject(hostCase.expected(context()));
          const forged = await accessToken(userId, { now: new Date(), secret: `${testJwtSecret}-forged` });
          for (const authorization of [`Bearer ${forged}`, 'Bearer not-a-jwt', undefined]) {
            const refused = await post(name, body, authorization ? { Authorization: authorization } : {});
            expect(refused.status).toBe(401);
            expect(await refused.json()).toMatchObject({ code: 'unauthorized' });
          }
        });
      }

      photoServedCases(
        () => world,
        () => riadId,
      );
      declarationsServedCases(() => world);
    });

    it('ical-export: the property calendar at its token URL; an unknown token is a 404', async () => {
      const { rows } = await world.test.db.query<{ token: string }>(
        "SELECT ical_export_token AS token FROM properties WHERE name = 'Riad Yasmine'",
      );
      const calendar = await world.send('ical-export', { method: 'GET', query: `?token=${rows[0]!.token}` });
      expect(calendar.status).toBe(200);
      expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
      const text = await calendar.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR/);
      expect(text).toContain(`DTSTART;VALUE=DATE:${world.checkIn.replaceAll('-', '')}`);
      expect(
        (await world.send('ical-export', { method: 'GET', query: `?token=${'x'.repeat(40)}` })).status,
      ).toBe(404);
    });

    it('ical-sync-all: 401 without X-Cron-Secret, 200 with it', async () => {
      expect((await world.send('ical-sync-all')).status).toBe(401);
      const synced = await world.send('ical-sync-all', { headers: { 'X-Cron-Secret': cronSecret } });
      expect(synced.status).toBe(200);
      expect(await synced.json()).toEqual({
        feeds: expect.any(Number),
        succeeded: expect.any(Number),
        failed: 0,
      });
    });

    it('mail-outbox-deliver: 401 without X-Cron-Secret; with it, the payment’s and inquiry’s mails go out over SMTP', async () => {
      expect(
        (await world.send('mail-outbox-deliver', { headers: { 'X-Cron-Secret': `${cronSecret}x` } })).status,
      ).toBe(401);
      const delivered = await world.send('mail-outbox-deliver', { headers: { 'X-Cron-Secret': cronSecret } });
      const report = await delivered.json();
      expect(delivered.status, JSON.stringify(report)).toBe(200);
      expect(report).toMatchObject({ failed: 0, retrying: 0 });
      expect(report.sent).toBeGreaterThanOrEqual(2);
      const bodies = world.smtp.messages.map((mail) => mail.body).join('\n');
      expect(bodies).toContain('AT 800');
      expect(bodies).toContain('Youssef El Amrani');
    });

    // Last: the scheduler's round writes messages, mails and pushes to every demo booking, and the
    // stays' checkout holds nights; the cases above read the demo world as seeded.
    linkServedCases(() => world);
    staysServedCases(() => world);

    it('answers 503 not_configured, and keeps serving, when a secret is missing', async () => {
      const unconfigured = await world.startAnother('host-settings', { JWT_SECRET: undefined });
      const response = await fetch(unconfigured.url, {
        method: 'POST',
        headers: await world.bearer(world.ids.owner),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'not_configured' });
      expect((await fetch(unconfigured.url, { method: 'POST' })).status).toBe(503);
      await unconfigured.stop();
      // The guest lookup without GUEST_TOKEN_SECRET (issue 41): 503, never an answer without a token.
      const noGuestSecret = await world.startAnother('find-booking-by-details', {
        GUEST_TOKEN_SECRET: undefined,
      });
      const lookup = await fetch(noGuestSecret.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lastName: 'Benali', checkInDate: world.checkIn }),
      });
      expect(lookup.status).toBe(503);
      expect(await lookup.json()).toMatchObject({ code: 'not_configured' });
      await noGuestSecret.stop();
    });
  },
);
