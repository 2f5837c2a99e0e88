import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRequestBodyBytes, RequestRefused, sendResponse, toRequest } from './http-adapter.ts';

/** A real node:http server whose handler sees the adapted Request and answers through sendResponse. */
let handle: (request: Request) => Promise<Response>;
let port = 0;
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  let request: Request;
  let bytesRead = 0;
  req.on('data', (chunk: Buffer) => {
    bytesRead += chunk.length;
  });
  try {
    request = await toRequest(req, url);
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    res.writeHead(error.status, { Connection: 'close', 'X-Bytes-Read': String(bytesRead) });
    res.end();
    return;
  }
  await sendResponse(res, await handle(request), { 'X-Frame-Options': 'DENY' });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends the body in several writes, so it reaches the server as more than one chunk. */
function send(method: string, path: string, chunks: Buffer[] = [], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    },
  );
}

describe('node:http to web Request/Response', () => {
  it('hands over the body byte for byte (signed webhooks depend on it), in one chunk or many', async () => {
    let seen: {
      method: string;
      url: string;
      bytes: Buffer;
      type: string | null;
      custom: string | null;
    } | null = null;
    handle = async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        bytes: Buffer.from(await request.arrayBuffer()),
        type: request.headers.get('content-type'),
        custom: request.headers.get('x-client-info'),
      };
      return new Response(null, { status: 204 });
    };
    const binary = Buffer.from([0, 255, 1, 254, 0xe2, 0x82, 0xac, 10, 13]);
    const big = Buffer.alloc(60_000, 'é');
    for (const chunks of [[binary], [binary, big, binary]]) {
      const response = await send('POST', '/functions/v1/echo?x=1', chunks, {
        'Content-Type': 'application/octet-stream',
        'X-Client-Info': 'rihla-test',
      });
      expect(response.status).toBe(204);
      expect(seen).toMatchObject({
        method: 'POST',
        url: `http://127.0.0.1:${port}/functions/v1/echo?x=1`,
        type: 'application/octet-stream',
        custom: 'rihla-test',
      });
      expect(seen!.bytes.equals(Buffer.concat(chunks))).toBe(true);
    }
  });

  it('refuses a body past the limit as it arrives (413), without reading the rest', async () => {
    let handled = 0;
    handle = async () => {
      handled += 1;
      return new Response(null, { status: 204 });
    };
    // Sent without a Content-Length (chunked), so only counting while reading can catch it.
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const response = await send('POST', '/functions/v1/echo', Array(40).fill(chunk)).catch(
      (error: NodeJS.ErrnoException) => ({
        status: error.code === 'ECONNRESET' ? 413 : 0,
        headers: {},
        body: Buffer.alloc(0),
      }),
    );
    expect(response.status).toBe(413);
    expect(handled).toBe(0);
    const read = Number((response.headers as Record<string, string>)['x-bytes-read'] ?? 0);
    expect(read).toBeLessThan(maxRequestBodyBytes + 2 * chunk.length);
    // A declared length over the limit is refused before a byte is read.
    const declared = await send('POST', '/functions/v1/echo', [Buffer.from('{}')], {
      'Content-Length': String(maxRequestBodyBytes + 1),
    }).catch(() => ({ status: 413, headers: {}, body: Buffer.alloc(0) }));
    expect(declared.status).toBe(413);
  });

  it('refuses TRACE and made-up methods with 405 instead of failing', async () => {
    handle = async () => new Response(null, { status: 204 });
    expect((await send('TRACE', '/')).status).toBe(405);
    expect((await send('PROPFIND', '/')).status).toBe(405);
    // Node's parser itself refuses a method it does not know, with 400: still never a 5xx.
    expect((await send('BREW', '/')).status).toBe(400);
  });

  it('gives GET no body and an empty POST an empty one', async () => {
    const bodies: (string | null)[] = [];
    handle = async (request) => {
      bodies.push(request.body === null ? null : await request.text());
      return new Response('ok');
    };
    await send('GET', '/');
    await send('POST', '/');
    expect(bodies).toEqual([null, '']);
  });

  it("sends status, the handler's headers over the server's, every cookie and the body", async () => {
    handle = async () => {
      const headers = new Headers({ 'Content-Type': 'application/json', 'Retry-After': '30' });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return new Response(JSON.stringify({ error: 'slow down' }), { status: 429, headers });
    };
    const response = await send('POST', '/', [Buffer.from('{}')]);
    expect(response.status).toBe(429);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'slow down' });
  });
});
