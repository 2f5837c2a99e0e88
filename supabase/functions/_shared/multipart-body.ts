/**
 * The body of a multipart call (contract `body: 'multipart'`: a form with files), read by the
 * procedure instead of JSON: 503 first when the call stores files and there is no storage, then the
 * bytes read no further than the contract's `maxBytes` (a larger declared length is refused before
 * a byte is read, a longer stream as it arrives), then the web-standard `formData()`. The fields the
 * request schema names become the object it parses: an array field takes every value sent under its
 * name, any other the first. Fields it does not name are left out.
 */
import { z } from 'zod';
import { type AnyContract, procedureRefusals, type Refusal } from './contract.ts';
import type { FunctionDeps } from './handler-types.ts';
import { errorResponse } from './http.ts';

/** Is this request's body a form (multipart/form-data)? */
export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
}

/** The body's bytes, read no further than `limit` (null past it). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Does the schema take a list (optional or not)? */
function isList(schema: z.ZodType): boolean {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
    inner = inner.def.innerType as z.ZodType;
  }
  return inner instanceof z.ZodArray;
}

/** The form as the object the request schema parses: the fields it names, lists as lists. */
export function formFields(form: FormData, request: z.ZodType): Record<string, unknown> {
  const shape = request instanceof z.ZodObject ? (request.shape as Record<string, z.ZodType>) : {};
  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    if (isList(schema)) fields[name] = form.getAll(name);
    else if (form.has(name)) fields[name] = form.get(name);
  }
  return fields;
}

export type FormBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/** A multipart call's body, read within its cap, as the object its request schema parses. */
export async function readFormBody(
  request: Request,
  deps: FunctionDeps,
  contract: AnyContract,
): Promise<FormBody> {
  const refuse = (refusal: Refusal, message = refusal.message): FormBody => ({
    ok: false,
    response: errorResponse(refusal.status, message, refusal.code),
  });
  if (contract.storage === 'required' && !deps.storage) {
    await request.body?.cancel().catch(() => undefined);
    return refuse(contract.errors.notConfigured ?? procedureRefusals.notConfigured);
  }
  const limit = contract.maxBytes;
  if (limit === undefined) throw new Error(`${contract.name} takes a form but names no maxBytes`);
  const bytes = await readLimited(request, limit);
  if (!bytes) return refuse(contract.errors.tooLarge ?? procedureRefusals.tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return refuse({ status: 400, code: 'invalid_request', message: contract.invalidMessage });
  }
  return { ok: true, value: formFields(form, contract.request) };
}
