/**
 * The outbox survives a sender killed mid-send (SIGKILL, another process, the PostgreSQL server):
 * its row stays claimed until the lease runs out, then a new sender delivers it once. As .eml files,
 * the mail's file is written again in place (exactly one file); over SMTP, the message the server
 * was still holding is never accepted and the new sender's is (exactly one message received).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDueMails, enqueueMail } from '../functions/_shared/mail-outbox.ts';
import type { MailTemplateParams } from '../functions/_shared/mail-templates.ts';
import { smtpTransport } from '../functions/_shared/mail-transport.ts';
import { openTestDatabase, postgresAnswers, type TestDatabase } from '../test-support/databases.ts';
import { type MailCatcher, readMail, startMailCatcher } from '../test-support/mail-catcher.ts';
import { emlFileTransport } from './mail-files.ts';

const root = new URL('../../', import.meta.url).pathname;
const childScript = new URL('../test-support/mail-sender-child.ts', import.meta.url).pathname;
const options = { siteUrl: 'https://stays.rihla.example', from: 'Rihla <no-reply@rihla.example>' };

const params: MailTemplateParams['extraPaid'] = {
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  guestName: 'Amina Benali',
  guestPhone: null,
  propertyName: 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-17',
  orderId: 'order-1',
  total: 3000,
  currency: 'EUR',
  lines: [
    {
      extraId: 'airport_transfer',
      name: 'Airport transfer',
      quantity: 1,
      amount: 3000,
      currency: 'EUR',
      details: { direction: 'arrival', flightNumber: 'AT 800', flightTime: '14:30' },
    },
  ],
};

/** Starts the child sender; resolves once it printed a line matching `until`. */
function startSender(databaseUrl: string, target: string, until: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, databaseUrl, target, 'hang'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sender never got there:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sender ended (${code}) before it got there:\n${output}`));
    });
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!(await postgresAnswers()))('mail outbox across a killed sender (PostgreSQL)', () => {
  let test: TestDatabase;
  let databaseUrl: string;
  let smtp: MailCatcher;
  let mailDir: string;
  beforeAll(async () => {
    [test, smtp] = await Promise.all([openTestDatabase('postgres'), startMailCatcher()]);
    const { rows } = await test.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${rows[0]?.name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await Promise.all([test?.close(), smtp?.close()]);
  });
  beforeEach(async () => {
    await test.db.query('DELETE FROM mail_outbox');
    mailDir = await mkdtemp(join(tmpdir(), 'rihla-mail-'));
    await test.db.transaction((tx) =>
      enqueueMail(tx, {
        eventKey: 'extra-paid:order-1',
        hostId: null,
        toAddress: 'owner@example.com',
        language: 'en',
        template: 'extraPaid',
        params,
      }),
    );
    return () => rm(mailDir, { recursive: true, force: true });
  });

  const outboxRow = async () =>
    (
      await test.db.query<{ status: string; attempts: number; message_id: string }>(
        'SELECT status, attempts, message_id FROM mail_outbox',
      )
    ).rows[0];
  const afterTheLease = () => new Date(Date.now() + 301_000);

  it('as .eml files: killed after writing, sent again once the lease ran out, one file', {
    timeout: 60_000,
  }, async () => {
    const child = await startSender(databaseUrl, `eml:${mailDir}`, /^sent /m);
    await kill(child);
    expect(await outboxRow()).toMatchObject({ status: 'sending', attempts: 1 });
    // Within the lease nobody takes it; after it, the new sender does.
    const transport = emlFileTransport(mailDir, { log: () => undefined });
    expect((await deliverDueMails(test.db, transport, { ...options, now: new Date() })).claimed).toBe(0);
    expect(await deliverDueMails(test.db, transport, { ...options, now: afterTheLease() })).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    const mail = readMail(await readFile(join(mailDir, files[0] ?? ''), 'utf8'));
    expect(mail.messageId).toBe(row?.message_id);
    expect(mail.body).toContain('AT 800');
  });

  it('over SMTP: killed while the server held the mail, one message received', {
    timeout: 60_000,
  }, async () => {
    smtp.hold = true;
    smtp.messages.length = 0;
    const started = smtp.started;
    const child = await startSender(databaseUrl, `smtp:${smtp.url}`, /^sending /m);
    while (smtp.started === started) await new Promise((resolve) => setTimeout(resolve, 20));
    await kill(child);
    smtp.hold = false;
    expect(await outboxRow()).toMatchObject({ status: 'sending', attempts: 1 });
    const transport = smtpTransport(smtp.url);
    try {
      expect(await deliverDueMails(test.db, transport, { ...options, now: afterTheLease() })).toMatchObject({
        sent: 1,
      });
    } finally {
      transport.close?.();
    }
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.messageId).toBe((await outboxRow())?.message_id);
    expect(smtp.messages[0]?.body).toContain('AT 800');
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 2 });
    // The killed sender's reset connection was the SMTP server's only trouble.
    expect(smtp.errors).toEqual([]);
  });
});
