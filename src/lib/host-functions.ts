/**
 * The one door from the host portal to the host server functions: every call carries the signed-in
 * host's access token (refreshed by the auth client when it has expired). A refusal is thrown as a
 * HostFunctionError the screens can explain: no connection, signed out (401), not found (404),
 * invalid (400/409/422, with the server's message), or the server's own failure. Side effect:
 * network (through functions-client.ts). Uploads, with their progress: host-upload.ts (the property
 * editor's own chunk).
 */
import { getCurrentSession } from './auth';
import { invokeFunction } from './functions-client';

export type HostFunctionErrorKind = 'network' | 'signed-out' | 'not-found' | 'refused' | 'server';

export class HostFunctionError extends Error {
  constructor(
    readonly kind: HostFunctionErrorKind,
    /** The server's message (English, for logs and as a last resort); the screens show translated texts by kind and code. */
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
    /** The refusal's JSON body, for refusals that carry more (host-bookings' `conflict`). */
    readonly body: unknown = null,
    /** A 429's Retry-After, in seconds, when the server said it. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'HostFunctionError';
  }
}

export function kindOf(status: number): HostFunctionErrorKind {
  if (status === 401) return 'signed-out';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'server';
  return 'refused';
}

/** The signed-in host's access token (refreshed by the auth client), or the error a call without one throws. */
export async function hostAccessToken(): Promise<string> {
  let accessToken: string | undefined;
  try {
    accessToken = (await getCurrentSession())?.accessToken;
  } catch {
    throw new HostFunctionError('network', 'The auth client could not be reached.');
  }
  if (!accessToken) throw new HostFunctionError('signed-out', 'Not signed in.', 401, 'unauthorized');
  return accessToken;
}

/** Calls host function `name` with `body` as the signed-in host; its JSON answer, or a HostFunctionError. */
export async function callHostFunction<T>(
  name: string,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> {
  const accessToken = await hostAccessToken();
  const result = await invokeFunction<T>(name, body, { accessToken, signal });
  if (result.ok) return result.data;
  if (result.kind === 'network') throw new HostFunctionError('network', 'No connection to the server.');
  throw new HostFunctionError(
    kindOf(result.status),
    result.message ?? `HTTP ${result.status}`,
    result.status,
    result.code ?? null,
    result.body ?? null,
    result.retryAfterSeconds,
  );
}
