/**
 * The pinned calendar fetch under Deno (the Edge Functions' runtime), run by the `deno` binary of
 * node_modules (supabase/test-support/ical-fetch-deno-check.ts): node:http(s)'s `lookup` is honoured,
 * so the request goes to the address the check resolved, a name no resolver knows, with that name as
 * Host; over https (a certificate for `calendar.test` made with openssl, skipped without it) as SNI
 * too, the certificate checked against it: a certificate nobody trusts is refused. The same in Node.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoBinary, functionsDir } from '../../test-support/deno-functions.ts';
import { fetchFeed } from './ical-fetch.ts';

const root = join(functionsDir, '../..');
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const answer = (request: { headers: Record<string, unknown>; socket: unknown }) => {
  const sni = (request.socket as { servername?: string }).servername;
  return `host=${String(request.headers.host)} sni=${sni ?? '-'}`;
};

describe.skipIf(!existsSync(denoBinary))('the pinned calendar fetch, in Deno and in Node', () => {
  let folder: string;
  let ca = '';
  const servers: { close(): unknown }[] = [];
  let httpPort = 0;
  let httpsPort = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rihla-ical-deno-'));
    const plain = createHttpServer((request, response) => response.end(answer(request)));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    httpPort = (plain.address() as AddressInfo).port;
    servers.push(plain);
    if (hasOpenssl) {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
          ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
          ...['-subj', '/CN=calendar.test', '-addext', 'subjectAltName=DNS:calendar.test'],
        ],
        { stdio: 'ignore' },
      );
      ca = await readFile(join(folder, 'cert.pem'), 'utf8');
      const tls = createHttpsServer(
        { key: await readFile(join(folder, 'key.pem')), cert: ca },
        (request, response) => response.end(answer(request)),
      );
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
      httpsPort = (tls.address() as AddressInfo).port;
      servers.push(tls);
    }
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const expected = () => ({
    http: `host=calendar.rebind.test:${httpPort} sni=-`,
    https: hasOpenssl ? `host=calendar.test:${httpsPort} sni=calendar.test` : null,
    untrusted: hasOpenssl ? expect.stringMatching(/^error: .*(certificate|issuer|self)/i) : null,
    lookups: hasOpenssl ? 3 : 1,
  });

  it('connects to the checked address under Deno, with the name as Host and SNI', {
    timeout: 120_000,
  }, async () => {
    const args = [
      ...['run', '--allow-net', '--allow-read', '--allow-env', '--node-modules-dir=manual'],
      ...['--config', join(functionsDir, 'deno.json')],
      join(root, 'supabase/test-support/ical-fetch-deno-check.ts'),
      `http://calendar.rebind.test:${httpPort}/calendar.ics`,
      hasOpenssl ? `https://calendar.test:${httpsPort}/calendar.ics` : '-',
      hasOpenssl ? join(folder, 'cert.pem') : '-',
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(denoBinary, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? tmpdir(),
          NO_COLOR: '1',
          DENO_DIR: join(folder, 'deno-cache'),
        },
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('exit', () => resolve(text));
    });
    const line = output.trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(line.startsWith('{') ? line : '{}'), output).toEqual(expected());
  });

  it('does the same in Node', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return ['127.0.0.1'];
    };
    const text = async (url: string, trustedCa?: string) => {
      const fetched = await fetchFeed(url, { allowLocalHttp: true, resolve, trustedCa }).catch(
        (error: Error) => `error: ${error.message}`,
      );
      return typeof fetched === 'string' ? fetched : fetched.kind === 'body' ? fetched.text : fetched.kind;
    };
    const http = await text(`http://calendar.rebind.test:${httpPort}/calendar.ics`);
    const https = hasOpenssl ? await text(`https://calendar.test:${httpsPort}/calendar.ics`, ca) : null;
    const untrusted = hasOpenssl ? await text(`https://calendar.test:${httpsPort}/calendar.ics`) : null;
    expect({ http, https, untrusted, lookups }).toEqual(expected());
  });
});
