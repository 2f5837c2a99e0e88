import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresAnswers, testConfig } from '../../test-support/databases.ts';
import type { Database } from '../_shared/database.ts';
import type { FunctionDeps } from '../_shared/handler-types.ts';
import { handler, inquiryRateLimit } from './handler.ts';

const serverAvailable = await postgresAnswers();

const inquiry = {
  fullName: 'Youssef El Amrani',
  email: 'youssef@example.com',
  phone: '+212 661 234 567',
  propertyLocation: 'Essaouira, near the ramparts',
  message: 'A sea-view apartment, three rooms.',
};

function post(body: unknown): Request {
  return new Request('http://localhost/functions/v1/submit-host-inquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function suite(name: string, open: () => Promise<{ db: Database; done: () => Promise<void> }>, skip = false) {
  describe.skipIf(skip)(`submit-host-inquiry on ${name}`, () => {
    let db: Database;
    let done: () => Promise<void>;
    let address = 0;
    const deps = (overrides: Partial<FunctionDeps> = {}): FunctionDeps => ({
      db,
      config: testConfig({ siteUrl: 'http://localhost', stripeWebhookSecret: 'whsec_test' }),
      clientAddress: `10.0.0.${++address}`,
      now: () => new Date(),
      ...overrides,
    });

    beforeAll(async () => {
      ({ db, done } = await open());
    });
    afterAll(async () => {
      await done?.();
    });

    it('keeps the inquiries table behind row level security', async () => {
      const { rows } = await db.query<{ relrowsecurity: boolean }>(
        "SELECT relrowsecurity FROM pg_class WHERE relname = 'inquiries' AND relkind = 'r'",
      );
      expect(rows).toEqual([{ relrowsecurity: true }]);
    });

    it('stores a valid inquiry, trimmed, and answers 201 with its id', async () => {
      const response = await handler(
        post({ inquiry: { ...inquiry, fullName: `  ${inquiry.fullName} ` }, language: 'fr' }),
        deps(),
      );
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string; receivedAt: string };
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM inquiries WHERE id = $1', [
        body.id,
      ]);
      expect(rows[0]).toMatchObject({
        full_name: inquiry.fullName,
        email: inquiry.email,
        phone: inquiry.phone,
        property_location: inquiry.propertyLocation,
        message: inquiry.message,
        language: 'fr',
        status: 'new',
      });
      expect(String(rows[0]?.sender_hash)).toMatch(/:[0-9a-f]{64}$/);
      expect(String(rows[0]?.sender_hash)).not.toContain('10.0.0');
    });

    it('refuses invalid fields with the spec messages and stores nothing', async () => {
      const before = await db.query<{ count: string }>('SELECT count(*) AS count FROM inquiries');
      const response = await handler(
        post({ inquiry: { fullName: 'Y', email: 'youssef@', propertyLocation: '' } }),
        deps(),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Full name is required',
        code: 'invalid_request',
        fields: {
          fullName: 'Full name is required',
          email: 'Please enter a valid email address',
          propertyLocation: 'Property location is required',
        },
      });
      const after = await db.query<{ count: string }>('SELECT count(*) AS count FROM inquiries');
      expect(Number(after.rows[0]?.count)).toBe(Number(before.rows[0]?.count));
    });

    it('refuses bodies that are not JSON, too large, or not POST', async () => {
      expect((await handler(post('{oops'), deps())).status).toBe(400);
      const long = await handler(post({ inquiry: { ...inquiry, message: 'x'.repeat(20_000) } }), deps());
      expect(long.status).toBe(400);
      expect(((await long.json()) as { error: string }).error).toBe(
        'Message must be at most 4000 characters',
      );
      expect((await handler(post('x'.repeat(200_000)), deps())).status).toBe(413);
      const get = new Request('http://localhost/functions/v1/submit-host-inquiry');
      expect((await handler(get, deps())).status).toBe(405);
      const options = new Request('http://localhost/x', { method: 'OPTIONS' });
      const preflight = await handler(options, deps());
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    });

    it('stores a resend with the same client reference once', async () => {
      const clientReference = crypto.randomUUID();
      const first = await handler(post({ inquiry, clientReference }), deps());
      const second = await handler(post({ inquiry, clientReference }), deps());
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      const a = (await first.json()) as { id: string };
      const b = (await second.json()) as { id: string };
      expect(b.id).toBe(a.id);
      const { rows } = await db.query<{ count: string }>(
        'SELECT count(*) AS count FROM inquiries WHERE client_reference = $1',
        [clientReference],
      );
      expect(Number(rows[0]?.count)).toBe(1);
    });

    it('rate-limits one sender with 429 and Retry-After, not the others', async () => {
      const sender = deps({ clientAddress: '192.0.2.77' });
      for (let i = 0; i < inquiryRateLimit.max; i++) {
        expect((await handler(post({ inquiry }), sender)).status).toBe(201);
      }
      const limited = await handler(post({ inquiry }), sender);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
      expect((await handler(post({ inquiry }), deps({ clientAddress: '192.0.2.78' }))).status).toBe(201);
    });

    it('stores at most the allowed 10 of 50 inquiries sent at once by one sender', async () => {
      const sender = deps({ clientAddress: '192.0.2.99' });
      const before = await db.query<{ count: string }>('SELECT count(*) AS count FROM inquiries');
      const answers = await Promise.all(Array.from({ length: 50 }, () => handler(post({ inquiry }), sender)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(inquiryRateLimit.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - inquiryRateLimit.max);
      const after = await db.query<{ count: string }>('SELECT count(*) AS count FROM inquiries');
      expect(Number(after.rows[0]?.count) - Number(before.rows[0]?.count)).toBe(inquiryRateLimit.max);
    });
  });
}

// Copies of the migrated database (test-support/database-snapshots.ts), as the other suites have.
suite('embedded PostgreSQL (PGlite)', async () => {
  const test = await openTestDatabase('pglite');
  return { db: test.db, done: test.close };
});

suite(
  'the PostgreSQL server',
  async () => {
    const test = await openTestDatabase('postgres');
    return { db: test.db, done: test.close };
  },
  !serverAvailable,
);
