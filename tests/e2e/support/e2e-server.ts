/** Starts the real local server for the e2e suite on a fresh database (see e2e-database.ts). */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import {
  e2eClockFile,
  e2eDatabaseUrl,
  e2eDataDir,
  e2ePort,
  postgresAnswers,
  recreateE2eDatabase,
} from './e2e-database';

const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(e2ePort), HOST: '127.0.0.1' };
// The run's own data folder, emptied at start: the embedded database (without the PostgreSQL
// server) and, either way, the mails the outbox writes as .eml files.
await rm(e2eDataDir, { recursive: true, force: true });
env.DATA_DIR = e2eDataDir;
// The server's clock, moved by a spec that needs another day (online-check-in.spec.ts); real at start.
await rm(e2eClockFile, { force: true });
env.TEST_CLOCK_FILE = e2eClockFile;
delete env.SMTP_URL;
if (process.env.E2E_DATABASE === 'postgres' && (await postgresAnswers())) {
  await recreateE2eDatabase();
  env.DATABASE_URL = e2eDatabaseUrl();
  console.log(`e2e: PostgreSQL database ${env.DATABASE_URL}`);
} else {
  delete env.DATABASE_URL;
  console.log(`e2e: embedded database in ${e2eDataDir}`);
}
// Uploaded photos in a folder of this run's own, emptied at start (not the developer's .data/pglite/storage).
const storageDir = process.env.E2E_STORAGE_DIR ?? `.data/e2e-${e2ePort}-storage`;
await rm(storageDir, { recursive: true, force: true });
env.STORAGE_DIR = storageDir;
const server = spawn(process.execPath, ['--import', 'tsx', 'supabase/local-server/main.ts'], {
  env,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
