/**
 * The local server's automated messages (issue 45): a booking made with an e-mail is kicked into a
 * round that sends its confirmation, and the mail outbox, kicked in turn, writes it as an .eml with
 * the guest's personal link; when the server's clock is moved to the arrival day (as the e2e's test
 * clock does), the next round puts the arrival message in the guest's thread; a broken database is
 * logged, never thrown.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../functions/_shared/database.ts';
import { openSeededDatabase, type SeededDatabase, testConfig } from '../test-support/databases.ts';
import { startAutomatedScheduler } from './automated-scheduler.ts';
import { emlFileTransport } from './mail-files.ts';
import { startMailScheduler } from './mail-scheduler.ts';

const waitFor = async (check: () => Promise<boolean>) => {
  const until = Date.now() + 10_000;
  while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('local automated messages', () => {
  let test: SeededDatabase;
  let dir: string;
  beforeAll(async () => {
    [test, dir] = await Promise.all([
      openSeededDatabase('pglite'),
      mkdtemp(join(tmpdir(), 'rihla-automated-')),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([test?.close(), rm(dir, { recursive: true, force: true })]);
  });

  it('mails a new booking’s confirmation with its link at once, and writes on the day the clock is moved to', async () => {
    let clock = new Date('2033-03-01T10:00:00Z');
    const { rows } = await test.db.query<{ id: string }>(
      `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date, created_at)
       SELECT property_id, 'Sofia', 'Rossi', 'sofia@example.com', '2033-03-20', '2033-03-22', $2 FROM bookings WHERE id = $1
       RETURNING id`,
      [test.benaliId, clock.toISOString()],
    );
    const bookingId = rows[0]!.id;
    const mail = startMailScheduler({
      db: test.db,
      transport: emlFileTransport(dir, { log: () => undefined }),
      siteUrl: 'http://127.0.0.1:4173',
      from: 'Rihla <no-reply@rihla.example>',
      kickDelayMs: 10,
      intervalMs: 60_000,
    });
    const automated = startAutomatedScheduler({
      db: test.db,
      config: testConfig({ siteUrl: 'http://127.0.0.1:4173' }),
      now: () => clock,
      intervalMs: 60_000,
      onSent: () => mail.kick(),
    });
    try {
      automated.kick();
      await waitFor(async () => (await readdir(dir)).length > 0);
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: sofia@example.com');
      expect(eml).toMatch(/Subject: Your stay at .+ is confirmed/);
      expect(eml).toMatch(/http:\/\/127\.0\.0\.1:4173\/s\/[A-Za-z0-9_-]{43}/);

      clock = new Date('2033-03-20T09:05:00Z');
      expect(await automated.runOnce()).toMatchObject({ sent: 1 });
      const thread = await test.db.query<{ author_name: string; automated_event: string; text: string }>(
        'SELECT author_name, automated_event, text FROM booking_messages WHERE booking_id = $1 ORDER BY seq',
        [bookingId],
      );
      expect(thread.rows.map((row) => [row.author_name, row.automated_event])).toEqual([
        ['Rihla', 'booking_confirmed'],
        ['Rihla', 'arrival_morning'],
      ]);
      expect(thread.rows[1]!.text).toContain('Check-in is from');
    } finally {
      automated.stop();
      mail.stop();
    }
  });

  it('logs a failed round and answers null', async () => {
    const broken = {
      query: () => Promise.reject(new Error('database gone')),
    } as unknown as Database;
    const lines: string[] = [];
    const automated = startAutomatedScheduler({
      db: broken,
      config: testConfig(),
      intervalMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      expect(await automated.runOnce()).toBeNull();
      expect(lines).toEqual(['[automated messages] round failed (database gone)']);
    } finally {
      automated.stop();
    }
  });
});
