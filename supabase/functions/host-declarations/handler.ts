/**
 * host-declarations: the daily guest declaration (issue 31). For one day and one property (or all
 * the caller sees), the adults arriving with their individual forms (Law 80-14), decrypted for
 * the booking's owner or the team, as JSON for the screen, CSV for a spreadsheet or the official
 * system, or a PDF of the forms to hand to the police. POST with `Authorization: Bearer <access
 * token>`; the read runs as the caller, so Row Level Security decides which properties, bookings
 * and forms exist (read.ts).
 *
 * Request body (DeclarationsRequest, _shared/host-api-types-checkin.ts):
 *   { date: 'YYYY-MM-DD', propertyId?: uuid | 'all' (all: left out), format?: 'json' | 'csv' | 'pdf' ('json') }
 * Answers:
 * - json: DeclarationsAnswer { date, propertyId, guests (by property, booking, guest number),
 *   missing (the day's arrivals whose check-in is not complete) }.
 * - csv: text/csv (UTF-8 with BOM, `;` between fields), one row per adult under the form's French
 *   labels (declaration-export-csv.ts); `Content-Disposition: attachment; filename="rihla-declaration-<date>.csv"`.
 * - pdf: application/pdf, one A4 page per adult with the signature (declaration-export-pdf.ts), or
 *   one page saying nobody arrives; the same file name in .pdf.
 * Errors: 400 `invalid_request` (naming the field) / `invalid_text`, 401 `unauthorized`, 403
 * `not_a_host`, 404 `not_found` (a property that is not the caller's, or none), 405, 413,
 * 503 `not_configured` (no DECLARATION_KEY, or not a valid one), 503 `pdf_unavailable` (Retry-After:
 * the PDF, made in a bounded worker (declaration-pdf-bounded.ts), passed its time or memory limit,
 * or two are already being made and more wait), 500 `server_error`. A signature that cannot be drawn
 * prints "Signature illisible" in its box: never an error.
 */
import { z } from 'zod';
import { WorkerLimitError } from '../_shared/bounded-worker.ts';
import { isCalendarDate } from '../_shared/calendar.ts';
import { DeclarationKeyError } from '../_shared/declaration-crypto.ts';
import { declarationCsv } from '../_shared/declaration-export-csv.ts';
import { declarationFileName } from '../_shared/declaration-export-fields.ts';
import { boundedDeclarationPdf } from '../_shared/declaration-pdf-bounded.ts';
import { declarationKeyFor } from '../_shared/declarations.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import type { DeclarationsAnswer } from '../_shared/host-api-types-checkin.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { notAHost } from '../_shared/host-data.ts';
import { corsHeaders, errorResponse, guarded, json, logFailure } from '../_shared/http.ts';
import { uuidSchema } from '../_shared/validation.ts';
import { readDeclarations } from './read.ts';

export const declarationsRequestSchema = z.strictObject({
  date: z.string().refine(isCalendarDate),
  propertyId: z.union([uuidSchema, z.literal('all')]).optional(),
  format: z.enum(['json', 'csv', 'pdf']).optional(),
});

export const invalidDeclarationsMessages: Record<string, string> = {
  date: 'date must be the day of arrival, written YYYY-MM-DD.',
  propertyId: 'propertyId must be a property id (a UUID), or "all" (or left out) for every property.',
  format: 'format must be "json", "csv" or "pdf".',
  unknown: 'The request holds a field this function does not take: date, propertyId and format only.',
  body: 'Send a JSON object: { date, propertyId?, format? }.',
};

export function invalidDeclarationsMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidDeclarationsMessages.unknown!;
  const field = issue?.path?.[0];
  return (
    (typeof field === 'string' && invalidDeclarationsMessages[field]) || invalidDeclarationsMessages.body!
  );
}

export const notConfiguredMessage =
  'The guest declarations cannot be read yet: the server has no declaration key. Please try again later.';
export const propertyNotFoundMessage = 'No such property in your portfolio.';
export const pdfUnavailableMessages: Record<WorkerLimitError['reason'], string> = {
  time: 'The PDF took too long to make. Try one property at a time, or try again in a minute.',
  memory: 'The PDF needed more memory than allowed. Try one property at a time.',
  busy: 'Other PDFs are being made right now. Please try again in a minute.',
};
const pdfRetryAfterSeconds = 30;

/** The PDF to download, or a 503 saying which of its limits it passed. */
async function pdfDownload(input: Parameters<typeof boundedDeclarationPdf>[0]): Promise<Response> {
  try {
    const pdf = await boundedDeclarationPdf(input);
    return download(pdf, 'application/pdf', declarationFileName(input.date, 'pdf'));
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    logFailure('host-declarations', `the declaration PDF passed its ${error.reason} limit`, error);
    return errorResponse(503, pdfUnavailableMessages[error.reason], 'pdf_unavailable', {
      'Retry-After': String(pdfRetryAfterSeconds),
    });
  }
}

/** A file to download: its type and name, not kept by any cache. */
function download(body: Uint8Array | string, type: string, fileName: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

async function keyOf(base64: string | undefined): Promise<CryptoKey | null> {
  if (!base64) return null;
  try {
    return await declarationKeyFor(base64);
  } catch (error) {
    if (!(error instanceof DeclarationKeyError)) throw error;
    logFailure('host-declarations', 'DECLARATION_KEY is not a 32-byte base64 key', error);
    return null;
  }
}

export const handler: FunctionHandler = guarded('host-declarations', async (request, deps) => {
  const opened = await openHostRequest(request, deps, declarationsRequestSchema, (error) =>
    errorResponse(400, invalidDeclarationsMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const key = await keyOf(deps.config.declarationKey);
  if (!key) return errorResponse(503, notConfiguredMessage, 'not_configured');
  const { date, format = 'json' } = opened.data;
  const propertyId =
    opened.data.propertyId && opened.data.propertyId !== 'all' ? opened.data.propertyId : null;

  const read = await readDeclarations(deps.db, opened.caller, key, {
    date,
    propertyId,
    withSignatures: format === 'pdf',
  });
  if (read.kind === 'notAHost') return notAHost();
  if (read.kind === 'propertyNotFound') return errorResponse(404, propertyNotFoundMessage, 'not_found');

  if (format === 'csv') {
    return download(declarationCsv(read.guests), 'text/csv; charset=utf-8', declarationFileName(date, 'csv'));
  }
  if (format === 'pdf') {
    return pdfDownload({
      date,
      propertyName: read.propertyName,
      guests: read.guests,
      signatures: read.signatures,
      now: deps.now(),
    });
  }
  const answer: DeclarationsAnswer = { date, propertyId, guests: read.guests, missing: read.missing };
  return json(answer);
});
