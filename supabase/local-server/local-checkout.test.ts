/** Issue 27: the local test checkout and its receipt in the guest's language, Arabic right to left. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
} from '../test-support/databases.ts';
import { guestTokenOf } from '../test-support/guest-tokens.ts';
import { createLocalServer } from './server.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`local checkout in the guest's language on ${kind}`, () => {
    let test: SeededDatabase;
    let server: Server;
    let base: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const config = testConfig();
      server = await createLocalServer({
        db: test.db,
        jwtSecret: 'rihla-test-jwt-secret-0123456789-abcdefghij',
        config,
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      config.siteUrl = base;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await test?.close();
    });

    async function startCheckout(locale: string): Promise<URL> {
      await resetOrders(test.db);
      const response = await fetch(`${base}/functions/v1/create-stripe-checkout-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          bookingId: test.benaliId,
          guestToken: await guestTokenOf(test.db, test.benaliId),
          items: sampleItems,
          selectedExtras: sampleSelection,
          locale,
        }),
      });
      expect(response.status).toBe(200);
      return new URL((await response.json()).checkoutUrl);
    }

    it('renders in Arabic, right to left, with Arabic dates and no ISO date', async () => {
      const url = await startCheckout('ar');
      expect(url.searchParams.get('lang')).toBe('ar');
      const html = await (await fetch(url)).text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('ادفع ثمن خدماتك الإضافية');
      expect(html).toContain('التوصيل من المطار وإليه');
      expect(html).toContain('<button class="pay" type="submit">ادفع</button>');
      expect(html).toContain(`action="${url.pathname}/pay?lang=ar"`);
      const arabicDate = new Intl.DateTimeFormat('ar-MA', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${benaliCheckIn}T00:00:00Z`));
      expect(html).toContain(arabicDate);
      expect(html).not.toContain(benaliCheckIn);
      expect(html).not.toMatch(/Pay for your extras|Total|Cancel/);
    });

    it('renders in French and in English (the default), each with its own date format', async () => {
      const url = await startCheckout('fr');
      const french = await (await fetch(url)).text();
      expect(french).toContain('<html lang="fr" dir="ltr">');
      expect(french).toContain('Payez vos extras');
      expect(french).toContain('2 × 5,00');
      expect(french).not.toContain(benaliCheckIn);
      url.searchParams.delete('lang');
      const english = await (await fetch(url)).text();
      expect(english).toContain('<html lang="en" dir="ltr">');
      expect(english).toContain('Pay for your extras');
    });

    it('after Pay, keeps a receipt page in the guest language with the paid lines, total and flight', async () => {
      const url = await startCheckout('es');
      const before = await fetch(`${base}${url.pathname}/receipt?lang=es`);
      expect(before.status).toBe(404);
      const paid = await fetch(`${base}${url.pathname}/pay?lang=es`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const { rows } = await test.db.query<{ receipt_url: string }>(
        'SELECT receipt_url FROM extra_orders WHERE checkout_session_id = $1',
        [url.pathname.split('/').pop()],
      );
      expect(rows[0]?.receipt_url).toBe(`${url.pathname}/receipt`);
      const receipt = await fetch(`${base}${rows[0]!.receipt_url}?lang=es`);
      expect(receipt.status).toBe(200);
      const html = await receipt.text();
      expect(html).toContain('<html lang="es" dir="ltr">');
      expect(html).toContain('Recibo');
      expect(html).toMatch(/Pagado el /);
      expect(html).toContain('AT 800');
      expect(html).toContain('55,00');
      expect(html).not.toContain('<script');
    });
  });
}
