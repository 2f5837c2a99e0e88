/**
 * Cold start of the host functions on Deno, one function per Edge Function (today) against all host
 * functions folded into one: the time from `deno run` to the first answer (a 401 to a call without a
 * token), with a warm module cache (as Supabase's: code compiled at deploy), median of 5.
 * `npx tsx bench/cold-start/measure-cold-start.ts` (issue 42's question: fold or not).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const functionsDir = join(root, 'supabase/functions');
const deno = join(root, 'node_modules/.bin/deno');
const cache = mkdtempSync(join(tmpdir(), 'cold-start-'));
const env = {
  ...process.env,
  DENO_DIR: cache,
  NO_COLOR: '1',
  PORT: '0',
  JWT_SECRET: 'x'.repeat(40),
  GUEST_TOKEN_SECRET: 'y'.repeat(40),
};

const hostFunctions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('host-'))
  .map((entry) => entry.name);
const folded = join(cache, 'folded-entry.ts');
writeFileSync(
  folded,
  `import { serveFunction } from '${functionsDir}/_shared/deno-serve.ts';
${hostFunctions.map((name, index) => `import { handler as h${index} } from '${functionsDir}/${name}/handler.ts';`).join('\n')}
const handlers: Record<string, (request: Request, deps: never) => Promise<Response>> = {
${hostFunctions.map((name, index) => `  '${name}': h${index},`).join('\n')}
};
serveFunction('host', (request, deps) => {
  const name = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  return (handlers[name] ?? h0)(request, deps as never);
}, { needsJwtSecret: true });
`,
);

function once(entry: string, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      deno,
      ['run', '-A', '--node-modules-dir=manual', '--config', join(functionsDir, 'deno.json'), entry],
      {
        env,
        detached: true,
      },
    );
    let output = '';
    const onData = async (data: Buffer) => {
      output += data.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      const response = await fetch(`${match[1]}${path}`, { method: 'POST', body: '{}' });
      await response.text();
      const elapsed = performance.now() - started;
      process.kill(-child.pid!, 'SIGKILL');
      resolve(elapsed);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}): ${output.slice(-800)}`)));
  });
}

async function median(entry: string, path: string) {
  await once(entry, path); // fills the module cache
  const times: number[] = [];
  for (let run = 0; run < 5; run++) times.push(await once(entry, path));
  times.sort((a, b) => a - b);
  return Math.round(times[2]!);
}

const single = await median(join(functionsDir, 'host-guests/index.ts'), '');
const all = await median(folded, 'host-guests');
console.log(
  `cold start to first answer, median of 5: host-guests alone ${single} ms; ${hostFunctions.length} host functions folded into one ${all} ms`,
);
(await import('node:fs')).rmSync(cache, { recursive: true });
