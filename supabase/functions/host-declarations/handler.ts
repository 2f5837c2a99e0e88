/**
 * host-declarations: the daily guest declaration (issue 31). For one day and one property (or all
 * the caller sees), the adults arriving with their individual forms (Law 80-14), decrypted for
 * the booking's owner or the team, as JSON for the screen, CSV for a spreadsheet or the official
 * system, or a PDF of the forms to hand to the police. POST with `Authorization: Bearer <access
 * token>`; the read runs as the caller, so Row Level Security decides which properties, bookings
 * and forms exist (read.ts).
 *
 * The call's contract (request, JSON answer, errors, and the CSV and PDF files it answers with):
 * _shared/contracts/host-declarations.contract.ts.
 * - csv: declaration-export-csv.ts; pdf: declaration-export-pdf.ts, made in a bounded worker
 *   (declaration-pdf-bounded.ts) that may pass its time or memory limit, or two are already being
 *   made and more wait: 503 `pdf_unavailable` with Retry-After. A signature that cannot be drawn
 *   prints "Signature illisible" in its box: never an error.
 * - 503 `not_configured`: no DECLARATION_KEY, or not a valid one.
 */
import { WorkerLimitError } from '../_shared/bounded-worker.ts';
import type { RefusalOf } from '../_shared/contract.ts';
import { hostDeclarations } from '../_shared/contracts/host-declarations.contract.ts';
import { DeclarationKeyError } from '../_shared/declaration-crypto.ts';
import { declarationCsv } from '../_shared/declaration-export-csv.ts';
import { declarationFileName } from '../_shared/declaration-export-fields.ts';
import { boundedDeclarationPdf } from '../_shared/declaration-pdf-bounded.ts';
import { declarationKeyFor } from '../_shared/declarations.ts';
import { corsHeaders, logFailure } from '../_shared/http.ts';
import { serve } from '../_shared/procedure.ts';
import { readDeclarations } from './read.ts';

/** The refusal of a PDF that passed one of its limits. */
const pdfRefusals: Record<WorkerLimitError['reason'], RefusalOf<typeof hostDeclarations>> = {
  time: 'pdfTooSlow',
  memory: 'pdfTooLarge',
  busy: 'pdfBusy',
};
export const pdfUnavailableMessages: Record<WorkerLimitError['reason'], string> = {
  time: hostDeclarations.errors.pdfTooSlow.message,
  memory: hostDeclarations.errors.pdfTooLarge.message,
  busy: hostDeclarations.errors.pdfBusy.message,
};
const pdfRetryAfterSeconds = 30;

/** The PDF to download, or the 503 saying which of its limits it passed. */
async function pdfDownload(
  input: Parameters<typeof boundedDeclarationPdf>[0],
  refuse: (name: RefusalOf<typeof hostDeclarations>, headers: Record<string, string>) => never,
): Promise<Response> {
  try {
    const pdf = await boundedDeclarationPdf(input);
    return download(pdf, 'application/pdf', declarationFileName(input.date, 'pdf'));
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    logFailure('host-declarations', `the declaration PDF passed its ${error.reason} limit`, error);
    return refuse(pdfRefusals[error.reason], { 'Retry-After': String(pdfRetryAfterSeconds) });
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

export const handler = serve(hostDeclarations, async ({ body, deps, caller, refuse, notAHost }) => {
  const key = await keyOf(deps.config.declarationKey);
  if (!key) return refuse('notConfigured');
  const { date, format = 'json' } = body;
  const propertyId = body.propertyId && body.propertyId !== 'all' ? body.propertyId : null;

  const read = await readDeclarations(deps.db, caller, key, {
    date,
    propertyId,
    withSignatures: format === 'pdf',
  });
  if (read.kind === 'notAHost') return notAHost();
  if (read.kind === 'propertyNotFound') return refuse('notFound');

  if (format === 'csv') {
    return download(declarationCsv(read.guests), 'text/csv; charset=utf-8', declarationFileName(date, 'csv'));
  }
  if (format === 'pdf') {
    return pdfDownload(
      {
        date,
        propertyName: read.propertyName,
        guests: read.guests,
        signatures: read.signatures,
        now: deps.now(),
      },
      refuse,
    );
  }
  return { date, propertyId, guests: read.guests, missing: read.missing };
});
