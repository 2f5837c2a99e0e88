/** `npm run dev`: the local backend (API only) plus Vite's dev server with hot reload, proxying to it. */
import { createServer as createViteServer } from 'vite';
import { readLocalEnv, serverConfig, withLocalKeys } from './config.ts';
import { openDatabase } from './open-database.ts';
import { seedDemoData } from './seed.ts';
import { createLocalServer } from './server.ts';

const env = withLocalKeys(readLocalEnv());
const apiPort = Number(process.env.API_PORT ?? 54321);
process.env.API_PORT = String(apiPort);
const db = await openDatabase(env);
const demo = await seedDemoData(db, new Date());
const api = await createLocalServer({
  db,
  jwtSecret: env.JWT_SECRET,
  storageDir: env.STORAGE_DIR,
  config: serverConfig(env, env.SITE_URL ?? `http://${env.HOST}:5173`),
});
api.listen(apiPort, '127.0.0.1');
const vite = await createViteServer({ server: { host: env.HOST, port: 5173 } });
await vite.listen();
vite.printUrls();
for (const line of demo.lines) console.log(`  ${line}`);
for (const warning of env.warnings) console.warn(`  Warning: ${warning}`);
