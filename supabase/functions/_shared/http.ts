/** JSON answers, CORS and failure logging shared by every function. */
import type { ErrorResponse } from './api-types.ts';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, stripe-signature',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '86400',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function errorResponse(
  status: number,
  error: string,
  code?: string,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorResponse = code ? { error, code } : { error };
  return json(body, status, headers);
}

/** Answers the CORS preflight, refuses anything but POST; null means "go on". */
export function preflight(request: Request): Response | null {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') {
    return errorResponse(405, 'Method not allowed. Use POST.', 'method_not_allowed', {
      Allow: 'POST, OPTIONS',
    });
  }
  return null;
}

export const messages = {
  invalidJson: 'The request body must be valid JSON.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;

/** Reads a JSON body; undefined when it is not JSON (the caller answers 400). */
export async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false };
  }
  if (text.length > 100_000) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Logs a failure with the function name and the error's name and message only: never a request
 * body, so door codes, wifi passwords, guest details and card data stay out of the logs.
 */
export function logFailure(fn: string, what: string, error?: unknown): void {
  const reason =
    error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? '' : String(error);
  console.error(`[${fn}] ${what}${reason ? ` (${reason.slice(0, 300)})` : ''}`);
}

/** Wraps a handler so an unexpected exception becomes a logged 500 JSON answer, never a crash. */
export function guarded<A extends unknown[]>(
  fn: string,
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } catch (error) {
      logFailure(fn, 'unexpected failure', error);
      return errorResponse(500, messages.serverError, 'server_error');
    }
  };
}
