/**
 * The declaration's PDF, loaded back with pdf-lib: one A4 page per adult with every field, names
 * with accents (and Arabic) in the text, the signature drawn as an image, and one page saying
 * nobody arrives when nobody does; a signature that cannot be drawn (cut short, too large, altered)
 * prints a visible note in its box, never an error or a missing page.
 */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test-support/declaration-export-support.ts';
import { declaredGuest } from '../../test-support/declared-guests.ts';
import { tinyPngDataUrl } from '../../test-support/guest-declaration-fixtures.ts';
import { blankPng, hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import {
  declarationPdf,
  unreadableSignatureDetail,
  unreadableSignatureText,
  wrapText,
} from './declaration-export-pdf.ts';
import { signaturePngBytes } from './declarations.ts';

const now = new Date('2026-03-12T08:00:00Z');
const png = signaturePngBytes(tinyPngDataUrl)!;

/** How many images each page draws. */
async function imagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const objects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    return objects ? objects.keys().length : 0;
  });
}

describe('declarationPdf', () => {
  it('makes one A4 page per adult with every field, the stay and the signature', async () => {
    const first = declaredGuest();
    const second = declaredGuest({
      guestIndex: 2,
      firstName: 'Ñuño',
      lastName: 'Sánchez-Øberg',
      idNumber: 'X1234567',
      signedAt: '2026-06-01T23:30:00.000Z',
    });
    const third = declaredGuest({ guestIndex: 3, firstName: 'يوسف', lastName: 'Benali' });
    const bytes = await declarationPdf({
      date: '2026-03-12',
      propertyName: null,
      guests: [first, second, third],
      signatures: new Map([
        [first, png],
        [second, png],
        [third, png],
      ]),
      now,
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(doc.getTitle()).toBe('Déclaration des arrivées du 12/03/2026 · tous les établissements');
    expect(await imagesPerPage(bytes)).toEqual([1, 1, 1]);
    const [one, two, three] = await pdfPageTexts(bytes);
    for (const text of [
      'FICHE INDIVIDUELLE DE POLICE',
      'Établissement Riad Yasmine',
      "Adresse de l'établissement 12 Derb Sidi Bouloukat, Médina, Marrakech 40000",
      "Date d'arrivée 12/03/2026",
      'Date de départ 15/03/2026',
      'Nom Lefèvre',
      'Prénom Zoë',
      'Sexe F',
      'Date de naissance 12/04/1985',
      'Lieu de naissance Saint-Étienne',
      'Nationalité France',
      'Type de pièce Passeport',
      'N° de pièce 18AB12345',
      "Date d'expiration 01/01/2035",
      'Pays de résidence France',
      'Adresse 12 rue de la Paix, 75002 Paris',
      'Profession Ingénieure',
      'Venant de Paris',
      'Allant à Fès',
      'Téléphone +33 6 12 34 56 78',
      'E-mail zoe@example.com',
      // Morocco's time: UTC+0 during Ramadan (here), UTC+1 the rest of the year (guest 2).
      'Signée le 09/03/2026 à 13:32 (heure du Maroc)',
      'page 1 / 3',
    ]) {
      expect(one).toContain(text);
    }
    expect(two).toContain('Nom Sánchez-Øberg Prénom Ñuño');
    expect(two).toContain('N° de pièce X1234567');
    expect(two).toContain('Signée le 02/06/2026 à 00:30 (heure du Maroc)');
    // Arabic is shaped and laid out right to left: the glyphs come in visual order.
    expect(three).toContain('فسوي');
  });

  it('leaves the signature box empty when there is no signature, and wraps long values', async () => {
    const long = 'Appartement 4, au fond de la cour à gauche, bâtiment B, escalier C, troisième étage, Paris';
    const bytes = await declarationPdf({
      date: '2026-03-12',
      propertyName: 'Riad Yasmine',
      guests: [declaredGuest({ residenceAddress: long })],
      signatures: new Map(),
      now,
    });
    expect(await imagesPerPage(bytes)).toEqual([0]);
    const [text] = await pdfPageTexts(bytes);
    expect(text).toContain('Appartement 4, au fond de la cour');
    expect(text).toContain('troisième étage, Paris');
  });

  it('prints "Signature illisible" for a signature cut short, too large or altered, and draws the others', async () => {
    const altered = blankPng(40, 20);
    // Inside the image data: the chunks are whole, the deflate stream is not.
    altered.fill(0xff, 41, altered.length - 16);
    const signatures = [png, truncatedSignaturePng(), hostileSignaturePng(), altered, png];
    const guests = signatures.map((_, index) => declaredGuest({ guestIndex: index + 1 }));
    const started = performance.now();
    const bytes = await declarationPdf({
      date: '2026-03-12',
      propertyName: 'Riad Yasmine',
      guests,
      signatures: new Map(guests.map((guest, index) => [guest, signatures[index]!])),
      now,
    });
    // The 22000×22000 one is never decoded (42.7 s and 2 GB before issue 41).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await imagesPerPage(bytes)).toEqual([1, 0, 0, 0, 1]);
    const texts = await pdfPageTexts(bytes);
    const note = `Signature du client ${unreadableSignatureText} ${unreadableSignatureDetail}`;
    expect(texts.map((text) => text.includes(note))).toEqual([false, true, true, true, false]);
    for (const [index, text] of texts.entries()) {
      expect(text).toContain('Nom Lefèvre Prénom Zoë');
      expect(text).toContain(`page ${index + 1} / 5`);
    }
  });

  it('makes one page saying nobody is to be declared when nobody arrives', async () => {
    const bytes = await declarationPdf({
      date: '2026-03-12',
      propertyName: 'Dar Atlas',
      guests: [],
      signatures: new Map(),
      now,
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect((await pdfPageTexts(bytes))[0]).toContain(
      "Personne à déclarer : aucun client n'arrive le 12/03/2026 (Dar Atlas).",
    );
  });
});

describe('wrapText', () => {
  it('cuts at spaces, and inside a word too long for a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const width = font.widthOfTextAtSize('aaaa bbbb', 10);
    expect(wrapText('aaaa bbbb cccc', font, 10, width)).toEqual(['aaaa bbbb', 'cccc']);
    expect(wrapText('x'.repeat(30), font, 10, font.widthOfTextAtSize('x'.repeat(10), 10))).toEqual([
      'x'.repeat(10),
      'x'.repeat(10),
      'x'.repeat(10),
    ]);
    expect(wrapText('   ', font, 10, width)).toEqual(['']);
  });
});
