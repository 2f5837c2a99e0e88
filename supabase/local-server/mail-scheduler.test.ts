/**
 * The local server's mail delivery: a kick delivers the queued mails as .eml files soon after (the
 * subject logged), two rounds at once never send a mail twice, a broken database is logged and
 * never thrown; the transport is SMTP with SMTP_URL, else files in DATA_DIR/mail.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../functions/_shared/database.ts';
import { enqueueMail } from '../functions/_shared/mail-outbox.ts';
import type { MailTemplateParams } from '../functions/_shared/mail-templates.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/databases.ts';
import { readLocalEnv } from './config.ts';
import { emlFileName, emlFileTransport, mailTransportOf } from './mail-files.ts';
import { startMailScheduler } from './mail-scheduler.ts';

const inquiry: MailTemplateParams['inquiryReceived'] = {
  inquiryId: 'i0000000-0000-4000-8000-000000000002',
  fullName: 'Youssef Alaoui',
  email: 'youssef@example.com',
  phone: null,
  propertyLocation: 'Essaouira',
  message: 'Guests arrive on AT 800.',
  language: 'fr',
};

describe('local mail delivery', () => {
  let test: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    [test, dir] = await Promise.all([openTestDatabase('pglite'), mkdtemp(join(tmpdir(), 'rihla-mail-'))]);
  });
  afterAll(async () => {
    await Promise.all([test?.close(), rm(dir, { recursive: true, force: true })]);
  });

  it('a kick delivers the queued mails as .eml files soon after, each once, its subject logged', async () => {
    for (const address of ['team@example.com', 'owner@example.com']) {
      await test.db.transaction((tx) =>
        enqueueMail(tx, {
          eventKey: 'inquiry:1',
          hostId: null,
          toAddress: address,
          language: 'es',
          template: 'inquiryReceived',
          params: inquiry,
        }),
      );
    }
    const lines: string[] = [];
    const scheduler = startMailScheduler({
      db: test.db,
      transport: emlFileTransport(dir, { log: (line) => lines.push(line) }),
      siteUrl: 'http://127.0.0.1:4173',
      from: 'Rihla <no-reply@rihla.example>',
      kickDelayMs: 10,
      intervalMs: 60_000,
    });
    try {
      scheduler.kick();
      scheduler.kick();
      const until = Date.now() + 10_000;
      while ((await readdir(dir)).length < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Two rounds at once: the second is the first (nothing is sent twice).
      const [first, second] = await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
      expect(first).toBe(second);
    } finally {
      scheduler.stop();
    }
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const text = await readFile(join(dir, files[0] ?? ''), 'utf8');
    expect(text).toMatch(/^Message-ID: <[0-9a-f-]{36}@rihla\.example>/m);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[mail\] wrote .+\.eml: Nueva solicitud: Youssef Alaoui, Essaouira$/);
    const { rows } = await test.db.query<{ status: string }>('SELECT status FROM mail_outbox');
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('logs a round that fails and never throws', async () => {
    const broken = {
      query: () => Promise.reject(new Error('database gone')),
    } as unknown as Database;
    const lines: string[] = [];
    const scheduler = startMailScheduler({
      db: broken,
      transport: emlFileTransport(dir),
      siteUrl: 'http://127.0.0.1:4173',
      from: 'Rihla <no-reply@rihla.example>',
      log: (line) => lines.push(line),
    });
    await expect(scheduler.runOnce()).resolves.toBeNull();
    scheduler.stop();
    expect(lines).toEqual(['[mail] round failed (database gone)']);
  });

  it('sends over SMTP_URL when set, else writes files in DATA_DIR/mail', () => {
    const files = mailTransportOf(readLocalEnv({ DATA_DIR: '/tmp/rihla-data' }));
    expect(files.description).toBe('.eml files in /tmp/rihla-data/mail');
    const smtp = mailTransportOf(readLocalEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp.description).toBe('SMTP (SMTP_URL)');
    smtp.transport.close?.();
    expect(() => readLocalEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(readLocalEnv({}).MAIL_FROM).toBe('Rihla <no-reply@rihla.example>');
    expect(emlFileName('<3f2a0000-0000-4000-8000-000000000001@rihla.example>')).toBe(
      '3f2a0000-0000-4000-8000-000000000001.eml',
    );
    expect(emlFileName('<../../etc/passwd@x>')).toBe('_.._etc_passwd.eml');
  });
});
