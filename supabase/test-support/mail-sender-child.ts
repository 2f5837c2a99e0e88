/**
 * A mail sender in a process of its own, for the restart test (mail-restart.test.ts): one round of
 * the outbox on a PostgreSQL database, as .eml files or over SMTP; with `hang`, it stops forever
 * once its mail is written or while the SMTP server holds it, waiting to be killed.
 *
 * Usage: node --import tsx mail-sender-child.ts <database url> <eml:<dir> | smtp:<url>> <hang | finish>
 */
import { openPostgres } from '../functions/_shared/database-postgres.ts';
import { deliverDueMails } from '../functions/_shared/mail-outbox.ts';
import { type MailTransport, smtpTransport } from '../functions/_shared/mail-transport.ts';
import { emlFileTransport } from '../local-server/mail-files.ts';

const [databaseUrl, target, mode] = process.argv.slice(2);
if (!databaseUrl || !target || !mode)
  throw new Error('usage: <database url> <eml:dir | smtp:url> <hang | finish>');

const inner = target.startsWith('eml:')
  ? emlFileTransport(target.slice(4), { log: (line) => console.log(line) })
  : smtpTransport(target.slice(5));
const transport: MailTransport = {
  async send(mail) {
    console.log(`sending ${mail.messageId}`);
    await inner.send(mail);
    console.log(`sent ${mail.messageId}`);
    // Killed here: the mail went out, the outbox was never told.
    if (mode === 'hang') await new Promise<never>(() => undefined);
  },
};

const db = openPostgres(databaseUrl, { max: 1 });
const report = await deliverDueMails(db, transport, {
  siteUrl: 'https://stays.rihla.example',
  from: 'Rihla <no-reply@rihla.example>',
  leaseSeconds: 300,
});
console.log(`report ${JSON.stringify(report)}`);
inner.close?.();
await db.close();
