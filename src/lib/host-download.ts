/**
 * The host portal's file downloads (the daily declaration's CSV and PDF), through the same door as
 * every host call: the signed-in host's access token (host-functions.ts), the same headers,
 * refusals as HostFunctionError. A plain link cannot carry the bearer token, so the file is fetched
 * here and handed to the browser as an object URL. Side effects: network, and a click on a
 * temporary <a download> in the document.
 */
import { env } from '../config/env';
import { HostFunctionError, hostAccessToken, kindOf } from './host-functions';

export interface HostDownload {
  blob: Blob;
  /** The server's file name (Content-Disposition), else `fallbackName`. */
  filename: string;
}

/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*=UTF-8''...` first,
 * then the plain `filename="..."`; null without one. Path parts are dropped.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    name = (plain?.[2] ?? plain?.[1] ?? '').trim() || null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || null;
}

async function refusalOf(response: Response): Promise<HostFunctionError> {
  const payload = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  const message = typeof payload?.error === 'string' ? payload.error : `HTTP ${response.status}`;
  const code = typeof payload?.code === 'string' ? payload.code : null;
  return new HostFunctionError(kindOf(response.status), message, response.status, code, payload);
}

/**
 * POSTs `body` to host function `name` as the signed-in host and reads the answer as a file. Its
 * blob and name, or a HostFunctionError as callHostFunction's ('network' without a connection).
 */
export async function downloadHostFile(
  name: string,
  body: unknown,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<HostDownload> {
  const accessToken = await hostAccessToken();
  let response: Response;
  try {
    response = await fetch(`${env.supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HostFunctionError('network', 'No connection to the server.');
  }
  if (!response.ok) throw await refusalOf(response);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new HostFunctionError('network', 'The download was interrupted.');
  }
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/**
 * Hands a downloaded file to the browser (its download bar, or the tablet's Files): a temporary
 * object URL behind a clicked <a download>, revoked once the browser has taken it.
 */
export function saveDownload({ blob, filename }: HostDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a little later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
