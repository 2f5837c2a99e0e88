/**
 * A local HTTP server standing in for Supabase Storage's REST API (what `supabaseStorage` calls):
 * `POST /storage/v1/object/<bucket>/<key>` keeps the bytes, `DELETE` drops them; it records the
 * calls and answers like Storage. For functions served in a process of their own (Deno).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StorageCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
}

export interface StorageStandIn {
  url: string;
  calls: StorageCall[];
  /** Stored objects by path (`<bucket>/<key>`). */
  objects: Map<string, Uint8Array>;
  close(): Promise<void>;
}

const objectPath = /^\/storage\/v1\/object\/(.+)$/;

export async function startStorageStandIn(): Promise<StorageStandIn> {
  const calls: StorageCall[] = [];
  const objects = new Map<string, Uint8Array>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(req.url ?? '/');
      calls.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
      });
      res.setHeader('Content-Type', 'application/json');
      const key = objectPath.exec(path)?.[1];
      if (key && req.method === 'POST') {
        objects.set(key, new Uint8Array(Buffer.concat(chunks)));
        res.end(JSON.stringify({ Key: key }));
      } else if (key && req.method === 'DELETE') {
        objects.delete(key);
        res.end(JSON.stringify({ message: 'Successfully deleted' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
