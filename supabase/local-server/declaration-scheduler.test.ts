/**
 * The local server's purge of the guest declarations: a round when it starts and then every
 * interval, with the configured retention; a failure is logged, never thrown. And the local
 * declaration key: DECLARATION_KEY when set, else one key made once in DATA_DIR (mode 0600) and
 * read again on the next start.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../functions/_shared/database.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/databases.ts';
import { insertCheckInBooking, storeDeclaration } from '../test-support/guest-declaration-fixtures.ts';
import { declarationKeyFileName, readLocalEnv, serverConfig, withDeclarationKey } from './config.ts';
import { startDeclarationScheduler } from './declaration-scheduler.ts';

const now = new Date('2026-03-10T09:00:00Z');
const remaining = async (db: Database) =>
  Number(
    (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM guest_declarations')).rows[0]!
      .count,
  );

describe('the declaration scheduler', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('purges once at start and again every interval, with the configured retention', async () => {
    const old = await insertCheckInBooking(test.db, { checkIn: '2026-01-01' });
    await storeDeclaration(test.db, old.bookingId, 1);
    const recent = await insertCheckInBooking(test.db, { checkIn: '2026-03-01' });
    await storeDeclaration(test.db, recent.bookingId, 1);
    let clock = now;
    const scheduler = startDeclarationScheduler({
      db: test.db,
      retentionDays: 30,
      now: () => clock,
      intervalMs: 40,
    });
    try {
      await expect.poll(() => remaining(test.db)).toBe(1);
      // Checked out on 4 March: day 31 on 4 April, when the next round finds it.
      clock = new Date('2026-04-04T09:00:00Z');
      await expect.poll(() => remaining(test.db)).toBe(0);
      expect(await scheduler.runOnce()).toBe(0);
    } finally {
      scheduler.stop();
    }
  });

  it('logs a failed round and answers null', async () => {
    const lines: string[] = [];
    const broken = {
      ...test.db,
      query: async () => {
        throw new Error('database went away');
      },
    } as Database;
    const scheduler = startDeclarationScheduler({
      db: broken,
      retentionDays: 30,
      log: (line) => lines.push(line),
    });
    try {
      expect(await scheduler.runOnce()).toBeNull();
      expect(lines.some((line) => line.includes('database went away'))).toBe(true);
    } finally {
      scheduler.stop();
    }
  });
});

describe('the local declaration key and settings', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rihla-declaration-key-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a key once in DATA_DIR, private to its owner, and reads it again on the next start', async () => {
    const first = withDeclarationKey(readLocalEnv({ DATA_DIR: dataDir }));
    expect(first.DECLARATION_KEY).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(first.warnings.join(' ')).toMatch(/DECLARATION_KEY is not set/);
    const file = join(dataDir, declarationKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = withDeclarationKey(readLocalEnv({ DATA_DIR: dataDir }));
    expect(second.DECLARATION_KEY).toBe(first.DECLARATION_KEY);
    expect(serverConfig(second, 'http://127.0.0.1:4173')).toMatchObject({
      declarationKey: first.DECLARATION_KEY,
      declarationRetentionDays: 30,
      doorCodeGraceHours: 12,
    });
  });

  it('uses DECLARATION_KEY when set, with no file and no warning, and checks it and the numbers', () => {
    const key = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
    const env = withDeclarationKey(
      readLocalEnv({
        DATA_DIR: join(dataDir, 'other'),
        DECLARATION_KEY: key,
        DECLARATION_RETENTION_DAYS: '45',
        DOOR_CODE_GRACE_HOURS: '6',
      }),
    );
    expect(env.DECLARATION_KEY).toBe(key);
    expect(env.warnings.join(' ')).not.toMatch(/DECLARATION_KEY/);
    expect(serverConfig(env, 'http://127.0.0.1:4173')).toMatchObject({
      declarationRetentionDays: 45,
      doorCodeGraceHours: 6,
    });
    expect(() => readLocalEnv({ DECLARATION_KEY: 'c2hvcnQ=' })).toThrow(/DECLARATION_KEY/);
    expect(() => readLocalEnv({ DECLARATION_RETENTION_DAYS: '0' })).toThrow(/DECLARATION_RETENTION_DAYS/);
    expect(() => readLocalEnv({ DOOR_CODE_GRACE_HOURS: '-1' })).toThrow(/DOOR_CODE_GRACE_HOURS/);
  });
});
