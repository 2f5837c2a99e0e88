/** Bridges node:http to web-standard Request/Response, so the same handlers run here and on Deno. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest body the local server reads on any route (the functions' own limit). */
export const maxRequestBodyBytes = 100_000;

/** The methods the server answers; anything else (TRACE, CONNECT, made-up names) is a 405. */
export const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request the adapter refuses before any handler sees it. */
export class RequestRefused extends Error {
  constructor(
    readonly status: 405 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The whole request body as bytes (what the handlers read anyway: JSON, forms, signed webhooks),
 * refused as soon as it passes `limit`: a declared length over it is refused before reading, and
 * a body sent without one stops being read at the limit.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new RequestRefused(413, 'The request body is too large.');
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size > limit) return;
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
    });
    req.on('error', reject);
  });
}

/**
 * The web Request for a Node request. The body is read into memory first and handed over as bytes:
 * a Node stream wrapped as a web ReadableStream (Readable.toWeb) and read back through it cost more
 * per lookup than the lookup's own work, for bodies that are a few hundred bytes.
 */
export async function toRequest(
  req: IncomingMessage,
  url: URL | string,
  limit = maxRequestBodyBytes,
): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (!allowedMethods.has(method)) throw new RequestRefused(405, 'Method not allowed.');
  // A plain record, which the Request converts once (a Headers object built first was copied again,
  // header by header). Node has joined most repeated headers already; the rest are joined as
  // Headers.get() would give them.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) headers[name] = value.join(', ');
    else if (value !== undefined) headers[name] = value;
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? await readBody(req, limit) : undefined });
}

export async function sendResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  if (!response.body) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const body = await readAll(response.body);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * The whole body, read straight from its stream: the answers are one chunk or a few, and
 * arrayBuffer() cost twice as much per answer (10 against 4 microseconds) for the same bytes.
 */
async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
}
