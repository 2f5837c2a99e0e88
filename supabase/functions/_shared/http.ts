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
  return jsonText(JSON.stringify(body), status, headers);
}

/**
 * A JSON answer whose body is JSON text already: a screen's rows as the database wrote them
 * (json_agg), put into the answer without parsing them into objects and writing them out again.
 */
export function jsonText(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, {
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
  controlCharacters: 'Text fields must not contain control characters.',
  tooLarge: 'The request body is too large.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;

/** The largest request body any function reads. */
export const maxBodyBytes = 100_000;

/**
 * C0 and C1 control characters other than tab, line feed and carriage return, and lone UTF-16
 * surrogates: nothing a person types, and NUL cannot even be stored in a PostgreSQL text value.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/** True when any string or key anywhere in a parsed JSON value holds a control character. */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacters(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export type BodyText = { ok: true; text: string } | { ok: false; tooLarge: boolean };

/** The body as text, read no further than `limit` bytes: a larger body is refused as it arrives. */
export async function readBodyText(request: Request, limit = maxBodyBytes): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, tooLarge: true };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, tooLarge: true };
      }
      text += decoder.decode(value, { stream: true });
    }
    return { ok: true, text: text + decoder.decode() };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body: 413 past the size limit, 400 when it is not JSON or holds control characters.
 * `emptyIs`: what an empty (or blank) body stands for; without it an empty body is not JSON.
 */
export async function readJson(request: Request, options: { emptyIs?: unknown } = {}): Promise<JsonBody> {
  const body = await readBodyText(request);
  if (!body.ok) {
    return {
      ok: false,
      response: body.tooLarge
        ? errorResponse(413, messages.tooLarge, 'payload_too_large')
        : errorResponse(400, messages.invalidJson, 'invalid_request'),
    };
  }
  if (options.emptyIs !== undefined && body.text.trim() === '') return { ok: true, value: options.emptyIs };
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return { ok: false, response: errorResponse(400, messages.invalidJson, 'invalid_request') };
  }
  if (containsControlCharacters(value)) {
    return { ok: false, response: errorResponse(400, messages.controlCharacters, 'invalid_text') };
  }
  return { ok: true, value };
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
