/**
 * The daily declaration as a PDF (issue 31), made with pdf-lib: one A4 page per adult, the
 * individual form (fiche individuelle de police, Law 80-14) with every field, the establishment,
 * the stay's dates and the guest's drawn signature; one page saying there is nobody to declare
 * when nobody arrives. Text is set in DejaVu Sans (declaration-font.generated.ts, through
 * @pdf-lib/fontkit), so names with accents, and Arabic, print as typed. A signature is checked
 * from its PNG header before pdf-lib decodes it (issue 41): one too large, cut short or unreadable
 * prints "Signature illisible" in its box, and the other pages are made as usual.
 */
// First: fontkit's classes need it as they load (Deno).
import './fontkit-deno-shim.ts';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { rihlaTimeZone } from './calendar.ts';
import { declarationFields, declarationValues, frenchDate } from './declaration-export-fields.ts';
import { declarationFontBold, declarationFontRegular } from './declaration-font.generated.ts';
import { declarationLimits } from './guest-declaration-rules.ts';
import type { DeclaredGuest } from './host-api-types-checkin.ts';
import { type PngLimits, pngProblem } from './png-header.ts';

const a4: [number, number] = [595.28, 841.89];
const margin = 48;
const labelWidth = 150;
const ink = rgb(0.1, 0.1, 0.12);
const grey = rgb(0.42, 0.42, 0.46);
const rule = rgb(0.78, 0.78, 0.8);
const arabicLetters = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** The largest signature drawn: anything bigger is never decoded (a 1600×800 RGBA decode is 5 MB). */
export const signaturePngLimits: PngLimits = {
  maxWidth: 1600,
  maxHeight: 800,
  maxBytes: declarationLimits.signatureBytes,
};

/** What a signature's box says when its image cannot be drawn. */
export const unreadableSignatureText = 'Signature illisible';
export const unreadableSignatureDetail = 'image enregistrée endommagée ou trop grande';

/** The fields of the form's body (the establishment and the dates are in its header). */
const formFields = declarationFields.filter(
  (field) => !['establishment', 'checkInDate', 'checkOutDate'].includes(field.key),
);

