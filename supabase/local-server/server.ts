/**
 * The local stand-in for Supabase: one HTTP server that serves the built PWA and mounts the same
 * function handlers at /functions/v1/<name>, the auth endpoints at /auth/v1/*, and the local test
 * checkout at /local-checkout/* (used when no Stripe key is set).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../functions/_shared/database.ts';
import type { FunctionDeps, FunctionHandler, ServerConfig } from '../functions/_shared/handler-types.ts';
import { guidePhotoLimits } from '../functions/_shared/host-api-types-properties.ts';
import { handleAuth } from './auth.ts';
import { folderStorage, readStoredObject } from './folder-storage.ts';
import { allowedMethods, RequestRefused, sendResponse, toRequest } from './http-adapter.ts';
import { handleLocalCheckout } from './local-checkout.ts';
import { securityHeaders } from './security-headers.ts';
import { deviceCookieValue } from './sign-in-device.ts';
import { refusedSignInWriter, SignInRefusals } from './sign-in-refusals.ts';
import { createStaticFiles } from './static-files.ts';

/**
 * Paths of Supabase's APIs and other API-looking prefixes: an unknown one answers a JSON 404, never
 * the app's HTML (a client or a scanner must not take the app shell for an API answer).
 */
const apiPrefixes = [
  '/functions/',
  '/auth/',
  '/rest/',
  '/storage/',
  '/realtime/',
  '/graphql/',
  '/api/',
  '/pg/',
];

function jsonAnswer(
  status: number,
  error: string,
  code: string,
  extra: Record<string, string> = {},
): Response {
  return Response.json({ error, code }, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
}

export const functionsDir = new URL('../functions/', import.meta.url).pathname;

export interface LocalServerOptions {
  db: Database;
  config: ServerConfig;
  /** Built app to serve; omitted for an API-only server (dev mode, tests). */
  distDir?: string;
  /** Secret used to sign local auth tokens. */
  jwtSecret: string;
  /** The clock (tests move it past a rate-limit window); the system clock by default. */
  now?: () => Date;
  /** Folder of the uploaded files (photo guide), served at /storage/v1/object/public/<bucket>/...; none: uploads answer 503. */
  storageDir?: string;
  /**
   * Called with a function's name once it has answered (also when the local checkout hands an
   * event to the webhook): `npm start` delivers the mails such an answer may have queued at once.
   */
  onFunctionAnswered?: (name: string) => void;
}

/** Functions that take uploads read larger bodies than the JSON ones (each checks its own parts). */
const uploadBodyLimits: Record<string, number> = {
  'host-property-photos': guidePhotoLimits.maxRequestBytes,
};

/**
 * Every function: each supabase/functions/<name>/handler.ts and its exported `handler` (a folder
 * without handler.ts, such as _shared, is no function). A handler that fails to load stops the
 * server with the function's name and the cause, never a silent 404 "Function not found".
 */
export async function loadFunctionHandlers(dir = functionsDir): Promise<Map<string, FunctionHandler>> {
  const handlers = new Map<string, FunctionHandler>();
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const file = join(dir, entry.name, 'handler.ts');
    if (!entry.isDirectory() || entry.name.startsWith('_') || !existsSync(file)) continue;
    let module: { handler?: unknown };
    try {
      module = await import(pathToFileURL(file).href);
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(`Function ${entry.name} failed to load (${file}): ${cause}`, { cause: error });
    }
    if (typeof module.handler !== 'function') {
      throw new Error(`Function ${entry.name} failed to load (${file}): it exports no \`handler\``);
    }
    handlers.set(entry.name, module.handler as FunctionHandler);
  }
  return handlers;
}

