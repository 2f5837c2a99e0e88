/**
 * The answer to a sign-in refused from memory (written straight on the socket) is the auth server's
 * own 429: the same status, headers (security headers, CORS, Retry-After) and body as signInRefused
 * sent the usual way, which supabase-js reads as over_request_rate_limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResponse } from './http-adapter.ts';
import { securityHeaders } from './security-headers.ts';
import { refusedSignInWriter, signInRefused } from './sign-in-refusals.ts';

describe('a sign-in refused from memory', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const headers = securityHeaders();
    const writeRefused = refusedSignInWriter(headers);
    server = createServer((req, res) => {
      if (req.url === '/written') writeRefused(res, 42);
      else void sendResponse(res, signInRefused(42), headers);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answer = async (path: string) => {
    const response = await fetch(base + path, { method: 'POST', body: '{"email":"a@b.c","password":"x"}' });
    // The framing may differ (a length rather than chunks); what the client reads may not.
    const framing = new Set(['date', 'content-length', 'transfer-encoding']);
    const headers = [...response.headers].filter(([name]) => !framing.has(name));
    return { status: response.status, headers, body: await response.text() };
  };

  it('is the same 429 as the one sent through a web Response', async () => {
    const written = await answer('/written');
    expect(written).toEqual(await answer('/sent'));
    expect(written.status).toBe(429);
    expect(JSON.parse(written.body)).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    expect(new Map(written.headers).get('retry-after')).toBe('42');
    expect(new Map(written.headers).get('access-control-expose-headers')).toBe('Retry-After');
  });
});
