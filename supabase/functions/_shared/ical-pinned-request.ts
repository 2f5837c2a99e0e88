/**
 * One GET (network) to an address that was checked before: node:http(s)'s `request` with a `lookup`
 * that answers the checked IP, so the connection goes there and nowhere else (no second DNS lookup
 * that a rebinding name could answer differently), while the Host header, TLS SNI and the
 * certificate check still use the URL's name. A fresh connection each time (`agent: false`: no
 * pooled socket of another address). Works the same under Node (20+) and Deno (2.x's node:https
 * honours `lookup`; checked on Deno 2.9.5). The body comes decompressed (gzip, deflate, br), cut
 * off past `maxBytes`.
 */
/** A readable stream as node:stream gives it (only what is used here). */
interface ByteStream extends AsyncIterable<Uint8Array> {
  pipe<T>(destination: T): T;
  destroy(): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

interface IncomingAnswer extends ByteStream {
  statusCode?: number;
  headers: Record<string, string | string[] | undefined>;
}

interface NodeHttp {
  request(
    url: URL,
    options: Record<string, unknown>,
    callback: (response: IncomingAnswer) => void,
  ): { on(event: 'error', listener: (error: Error) => void): unknown; end(): void };
}

interface NodeZlib {
  createGunzip(): ByteStream;
  createInflate(): ByteStream;
  createBrotliDecompress(): ByteStream;
}

/**
 * Node's modules, in Node and in Deno alike, imported by a name held in a variable: Deno's type
 * check would otherwise want Node's types (npm:@types/node) for them.
 */
const nodeModule = <T>(name: string): Promise<T> => import(name) as Promise<T>;

export interface PinnedAnswer {
  status: number;
  header(name: string): string | null;
  /** The body, at most maxBytes (null: it was longer), decompressed. */
  read(maxBytes: number): Promise<Uint8Array | null>;
  /** Drops the answer without reading it. */
  discard(): void;
}

export interface PinnedOptions {
  /** The IP the name was checked to (for an IP literal: itself). */
  address: string;
  headers: Record<string, string>;
  /** Aborts the request and the reading of its body. */
  signal: AbortSignal;
  trustedCa?: string;
}

async function readCapped(stream: ByteStream, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Uint8Array;
    size += bytes.byteLength;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function decoded(response: IncomingAnswer, zlib: NodeZlib): ByteStream {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

export async function pinnedGet(url: URL, options: PinnedOptions): Promise<PinnedAnswer> {
  const family = options.address.includes(':') ? 6 : 4;
  const lookup = (
    _host: string,
    lookupOptions: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (lookupOptions?.all) callback(null, [{ address: options.address, family }]);
    else callback(null, options.address, family);
  };
  const [client, zlib] = await Promise.all([
    nodeModule<NodeHttp>(url.protocol === 'https:' ? 'node:https' : 'node:http'),
    nodeModule<NodeZlib>('node:zlib'),
  ]);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: options.headers,
        lookup,
        agent: false,
        signal: options.signal,
        ...(options.trustedCa ? { ca: options.trustedCa } : {}),
      },
      (response) => {
        const body = decoded(response, zlib);
        body.on('error', () => undefined);
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          },
          read: (maxBytes) => readCapped(body, maxBytes),
          discard: () => response.destroy(),
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
