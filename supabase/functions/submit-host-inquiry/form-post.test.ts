/**
 * The work-with-us form posted by the browser itself (issue 43: before the page's app runs, or without
 * JavaScript), on both databases: stored exactly as the app's JSON call stores it, the team told the
 * same way, answered with a 303 back to the page in the form's language, and never an error page or
 * the visitor's fields in the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { handler, inquiryRateLimit } from './handler.ts';

const site = 'https://stays.rihla.example';
const fields = {
  fullName: '  Youssef El Amrani ',
  email: 'youssef@example.com',
  phone: '',
  propertyLocation: 'Essaouira, near the ramparts',
  message: 'A sea-view apartment,\r\nthree rooms.',
  language: 'fr',
};

function formPost(values: Record<string, string>): Request {
  return new Request('http://localhost/functions/v1/submit-host-inquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`submit-host-inquiry takes a browser's form post on ${kind}`, () => {
    let test: SeededDatabase;
    let address = 0;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });
    const send = (values: Record<string, string>, clientAddress = `198.51.100.${++address}`) =>
      handler(formPost(values), testDeps(test.db, { clientAddress, config: testConfig({ siteUrl: site }) }));
    const count = async () =>
      Number((await test.db.query<{ n: string }>('SELECT count(*) AS n FROM inquiries')).rows[0]?.n);

    it('stores the inquiry as the app does, tells the team, and goes back to the page with the thanks', async () => {
      const response = await send(fields);
      expect(response.status).toBe(303);
      const location = response.headers.get('Location') ?? '';
      expect(location).toBe(`${site}/fr/work-with-us#inquiry-sent`);
      expect(location).not.toMatch(/youssef|Essaouira/i);
      const { rows } = await test.db.query<Record<string, unknown>>(
        'SELECT * FROM inquiries ORDER BY created_at DESC LIMIT 1',
      );
      expect(rows[0]).toMatchObject({
        full_name: 'Youssef El Amrani',
        email: 'youssef@example.com',
        phone: null,
        property_location: 'Essaouira, near the ramparts',
        message: 'A sea-view apartment,\nthree rooms.',
        language: 'fr',
        client_reference: null,
        status: 'new',
      });
      const told = await test.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM host_notifications WHERE event_key LIKE $1',
        [`inquiry:%${String(rows[0]?.id)}%`],
      );
      expect(Number(told.rows[0]?.n)).toBeGreaterThan(0);
    });

    it("counts a textarea's line breaks once against the message's limit", async () => {
      const message = `${'x'.repeat(1999)}\r\n${'y'.repeat(2000)}`;
      const response = await send({ ...fields, message, language: 'ar' });
      expect(response.headers.get('Location')).toBe(`${site}/ar/work-with-us#inquiry-sent`);
    });

    it('sends a refused form back to the page with the refusal, storing nothing', async () => {
      const before = await count();
      for (const values of [
        { ...fields, fullName: ' Y ' },
        { ...fields, email: 'youssef@' },
        { ...fields, phone: '12' },
        { ...fields, message: 'bell\u0007' },
        { language: 'es' },
      ]) {
        const response = await send(values);
        expect(response.status).toBe(303);
        expect(response.headers.get('Location')).toMatch(/\/(fr|es)\/work-with-us#inquiry-invalid$/);
      }
      expect(await count()).toBe(before);
    });

    it('answers the rate limit on the page, after the same 10 an hour per address', async () => {
      for (let i = 0; i < inquiryRateLimit.max; i++) {
        expect((await send({ ...fields, language: 'en' }, '198.51.100.250')).headers.get('Location')).toMatch(
          /#inquiry-sent$/,
        );
      }
      const limited = await send({ ...fields, language: 'en' }, '198.51.100.250');
      expect(limited.status).toBe(303);
      expect(limited.headers.get('Location')).toBe(`${site}/en/work-with-us#inquiry-rate-limited`);
    });
  });
}
