/**
 * The one door to the server functions. A plain fetch to {functions-url}/{name} with the same
 * headers supabase-js sends, so guest pages do not download the whole supabase client.
 */
import { env } from '../config/env';

export type FunctionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      kind: 'http';
      status: number;
      message: string | null;
      /** The error's machine-readable code (`unauthorized`, `not_found`, ...), when the answer has one. */
      code?: string | null;
      retryAfterSeconds: number | null;
      /** The refusal's whole JSON body (some carry more than `error` and `code`), or null. */
      body?: unknown;
    }
  | { ok: false; kind: 'network' };

/**
 * Where a form the browser posts itself goes (the prerendered work-with-us form before the app runs):
 * the function's address, a path on the server that serves the app unless the build names another.
 * The same in the build's render and in the browser, so hydration finds it unchanged.
 */
export function functionFormAction(name: string): string {
  return `${env.functionsOrigin}/functions/v1/${name}`;
}

export async function invokeFunction<T>(
  name: string,
  body: unknown,
  options: { signal?: AbortSignal; accessToken?: string } = {},
): Promise<FunctionResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${env.supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${options.accessToken ?? env.supabaseAnonKey}`,
      },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, kind: 'network' };
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const message = payload && typeof payload.error === 'string' ? payload.error : null;
    const code = payload && typeof payload.code === 'string' ? payload.code : null;
    const retryAfter = Number(response.headers.get('Retry-After'));
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      message,
      code,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      body: payload,
    };
  }
  return { ok: true, data: payload as T };
}

/**
 * The server refused the guest token sent with a request (issue 41: invalid, expired or revoked):
 * the guest finds the booking once more to get a new one. Only the guest functions' own 401.
 */
export function isGuestTokenRefusal(result: FunctionResult<unknown>): boolean {
  return (
    !result.ok && result.kind === 'http' && result.status === 401 && result.code === 'guest_token_invalid'
  );
}
