/**
 * host-declarations' PDF with images that cannot hurt (issue 41, finding 4), on both databases: a
 * signature cut short and a 59 KB 22000×22000 one stored straight in the database (as rows older
 * than the upload checks could be) give a 200 PDF with the other guests' signatures and
 * "Signature illisible" in those two boxes; PDFs asked for in parallel all come; past its time or
 * memory limit, or with every turn taken, the PDF answers a 503 the host app translates, never a
 * hang or a 500.
 */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  declareGuests,
  pdfPageTexts,
  testDeclarationKey,
} from '../../test-support/declaration-export-support.ts';
import { guestForm } from '../../test-support/guest-declaration-fixtures.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import { closeWorkerPool } from '../_shared/bounded-worker.ts';
import { importDeclarationKey, sealBytes } from '../_shared/declaration-crypto.ts';
import { unreadableSignatureDetail, unreadableSignatureText } from '../_shared/declaration-export-pdf.ts';
import { declarationPdfWorkers } from '../_shared/declaration-pdf-bounded.ts';
import { declarationContext } from '../_shared/declarations.ts';
import { handler, pdfUnavailableMessages } from './handler.ts';

const day = benaliCheckIn;
const config = testConfig({ declarationKey: testDeclarationKey });
const defaults = { ...declarationPdfWorkers.limits, size: declarationPdfWorkers.size };

async function imagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const objects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    return objects ? objects.keys().length : 0;
  });
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-declarations' PDF within bounds on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const forms = ['Karim', 'Salma', 'Yacine', 'Nour'].map((firstName) => guestForm({ firstName }));
      await declareGuests(test.db, test.benaliId, forms);
      // Straight into the database, sealed as guest-checkin seals them: no upload check on the way.
      const key = await importDeclarationKey(testDeclarationKey);
      for (const [guestIndex, png] of [
        [2, truncatedSignaturePng()],
        [3, hostileSignaturePng()],
      ] as const) {
        const sealed = await sealBytes(key, png, declarationContext(test.benaliId, guestIndex));
        await test.db.query(
          'UPDATE guest_declarations SET signature_enc = $1 WHERE booking_id = $2 AND guest_index = $3',
          [sealed, test.benaliId, guestIndex],
        );
      }
    }, 60_000);
    afterAll(async () => {
      Object.assign(declarationPdfWorkers, { limits: { ...defaults }, size: defaults.size });
      await closeWorkerPool(declarationPdfWorkers);
      await test?.close();
    });

    const pdf = async () =>
      handler(
        hostRequest({ date: day, format: 'pdf' }, await accessToken(ids.owner)),
        testDeps(test.db, { config }),
      );

    it('answers 200: the other guests’ signatures drawn, "Signature illisible" for the two bad ones', async () => {
      const response = await pdf();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      // 42.7 s and 2 GB before; now within the worker's limits (a 200): the 22000×22000 image is never decoded.
      expect(await imagesPerPage(bytes)).toEqual([1, 0, 0, 1]);
      const texts = await pdfPageTexts(bytes);
      expect(texts.map((text) => /Prénom (\S+)/.exec(text)?.[1])).toEqual([
        'Karim',
        'Salma',
        'Yacine',
        'Nour',
      ]);
      const note = `${unreadableSignatureText} ${unreadableSignatureDetail}`;
      expect(texts.map((text) => text.includes(note))).toEqual([false, true, true, false]);
    }, 60_000);

    it('makes every PDF asked for at once, two at a time', async () => {
      const responses = await Promise.all(Array.from({ length: 5 }, () => pdf()));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      for (const response of responses)
        expect((await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getPageCount()).toBe(4);
      expect(declarationPdfWorkers.idle.length).toBeLessThanOrEqual(2);
      expect(declarationPdfWorkers.running).toBe(0);
    }, 120_000);

    it('answers 503 pdf_unavailable with Retry-After past the time or memory limit, and with every turn taken', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const refusal = async (reason: keyof typeof pdfUnavailableMessages, response: Response) => {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
        expect(await response.json()).toEqual({
          error: pdfUnavailableMessages[reason],
          code: 'pdf_unavailable',
        });
      };
      try {
        declarationPdfWorkers.limits = { ...defaults, timeMs: 1 };
        await refusal('time', await pdf());
        // A fresh worker with a heap too small for pdf-lib and the font.
        await closeWorkerPool(declarationPdfWorkers);
        declarationPdfWorkers.limits = { ...defaults, memoryMb: 4 };
        await refusal('memory', await pdf());
        // One turn, no queue: a second PDF while the first is made is refused at once.
        declarationPdfWorkers.limits = { ...defaults };
        declarationPdfWorkers.size = 1;
        declarationPdfWorkers.maxWaiting = 0;
        const first = pdf();
        await vi.waitFor(() => expect(declarationPdfWorkers.running).toBe(1), { timeout: 10_000 });
        await refusal('busy', await pdf());
        expect((await first).status).toBe(200);
        expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
          expect.stringContaining('the declaration PDF passed its time limit'),
          expect.stringContaining('the declaration PDF passed its memory limit'),
          expect.stringContaining('the declaration PDF passed its busy limit'),
        ]);
      } finally {
        logged.mockRestore();
        Object.assign(declarationPdfWorkers, { limits: { ...defaults }, size: defaults.size, maxWaiting: 8 });
      }
    }, 120_000);
  });
}
