/**
 * The declaration PDF made off the request path (side effect: starts a worker thread per PDF):
 * pdf-lib and the signatures' decoding run in a worker with a time and a heap limit, two at a time
 * per server, so a slow or hostile file never stalls the lookups and the rest (issue 41). Where
 * there are no workers (Supabase's Edge Runtime), it is made in place: each request there is its
 * own isolate with the platform's memory and CPU limits, and signatures are checked before decoding.
 */
import { runInWorker, workerPool, workerThreadsAvailable } from './bounded-worker.ts';
import { type DeclarationPdfInput, declarationPdf } from './declaration-export-pdf.ts';
import type { DeclaredGuest } from './host-api-types-checkin.ts';

/** What the worker gets: the signatures by guest position (a Map keyed by objects does not cross). */
export interface DeclarationPdfTaskInput extends Omit<DeclarationPdfInput, 'signatures'> {
  guests: DeclaredGuest[];
  signatures: (Uint8Array | null)[];
}

/**
 * Two PDFs at a time per server, each within 30 s and a 256 MB heap (a day of 10 adults takes about
 * a second and under 100 MB; a signature is at most 1600×800, 5 MB decoded; the worker's thread
 * yields the CPU to the server's, so a machine busy with requests makes it slower). Tests may lower
 * the limits.
 */
export const declarationPdfWorkers = workerPool(new URL('./declaration-pdf-worker.ts', import.meta.url), {
  limits: { timeMs: 30_000, memoryMb: 256 },
  size: 2,
});

/** The declaration's PDF bytes, made in a bounded worker; WorkerLimitError past a limit. */
export async function boundedDeclarationPdf(input: DeclarationPdfInput): Promise<Uint8Array> {
  if (!workerThreadsAvailable()) return declarationPdf(input);
  const signatures = input.guests.map((guest) => input.signatures.get(guest) ?? null);
  const taskInput: DeclarationPdfTaskInput = { ...input, signatures };
  return runInWorker<Uint8Array>(declarationPdfWorkers, taskInput);
}
