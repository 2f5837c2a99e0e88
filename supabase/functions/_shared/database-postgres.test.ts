import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  garciaCheckIn,
  openSeededDatabase,
  postgresAnswers,
  type SeededDatabase,
} from '../../test-support/databases.ts';
import { findBookingByGuest, loadBookingDetails } from './bookings.ts';
import { takeRateLimit } from './rate-limit.ts';

describe.skipIf(!(await postgresAnswers()))('named statements on the PostgreSQL server', () => {
  let test: SeededDatabase;
  beforeAll(async () => {
    test = await openSeededDatabase('postgres');
  });
  afterAll(async () => {
    await test?.close();
  });

  const preparedNames = async (tx: Parameters<Parameters<SeededDatabase['db']['transaction']>[0]>[0]) => {
    const { rows } = await tx.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements ORDER BY name',
    );
    return rows.map((row) => row.name);
  };

  it('prepares the guest lookups and the rate-limit take once per connection, and they keep answering right', async () => {
    // One transaction is one connection: what it prepared is visible in pg_prepared_statements.
    await test.db.transaction(async (tx) => {
      expect(await preparedNames(tx)).not.toContain('rihla_find_bookings_by_guests');
      // More runs than PostgreSQL's five custom plans, so the cached generic plan is exercised too.
      for (let run = 0; run < 8; run++) {
        expect((await findBookingByGuest(tx, ' benali ', benaliCheckIn))?.id).toBe(test.benaliId);
        expect((await findBookingByGuest(tx, 'GARCÍA', garciaCheckIn))?.id).toBe(test.garciaId);
        expect(await findBookingByGuest(tx, 'Benali', garciaCheckIn)).toBeNull();
        expect((await loadBookingDetails(tx, test.garciaId))?.bookingId).toBe(test.garciaId);
        const take = await takeRateLimit(
          tx,
          [{ kind: 'test', value: `run-${run}` }],
          { max: 5, windowSeconds: 900 },
          new Date(),
        );
        expect(take.allowed).toBe(true);
      }
      expect(await preparedNames(tx)).toEqual(
        expect.arrayContaining([
          'rihla_find_bookings_by_guests',
          'rihla_load_booking_details',
          'rihla_rate_limit_take',
        ]),
      );
    });
  });

  it('refuses one name for two different statements instead of running the wrong one', async () => {
    await test.db.transaction(async (tx) => {
      await tx.query('SELECT 1 AS one', [], { name: 'rihla_test_statement' });
      await expect(tx.query('SELECT 2 AS two', [], { name: 'rihla_test_statement' })).rejects.toThrow();
    });
  });

  it('runs unnamed statements as before', async () => {
    const { rows } = await test.db.query<{ n: number }>('SELECT $1::int + 1 AS n', [41]);
    expect(rows).toEqual([{ n: 42 }]);
  });
});
