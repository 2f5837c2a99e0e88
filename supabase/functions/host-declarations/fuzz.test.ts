/**
 * host-declarations never answers a 5xx to fuzzed requests, and a file only to a valid one (both
 * databases, a key set, forms stored).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { declareGuests, testDeclarationKey } from '../../test-support/declaration-export-support.ts';
import { collectLogs, expectSound, fuzzString, mildAndWild, requestOf } from '../../test-support/fuzz.ts';
import { guestForm } from '../../test-support/guest-declaration-fixtures.ts';
import { accessToken, type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-declarations fuzzed on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      await declareGuests(test.db, test.benaliId, [
        guestForm(),
        guestForm({ firstName: 'Zoë', idNumber: 'X7654321' }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    it('never answers 5xx', { timeout: 180_000 }, async () => {
      const token = await accessToken(ids.owner);
      const { rows } = await test.db.query<{ id: string }>('SELECT id FROM properties');
      const deps = testDeps(test.db, { config: testConfig({ declarationKey: testDeclarationKey }) });
      const text = fc.oneof(fc.string({ maxLength: 40 }), fuzzString);
      const body = mildAndWild((field) =>
        fc.record(
          {
            date: field(fc.oneof(fc.constantFrom(benaliCheckIn, '2026-02-29', '2026-13-01'), text)),
            propertyId: field(
              fc.oneof(fc.constantFrom(...rows.map((row) => row.id), 'all', crypto.randomUUID()), text),
            ),
            // Mostly JSON: a PDF takes longer to make.
            format: field(fc.constantFrom('json', 'json', 'json', 'csv', 'pdf', 'xml')),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            const response = await handler(request, deps);
            const type = response.headers.get('content-type') ?? '';
            if (response.status === 204 || type.startsWith('application/json')) return expectSound(response);
            // A file: only ever the answer of a valid request.
            expect(response.status).toBe(200);
            expect(type).toMatch(/^(text\/csv; charset=utf-8|application\/pdf)$/);
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 150), 150) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
