/**
 * A browser's own form post (issue 43): `application/x-www-form-urlencoded`, what a `<form method="post">`
 * sends when the page's app is not running yet (a prerendered page before hydration, or no JavaScript).
 * Pure but for reading the request's body: read within the same cap as a JSON body, each field's first
 * value, line breaks as the app sends them (a form sends a textarea's "\n" as "\r\n", which would count
 * twice against a length limit), and refused when a value holds a control character, as JSON is.
 */
import { hasControlCharacters, maxBodyBytes, readBodyText } from './http.ts';

/** Is this request a plain form post (the browser's default encoding for a form)? */
export function isFormPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')
  );
}

export type FormPostFields =
  | { ok: true; fields: Record<string, string> }
  /** Refused; `fields` when the text was read (the answer may still name the form's language). */
  | { ok: false; problem: 'too_large' | 'invalid'; fields?: Record<string, string> };

/** The form's text as fields: the first value of each name, "\r\n" and a lone "\r" as "\n". */
export function formPostFields(text: string): FormPostFields {
  const fields: Record<string, string> = {};
  let control = false;
  for (const [name, raw] of new URLSearchParams(text)) {
    if (name in fields) continue;
    const value = raw.replace(/\r\n?/g, '\n');
    control ||= hasControlCharacters(name) || hasControlCharacters(value);
    fields[name] = value;
  }
  return control ? { ok: false, problem: 'invalid', fields } : { ok: true, fields };
}

/** Reads a form post's body (no further than `limit` bytes) as its fields. */
export async function readFormPost(request: Request, limit = maxBodyBytes): Promise<FormPostFields> {
  const body = await readBodyText(request, limit);
  if (!body.ok) return { ok: false, problem: body.tooLarge ? 'too_large' : 'invalid' };
  return formPostFields(body.text);
}