export interface DeclarationPdfInput {
  date: string;
  /** The property asked for (its name); null: every property the caller sees. */
  propertyName: string | null;
  guests: DeclaredGuest[];
  /** Each guest's signature (PNG bytes). */
  signatures: Map<DeclaredGuest, Uint8Array>;
  /** When the file is made (its metadata and footer). */
  now: Date;
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** The fonts' bytes, decoded once per process (or worker) rather than once per PDF. */
function declarationFontBytes() {
  fontBytes ??= { regular: fromBase64(declarationFontRegular), bold: fromBase64(declarationFontBold) };
  return fontBytes;
}

/** `text` cut into lines no wider than `width` (at word boundaries, else inside a long word). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

function signedAtText(signedAt: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: rihlaTimeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(signedAt));
  return `Signée le ${parts.replace(' ', ' à ')} (heure du Maroc)`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function header(page: PDFPage, fonts: Fonts, subtitle: string): number {
  const [width, height] = a4;
  let y = height - margin - 16;
  page.drawText('FICHE INDIVIDUELLE DE POLICE', { x: margin, y, size: 16, font: fonts.bold, color: ink });
  y -= 16;
  page.drawText(subtitle, { x: margin, y, size: 9.5, font: fonts.regular, color: grey });
  y -= 12;
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: ink });
  return y - 22;
}

/** A label and its value (wrapped, right-aligned when Arabic); the y below it. */
function row(page: PDFPage, fonts: Fonts, y: number, label: string, value: string): number {
  const valueX = margin + labelWidth;
  const valueWidth = a4[0] - margin - valueX;
  page.drawText(label, { x: margin, y, size: 9, font: fonts.bold, color: grey });
  const lines = wrapText(value || '—', fonts.regular, 11, valueWidth);
  lines.forEach((line, index) => {
    const rtl = arabicLetters.test(line);
    const x = rtl ? valueX + valueWidth - fonts.regular.widthOfTextAtSize(line, 11) : valueX;
    page.drawText(line, { x, y: y - index * 14, size: 11, font: fonts.regular, color: ink });
  });
  const bottom = y - (lines.length - 1) * 14 - 7;
  page.drawLine({
    start: { x: margin, y: bottom },
    end: { x: a4[0] - margin, y: bottom },
    thickness: 0.4,
    color: rule,
  });
  return bottom - 14;
}

function footer(page: PDFPage, fonts: Fonts, now: Date, index: number, count: number): void {
  const day = new Intl.DateTimeFormat('fr-FR', { timeZone: rihlaTimeZone, dateStyle: 'short' }).format(now);
  const text = `Établi par Rihla le ${day} · page ${index} / ${count}`;
  page.drawText(text, { x: margin, y: margin - 18, size: 8, font: fonts.regular, color: grey });
}

type Box = { x: number; y: number; width: number; height: number };

/** The PNG decoded and embedded, or null when its header or its data says it cannot be. */
async function embeddedSignature(doc: PDFDocument, signature: Uint8Array) {
  if (pngProblem(signature, signaturePngLimits)) return null;
  try {
    return await doc.embedPng(signature);
  } catch {
    return null;
  }
}

/** The signature fitted in its box, or, when it cannot be drawn, a visible note saying so. */
async function drawSignature(doc: PDFDocument, page: PDFPage, fonts: Fonts, box: Box, signature: Uint8Array) {
  const image = await embeddedSignature(doc, signature);
  if (image) {
    const fitted = image.scaleToFit(box.width - 12, box.height - 12);
    page.drawImage(image, {
      x: box.x + (box.width - fitted.width) / 2,
      y: box.y + (box.height - fitted.height) / 2,
      ...fitted,
    });
    return;
  }
  const middle = box.y + box.height / 2;
  const centred = (text: string, size: number, font: PDFFont) =>
    box.x + (box.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(unreadableSignatureText, {
    x: centred(unreadableSignatureText, 11, fonts.bold),
    y: middle + 2,
    size: 11,
    font: fonts.bold,
    color: ink,
  });
  page.drawText(unreadableSignatureDetail, {
    x: centred(unreadableSignatureDetail, 8, fonts.regular),
    y: middle - 12,
    size: 8,
    font: fonts.regular,
    color: grey,
  });
}

async function guestPage(doc: PDFDocument, fonts: Fonts, guest: DeclaredGuest, signature?: Uint8Array) {
  const page = doc.addPage(a4);
  const values = declarationValues(guest);
  let y = header(
    page,
    fonts,
    "Déclaration d'arrivée d'un client (loi n° 80-14) · à remettre aux services de police",
  );
  y = row(page, fonts, y, 'Établissement', guest.propertyName);
  y = row(page, fonts, y, "Adresse de l'établissement", guest.propertyAddress);
  y = row(page, fonts, y, "Date d'arrivée", values.checkInDate);
  y = row(page, fonts, y, 'Date de départ', values.checkOutDate);
  y = row(
    page,
    fonts,
    y,
    'Voyageur',
    guest.guestIndex === 1 ? 'n° 1 (titulaire de la réservation)' : `n° ${guest.guestIndex}`,
  );
  y -= 6;
  for (const field of formFields) y = row(page, fonts, y, field.label, values[field.key]);
  page.drawText('Signature du client', { x: margin, y, size: 9, font: fonts.bold, color: grey });
  const box = { x: margin + labelWidth, y: y - 80, width: 220, height: 88 };
  page.drawRectangle({ ...box, borderColor: rule, borderWidth: 0.8 });
  if (signature) await drawSignature(doc, page, fonts, box, signature);
  page.drawText(signedAtText(guest.signedAt), {
    x: box.x,
    y: box.y - 14,
    size: 8.5,
    font: fonts.regular,
    color: grey,
  });
  return page;
}

/** The declaration's PDF bytes. */
export async function declarationPdf(input: DeclarationPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = declarationFontBytes();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  const scope = input.propertyName ?? 'tous les établissements';
  doc.setTitle(`Déclaration des arrivées du ${frenchDate(input.date)} · ${scope}`);
  doc.setAuthor('Rihla');
  doc.setCreator('Rihla');
  doc.setProducer('Rihla (pdf-lib)');
  doc.setLanguage('fr');
  doc.setCreationDate(input.now);
  doc.setModificationDate(input.now);
  const pages: PDFPage[] = [];
  for (const guest of input.guests)
    pages.push(await guestPage(doc, fonts, guest, input.signatures.get(guest)));
  if (pages.length === 0) {
    const page = doc.addPage(a4);
    const y = header(page, fonts, `Arrivées du ${frenchDate(input.date)} · ${scope}`);
    const text = `Personne à déclarer : aucun client n'arrive le ${frenchDate(input.date)} (${scope}).`;
    wrapText(text, fonts.regular, 12, a4[0] - 2 * margin).forEach((line, index) => {
      page.drawText(line, { x: margin, y: y - index * 16, size: 12, font: fonts.regular, color: ink });
    });
    pages.push(page);
  }
  for (const [index, page] of pages.entries()) footer(page, fonts, input.now, index + 1, pages.length);
  return doc.save();
}