export async function createLocalServer(options: LocalServerOptions): Promise<Server> {
  const handlers = await loadFunctionHandlers();
  const answered = options.onFunctionAnswered;
  if (answered) {
    for (const [name, handler] of handlers) {
      handlers.set(name, async (request, deps) => {
        try {
          return await handler(request, deps);
        } finally {
          answered(name);
        }
      });
    }
  }
  const serveStatic = options.distDir ? createStaticFiles(options.distDir) : null;
  const headers = securityHeaders();
  const refusals = new SignInRefusals();
  const writeSignInRefused = refusedSignInWriter(headers);
  const now = options.now ?? (() => new Date());
  const storage = options.storageDir ? folderStorage(options.storageDir) : undefined;

  return createServer(async (req, res) => {
    // The server's own origin, not the request's Host header (which any client can forge).
    const url = new URL(req.url ?? '/', 'http://local.rihla');
    const clientAddress = req.socket.remoteAddress ?? 'unknown';
    try {
      if (!allowedMethods.has((req.method ?? '').toUpperCase())) {
        throw new RequestRefused(405, 'Method not allowed.');
      }
      if (url.pathname.startsWith('/functions/v1/')) {
        const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
        const handler = handlers.get(name);
        if (!handler) {
          await sendResponse(res, jsonAnswer(404, 'Function not found', 'not_found'), headers);
          return;
        }
        const deps: FunctionDeps = {
          db: options.db,
          config: options.config,
          clientAddress,
          now,
          storage,
        };
        const request = await toRequest(req, url, uploadBodyLimits[name]);
        await sendResponse(res, await handler(request, deps), headers);
        return;
      }
      // A password sign-in from an address refused a moment ago: answered before its body is read
      // (unless it carries a device cookie: auth.ts checks it, and refuses it there if it is not valid).
      const refusedFor =
        options.config.rateLimitEnabled &&
        req.method === 'POST' &&
        deviceCookieValue(req.headers.cookie ?? null) === null &&
        url.pathname === '/auth/v1/token' &&
        url.searchParams.get('grant_type') === 'password'
          ? refusals.secondsLeft(clientAddress, now())
          : 0;
      if (refusedFor > 0) {
        writeSignInRefused(res, refusedFor);
        return;
      }
      if (url.pathname.startsWith('/auth/v1/')) {
        await sendResponse(
          res,
          await handleAuth(await toRequest(req, url), {
            db: options.db,
            jwtSecret: options.jwtSecret,
            clientAddress,
            rateLimitEnabled: options.config.rateLimitEnabled,
            refusals,
            secureCookies: options.config.siteUrl.startsWith('https:'),
            now,
          }),
          headers,
        );
        return;
      }
      if (url.pathname.startsWith('/local-checkout')) {
        const response = await handleLocalCheckout(await toRequest(req, url), {
          db: options.db,
          config: options.config,
          handlers,
          clientAddress,
        });
        await sendResponse(res, response, headers);
        return;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && serveStatic) {
        const file = await serveStatic(url.pathname, String(req.headers['accept-encoding'] ?? ''));
        if (file) {
          res.writeHead(file.status, { ...headers, ...file.headers });
          res.end(req.method === 'HEAD' ? undefined : file.body);
          return;
        }
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && options.storageDir) {
        const object = await readStoredObject(options.storageDir, url.pathname);
        if (object) {
          res.writeHead(object.status, { ...headers, ...object.headers });
          res.end(req.method === 'HEAD' ? undefined : object.body);
          return;
        }
      }
      if (apiPrefixes.some((prefix) => url.pathname.startsWith(prefix))) {
        await sendResponse(res, jsonAnswer(404, 'Not found', 'not_found'), headers);
        return;
      }
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      if (error instanceof RequestRefused) {
        // A refused body is not read any further: the connection closes after the answer.
        const code = error.status === 413 ? 'payload_too_large' : 'method_not_allowed';
        const extra: Record<string, string> =
          error.status === 413 ? { Connection: 'close' } : { Allow: [...allowedMethods].join(', ') };
        if (!res.headersSent)
          await sendResponse(res, jsonAnswer(error.status, error.message, code, extra), headers);
        return;
      }
      console.error(
        'local server error',
        req.method,
        url.pathname,
        error instanceof Error ? error.message : error,
      );
      if (!res.headersSent) res.writeHead(500, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    }
  });
}
