import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { verifyReturnToken } from '../functions/_shared/guest-token.ts';
import {
  databaseKinds,
  linesOf,
  openSeededDatabase,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
} from '../test-support/databases.ts';
import { guestTokenOf } from '../test-support/guest-tokens.ts';
import { invalidCredentialsMessage, missingCredentialsMessage } from './auth.ts';
import { migrate } from './migrate.ts';
import { createLocalServer } from './server.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`local server on ${kind}`, () => {
    let test: SeededDatabase;
    let server: Server;
    let base: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const config = testConfig({ siteUrl: 'https://stays.rihla.example' });
      server = await createLocalServer({
        db: test.db,
        jwtSecret: 'rihla-test-jwt-secret-0123456789-abcdefghij',
        config,
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The server's configured origin, as npm start sets it (SITE_URL, or its own address).
      config.siteUrl = base;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await test?.close();
    });

    const client = () =>
      createClient(base, 'rihla-local-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
      });

    describe('schema', () => {
      it('applies migrations once: a second run applies nothing', async () => {
        expect(await migrate(test.db)).toEqual([]);
      });

      it('has Row Level Security on every table', async () => {
        const { rows } = await test.db.query<{ relname: string; relrowsecurity: boolean }>(
          `SELECT c.relname, c.relrowsecurity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'local_schema_migrations'`,
        );
        expect(rows.map((row) => row.relname)).toEqual(
          expect.arrayContaining([
            'properties',
            'bookings',
            'booking_extras',
            'processed_stripe_events',
            'rate_limit_counters',
          ]),
        );
        expect(rows.filter((row) => !row.relrowsecurity)).toEqual([]);
      });

      it('seeds only an empty database', async () => {
        const { seedDemoData } = await import('./seed.ts');
        const count = async (table: string) =>
          Number(
            (await test.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${table}`)).rows[0]?.count,
          );
        const tables = [
          'bookings',
          'properties',
          'hosts',
          'auth_users',
          'cleaning_tasks',
          'host_notifications',
        ];
        const before = await Promise.all(tables.map(count));
        const summary = await seedDemoData(test.db, new Date('2026-03-10T09:00:00Z'));
        expect(await Promise.all(tables.map(count))).toEqual(before);
        expect(summary.lines.join('\n')).toContain('last name Benali, check-in 2026-03-12, door code 4827');
        expect(summary.lines.join('\n')).toContain('host@rihla.example / rihla-demo-host');
        expect(summary.lines.join('\n')).toContain('host2@rihla.example / rihla-demo-host-2');
        expect(summary.lines.join('\n')).toContain('team@rihla.example / rihla-demo-team');
        expect(summary.lines.join('\n')).toContain('last name Haddad, check-in 2026-03-16, door code 3190');
        // García's home is Dar Anis, where the host meets the guests: no code to promise.
        expect(summary.lines.join('\n')).toMatch(
          /last name García, check-in [\d-]+, the host meets the guests at the door \(no code\) \(Dar Anis\)/,
        );
      });
    });

    describe('auth with the unchanged supabase-js client', () => {
      it('signs in, reads the user, refreshes with rotation and signs out', async () => {
        const supabase = client();
        const { data, error } = await supabase.auth.signInWithPassword({
          email: 'host@rihla.example',
          password: 'rihla-demo-host',
        });
        expect(error).toBeNull();
        expect(data.user?.email).toBe('host@rihla.example');
        expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
        expect(data.user?.identities?.[0]?.provider).toBe('email');

        const user = await supabase.auth.getUser();
        expect(user.data.user?.id).toBe(data.user?.id);

        const firstRefresh = data.session!.refresh_token;
        const refreshed = await supabase.auth.refreshSession();
        expect(refreshed.error).toBeNull();
        expect(refreshed.data.session?.refresh_token).not.toBe(firstRefresh);
        const reused = await fetch(`${base}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          body: JSON.stringify({ refresh_token: firstRefresh }),
        });
        expect(reused.status).toBe(400);

        expect((await supabase.auth.signOut()).error).toBeNull();
        const afterSignOut = await fetch(`${base}/auth/v1/user`, {
          headers: { Authorization: `Bearer ${refreshed.data.session!.access_token}` },
        });
        expect(afterSignOut.status).toBe(403);
      });

      it('gives the real service messages for wrong and missing credentials', async () => {
        const supabase = client();
        const wrong = await supabase.auth.signInWithPassword({
          email: 'host@rihla.example',
          password: 'nope',
        });
        expect(wrong.error?.message).toBe(invalidCredentialsMessage);
        expect(wrong.error?.status).toBe(400);
        const unknown = await supabase.auth.signInWithPassword({
          email: 'who@rihla.example',
          password: 'nope',
        });
        expect(unknown.error?.message).toBe(invalidCredentialsMessage);
        const missing = await supabase.auth.signInWithPassword({ email: 'host@rihla.example', password: '' });
        expect(missing.error?.message).toBe(missingCredentialsMessage);
        expect((await supabase.auth.resetPasswordForEmail('who@rihla.example')).error).toBeNull();
      });

      it('refuses a forged token', async () => {
        const forged = await fetch(`${base}/auth/v1/user`, {
          headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
        });
        expect(forged.status).toBe(403);
        expect((await fetch(`${base}/auth/v1/user`)).status).toBe(401);
      });
    });

    describe('local checkout', () => {
      /** The page's form action: `<checkout path>/<action>?lang=<the page's language>`. */
      const actionUrl = (url: string, action: string) => {
        const address = new URL(url);
        return `${address.origin}${address.pathname}/${action}${address.search}`;
      };
      async function startCheckout(): Promise<string> {
        await resetOrders(test.db);
        const response = await fetch(`${base}/functions/v1/create-stripe-checkout-session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify({
            bookingId: test.benaliId,
            guestToken: await guestTokenOf(test.db, test.benaliId),
            items: sampleItems,
            selectedExtras: sampleSelection,
          }),
        });
        expect(response.status).toBe(200);
        const { checkoutUrl } = await response.json();
        expect(checkoutUrl.startsWith(`${base}/local-checkout/cs_test_local_`)).toBe(true);
        return checkoutUrl;
      }

      it('shows the order lines, the total and Pay and Cancel', async () => {
        const page = await fetch(await startCheckout());
        expect(page.status).toBe(200);
        expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
        const html = await page.text();
        expect(html).toContain('Airport transfer');
        expect(html).toContain('2 × €5.00');
        expect(html).toMatch(/Total<\/td><td class="amount">€55\.00/);
        expect(html).toContain('<button class="pay" type="submit">Pay</button>');
        expect(html).toContain('<button class="cancel" type="submit">Cancel</button>');
        expect(html).not.toContain('<script');
      });

      it('Pay signs a completed event for the webhook, marks the extras paid and returns to the portal', async () => {
        const url = await startCheckout();
        const paid = await fetch(actionUrl(url, 'pay'), { method: 'POST', redirect: 'manual' });
        expect(paid.status).toBe(303);
        // The order's success URL: the id and the return token bound to the order (issue 41).
        const location = new URL(paid.headers.get('location')!);
        expect(`${location.origin}${location.pathname}`).toBe(`${base}/guest-portal`);
        expect(location.searchParams.get('payment')).toBe('success');
        expect(location.searchParams.get('bookingId')).toBe(test.benaliId);
        const returnToken = location.searchParams.get('returnToken')!;
        const { rows: orders } = await test.db.query<{ id: string; success_url: string }>(
          "SELECT id, success_url FROM extra_orders WHERE booking_id_fk = $1 AND status = 'paid'",
          [test.benaliId],
        );
        expect(orders.map((order) => order.success_url)).toEqual([location.toString()]);
        expect(await verifyReturnToken(testConfig(), returnToken, new Date())).toEqual({
          orderId: orders[0]!.id,
          bookingId: test.benaliId,
        });
        expect((await linesOf(test.db, test.benaliId)).map((line) => line.payment_status)).toEqual([
          'paid',
          'paid',
          'paid',
        ]);
        const { rows } = await test.db.query(
          "SELECT 1 FROM processed_stripe_events WHERE event_type = 'checkout.session.completed'",
        );
        expect(rows.length).toBeGreaterThan(0);
        expect(await (await fetch(url)).text()).toContain('already paid');
        // A device without the stay returns with the return token: the booking, paid, and a guest token.
        const lookup = await fetch(`${base}/functions/v1/find-booking-by-details`, {
          method: 'POST',
          body: JSON.stringify({ bookingId: test.benaliId, returnToken }),
        });
        expect(lookup.status).toBe(200);
        const booking = await lookup.json();
        expect(booking.guestAccess.token).toEqual(expect.any(String));
        // The id alone, as the spec's return URL had it, is an unknown booking.
        const idAlone = await fetch(`${base}/functions/v1/find-booking-by-details`, {
          method: 'POST',
          body: JSON.stringify({ bookingId: test.benaliId, fromPayment: true }),
        });
        expect(idAlone.status).toBe(404);
        expect(
          booking.booking_extras.filter((line: { payment_status: string }) => line.payment_status === 'paid'),
        ).toHaveLength(3);
      });

      it('Cancel returns to the cancel URL and releases the pending lines', async () => {
        const url = await startCheckout();
        const cancelled = await fetch(actionUrl(url, 'cancel'), { method: 'POST', redirect: 'manual' });
        expect(cancelled.status).toBe(303);
        expect(cancelled.headers.get('location')).toBe(
          `${base}/guest-portal?payment=cancel&bookingId=${test.benaliId}`,
        );
        expect((await linesOf(test.db, test.benaliId)).map((line) => line.payment_status)).toEqual([
          'released',
          'released',
          'released',
        ]);
        const payLater = await fetch(actionUrl(url, 'pay'), { method: 'POST', redirect: 'manual' });
        expect(await payLater.text()).toContain('expired');
        expect(
          (await linesOf(test.db, test.benaliId)).every((line) => line.payment_status === 'released'),
        ).toBe(true);
      });

      it('answers 404 for unknown sessions', async () => {
        expect((await fetch(`${base}/local-checkout/cs_test_local_${'0'.repeat(32)}`)).status).toBe(404);
        expect((await fetch(`${base}/local-checkout/../../etc/passwd`)).status).toBe(404);
      });
    });
  });
}
