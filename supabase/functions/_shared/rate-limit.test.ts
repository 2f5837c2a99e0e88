import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/databases.ts';
import { giveBack, hashedValue, takeRateLimit } from './rate-limit.ts';

const settings = { max: 5, windowSeconds: 900 };
const now = new Date('2026-03-10T09:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`rate limit on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    it('lets exactly the allowed number through when 60 requests take at once', async () => {
      const takes = await Promise.all(
        Array.from({ length: 60 }, () =>
          takeRateLimit(test.db, [{ kind: 'parallel', value: '198.51.100.1' }], settings, now),
        ),
      );
      expect(takes.filter((take) => take.allowed)).toHaveLength(5);
      const refused = takes.find((take) => !take.allowed);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900, fullKinds: { parallel: 900 } });
    });

    it('counts a request in every bucket, and a full one refuses it even when the others have room', async () => {
      for (let i = 0; i < 5; i++) {
        const take = await takeRateLimit(
          test.db,
          [
            { kind: 'both-address', value: `198.51.100.${i}` },
            { kind: 'both-name', value: 'benali|2026-03-12' },
          ],
          settings,
          now,
        );
        expect(take.allowed).toBe(true);
      }
      const sixth = await takeRateLimit(
        test.db,
        [
          { kind: 'both-address', value: '198.51.100.99' },
          { kind: 'both-name', value: 'benali|2026-03-12' },
        ],
        settings,
        now,
      );
      expect(sixth.allowed).toBe(false);
      // Only the full bucket is named as the reason.
      expect(sixth.allowed ? null : sixth.fullKinds).toEqual({ 'both-name': 900 });
    });

    it('folds values like the bookings are matched: case, spaces and accents name one bucket', async () => {
      for (const value of [
        'Lockme|2026-03-12',
        ' LOCKMẸ|2026-03-12',
        'lockmé|2026-03-12',
        'Lockme|2026-03-12',
        'lockme|2026-03-12',
      ]) {
        expect((await takeRateLimit(test.db, [{ kind: 'fold', value }], settings, now)).allowed).toBe(true);
      }
      expect(
        (await takeRateLimit(test.db, [{ kind: 'fold', value: 'LockMe|2026-03-12' }], settings, now)).allowed,
      ).toBe(false);
      const { rows } = await test.db.query<{ bucket: string }>(
        "SELECT bucket FROM rate_limit_counters WHERE bucket LIKE 'fold:%'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.bucket).toMatch(/^fold:[0-9a-f]{64}$/);
    });

    it('gives a count back, and starts a new window once the old one has ended', async () => {
      const bucket = [{ kind: 'back', value: '203.0.113.9' }];
      for (let i = 0; i < 5; i++) {
        const take = await takeRateLimit(test.db, bucket, settings, now);
        await giveBack(test.db, take);
      }
      for (let i = 0; i < 5; i++)
        expect((await takeRateLimit(test.db, bucket, settings, now)).allowed).toBe(true);
      expect((await takeRateLimit(test.db, bucket, settings, now)).allowed).toBe(false);
      const later = new Date(now.getTime() + 901_000);
      expect((await takeRateLimit(test.db, bucket, settings, later)).allowed).toBe(true);
    });

    it('deletes the counters of windows that ended over a day ago, at most once a minute', async () => {
      const staleCount = async (kind: string) => {
        const { rows } = await test.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM rate_limit_counters WHERE bucket LIKE $1',
          [`${kind}:%`],
        );
        return rows[0]?.n;
      };
      const daysAgo = new Date(now.getTime() - 3 * 86_400_000);
      await takeRateLimit(test.db, [{ kind: 'stale', value: '203.0.113.20' }], settings, daysAgo);
      // Another handle on the same database: its first take prunes, its next ones not within the minute.
      const handle = { query: test.db.query.bind(test.db) };
      await takeRateLimit(handle, [{ kind: 'fresh', value: '203.0.113.21' }], settings, now);
      expect(await staleCount('stale')).toBe(0);
      await takeRateLimit(test.db, [{ kind: 'stale-again', value: '203.0.113.22' }], settings, daysAgo);
      await takeRateLimit(handle, [{ kind: 'fresh', value: '203.0.113.21' }], settings, now);
      expect(await staleCount('stale-again')).toBe(1);
      expect(await staleCount('fresh')).toBe(1);
    });
  });
}

describe('hashed values', () => {
  it('name nothing in clear: kind, then 64 hex digits of SHA-256', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('inquiry:203.0.113.7'));
    expect(await hashedValue('inquiry', '203.0.113.7')).toBe(
      `inquiry:${Buffer.from(digest).toString('hex')}`,
    );
    expect(await hashedValue('inquiry', '203.0.113.7')).not.toContain('203.0.113.7');
  });
});
