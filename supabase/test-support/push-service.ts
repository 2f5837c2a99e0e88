/**
 * A push service stand-in for the tests (issue 44): an http server on 127.0.0.1 that takes what
 * web-push posts to a device's endpoint and DECRYPTS it (aes128gcm, RFC 8291) with the device's own
 * private ECDH key and auth secret, made here with node's crypto, as a browser would. `status`
 * sets its answer (201, or 410 for a device that is gone). Side effects: a listening socket.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// web-push's own decrypting library (its dependency, a dev dependency here); no types of its own.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A device's subscription: its keys as the browser sends them, and the private half to decrypt with. */
export interface TestDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload (JSON text), or null when it could not be decrypted. */
  payload: string | null;
}

export interface PushServiceStandIn {
  url: string;
  received: ReceivedPush[];
  /** The status answered per path ("/device-1": 410); 201 otherwise. */
  status: Map<string, number>;
  /** A new device whose endpoint is on this stand-in. */
  device(name: string): TestDevice;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const devices = new Map<string, TestDevice>();
  const received: ReceivedPush[] = [];
  const status = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const device = devices.get(path);
      let payload: string | null = null;
      try {
        payload = device ? device.decrypt(Buffer.concat(chunks)) : null;
      } catch {
        payload = null;
      }
      received.push({ path, headers: request.headers, payload });
      response.writeHead(status.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    status,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const device: TestDevice = {
        endpoint: `${url}/${name}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth,
        decrypt: (body) =>
          ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      };
      devices.set(`/${name}`, device);
      return device;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
