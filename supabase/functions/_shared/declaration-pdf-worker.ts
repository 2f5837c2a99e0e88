/**
 * The declaration PDF's worker task (side effect: runs when loaded, in a worker thread started by
 * declaration-pdf-bounded.ts): makes the PDF from its input and hands the bytes back.
 */
import { declarationPdf } from './declaration-export-pdf.ts';
import type { DeclarationPdfTaskInput } from './declaration-pdf-bounded.ts';
import { serveWorkerTask } from './worker-task.ts';

serveWorkerTask<DeclarationPdfTaskInput, Uint8Array>(async (input) => {
  const { signatures, ...rest } = input;
  const pdf = await declarationPdf({
    ...rest,
    signatures: new Map(
      input.guests.flatMap((guest, index) => (signatures[index] ? [[guest, signatures[index]]] : [])),
    ),
  });
  return { value: pdf, transfer: [pdf.buffer as ArrayBuffer] };
});
