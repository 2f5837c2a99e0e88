/** `npm start`: the whole product on one machine (built PWA, functions, auth, embedded database, demo data). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAutomatedScheduler } from './automated-scheduler.ts';
import { readLocalEnv, serverConfig, withLocalKeys } from './config.ts';
import { startDeclarationScheduler } from './declaration-scheduler.ts';
import { startIcalScheduler } from './ical-scheduler.ts';
import { mailTransportOf } from './mail-files.ts';
import { startMailScheduler } from './mail-scheduler.ts';
import { openDatabase } from './open-database.ts';
import { startPushScheduler } from './push-scheduler.ts';
import { seedDemoData } from './seed.ts';
import { createLocalServer } from './server.ts';
import { serverClock } from './test-clock.ts';

let env: ReturnType<typeof readLocalEnv>;
try {
  env = readLocalEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!existsSync(join(env.DIST_DIR, 'index.html'))) {
  console.error(`No built app in ${env.DIST_DIR}. Run \`npm run build\` first (npm start does it for you).`);
  process.exit(1);
}

const db = await openDatabase(env);
// After the database is open: the key files go into DATA_DIR, which PGlite must create itself.
try {
  env = withLocalKeys(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The real clock; the end-to-end tests move it with TEST_CLOCK_FILE (loopback only, config.ts).
const now = serverClock(env.TEST_CLOCK_FILE);
const demo = await seedDemoData(db, new Date());
const siteUrl = env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`;
// The mail outbox: due mails every 15 seconds, over SMTP_URL or as .eml files (MAIL_DELIVERY=off: never).
const mail = mailTransportOf(env);
const mailScheduler =
  env.MAIL_DELIVERY === 'on'
    ? startMailScheduler({ db, transport: mail.transport, siteUrl, from: env.MAIL_FROM })
    : null;
// The push outbox (docs/push.md): due notices every 15 seconds (MAIL_DELIVERY=off stops both outboxes).
const config = serverConfig(env, siteUrl);
const pushScheduler =
  env.MAIL_DELIVERY === 'on' && config.vapid
    ? startPushScheduler({ db, vapid: config.vapid, graceHours: config.doorCodeGraceHours, now })
    : null;
// Automated messages (docs/automated-messages.md): due ones every 20 seconds on the server's clock,
// their mails and pushes delivered right after (MAIL_DELIVERY=off stops them with the outboxes).
const automatedScheduler =
  env.MAIL_DELIVERY === 'on' && config.guestTokenSecret
    ? startAutomatedScheduler({
        db,
        config,
        now,
        onSent: () => {
          mailScheduler?.kick();
          pushScheduler?.kick();
        },
      })
    : null;
// A booking made or checked in: its confirmation, or its door code's message, at once.
const automatedWriters = new Set(['host-bookings', 'guest-checkin']);
// The functions whose events queue mails or notices: they go out right after they answer.
const mailWriters = new Set(['stripe-webhook', 'submit-host-inquiry']);
const pushWriters = new Set([
  'stripe-webhook',
  'submit-host-inquiry',
  'guest-checkin',
  'guest-messages',
  'host-messages',
]);
// A function that fails to load stops the start with its name and the cause (server.ts).
const server = await createLocalServer({
  db,
  distDir: env.DIST_DIR,
  jwtSecret: env.JWT_SECRET,
  storageDir: env.STORAGE_DIR,
  config,
  now,
  onFunctionAnswered: (name) => {
    if (mailWriters.has(name)) mailScheduler?.kick();
    if (pushWriters.has(name)) pushScheduler?.kick();
    if (automatedWriters.has(name)) automatedScheduler?.kick();
  },
}).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  automatedScheduler?.stop();
  mailScheduler?.stop();
  pushScheduler?.stop();
  await db.close();
  process.exit(1);
});

// Guest declarations: deleted DECLARATION_RETENTION_DAYS after check-out, at start and every hour.
const declarationScheduler = startDeclarationScheduler({ db, retentionDays: env.DECLARATION_RETENTION_DAYS });

// Channel calendars: every feed every 30 minutes while the server runs (ICAL_SYNC=off: never).
const icalScheduler =
  env.ICAL_SYNC === 'on'
    ? startIcalScheduler({ db, allowLocalHttp: env.ICAL_ALLOW_LOCAL_HTTP === 'on' })
    : null;

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST}:${port}`;
  console.log('');
  console.log(`  Rihla is running at ${url}`);
  console.log(
    `  Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${env.DATA_DIR}`}`,
  );
  console.log(
    `  Payments: ${env.STRIPE_SECRET_KEY ? 'Stripe' : `local test checkout (no STRIPE_SECRET_KEY set)`}`,
  );
  console.log(
    `  Mail: ${env.MAIL_DELIVERY === 'on' ? mail.description : 'not delivered (MAIL_DELIVERY=off)'}`,
  );
  for (const line of demo.lines) console.log(`  ${line}`);
  for (const warning of env.warnings) console.warn(`  Warning: ${warning}`);
  console.log('');
});

const stop = async () => {
  icalScheduler?.stop();
  automatedScheduler?.stop();
  mailScheduler?.stop();
  pushScheduler?.stop();
  declarationScheduler.stop();
  mail.transport.close?.();
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
