/**
 * The host portal's multipart uploads (the photo guide's photos), through the same door as every
 * host call: the signed-in host's access token (host-functions.ts), the same headers, refusals as
 * HostFunctionError. A module of its own so only the property editor loads it. Side effect: network
 * (XMLHttpRequest, not fetch: fetch does not report how much of a request body has been sent).
 */
import { env } from '../config/env';
import { type CallAnswer, type CallRef, type CallRequest, functionOf } from './calls';
import { HostFunctionError, hostAccessToken, kindOf } from './host-functions';

export interface HostUploadOptions {
  /** The share of the body sent so far, 0 to 1 (when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A failed upload's HostFunctionError, from the answer's JSON `{ error, code }` when it has one. */
function uploadError(status: number, text: string): HostFunctionError {
  let payload: { error?: unknown; code?: unknown } | null = null;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = null;
  }
  const message = typeof payload?.error === 'string' ? payload.error : `HTTP ${status}`;
  const code = typeof payload?.code === 'string' ? payload.code : null;
  return new HostFunctionError(kindOf(status), message, status, code, payload);
}

/**
 * Sends `form` (multipart/form-data: files and fields) to host function `name` as the signed-in
 * host and reports the upload's progress (`uploadHost` sends a call's body as its form). Its JSON answer, or a HostFunctionError as
 * callHostFunction's; an abort rejects with an AbortError.
 */
export async function callHostUpload<T>(
  name: string,
  form: FormData,
  options: HostUploadOptions = {},
): Promise<T> {
  const accessToken = await hostAccessToken();
  const { onProgress, signal } = options;
  if (signal?.aborted) throw new DOMException('The upload was aborted.', 'AbortError');
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    request.open('POST', `${env.supabaseUrl}/functions/v1/${name}`);
    request.setRequestHeader('apikey', env.supabaseAnonKey);
    request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      settle();
      if (request.status < 200 || request.status >= 300) {
        reject(uploadError(request.status, request.responseText));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as T);
      } catch {
        reject(new HostFunctionError('server', 'The answer was not JSON.', request.status));
      }
    };
    request.onerror = request.ontimeout = () => {
      settle();
      reject(new HostFunctionError('network', 'No connection to the server.'));
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

/**
 * A multipart call's body as its form: a list as one field per item, in order; a file with its
 * name; any other value as text. Absent fields are left out.
 */
export function formOf(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

/**
 * Makes multipart host call `ref` (calls.generated.ts, a contract with `body: 'multipart'`) with
 * `body`, sent as its form: the contract's answer, or a HostFunctionError as callHostUpload's.
 */
export function uploadHost<R extends CallRef>(
  ref: R,
  body: CallRequest<R>,
  options: HostUploadOptions = {},
): Promise<CallAnswer<R>> {
  return callHostUpload<CallAnswer<R>>(functionOf(ref), formOf(body as object), options);
}
