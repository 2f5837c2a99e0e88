/**
 * What the declaration tests share (test support only: writes test rows): a fixed declaration key,
 * adults' forms written sealed as the database owner (the same writes as guest-checkin), and the
 * text a PDF shows, read back through its fonts' ToUnicode maps (pdf-lib writes the glyph ids).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from 'pdf-lib';
import type { GuestDeclarationInput } from '../functions/_shared/api-types.ts';
import type { Database } from '../functions/_shared/database.ts';
import { importDeclarationKey } from '../functions/_shared/declaration-crypto.ts';
import { settleCheckIn, signaturePngBytes, writeDeclaration } from '../functions/_shared/declarations.ts';
import { tinyPngDataUrl } from './guest-declaration-fixtures.ts';

/** 32 bytes, base64: the tests' DECLARATION_KEY. */
export const testDeclarationKey = 'cmlobGEtdGVzdC1kZWNsYXJhdGlvbi1rZXktMzJieXQ=';

/**
 * Writes `forms` (guest 1, 2, ...) for `bookingId` sealed with the test key, the booking declaring
 * `adults` (the forms' count unless told): complete when every adult's form is in.
 */
export async function declareGuests(
  db: Database,
  bookingId: string,
  forms: GuestDeclarationInput[],
  adults = forms.length,
  signedAt = new Date('2026-03-09T13:32:00Z'),
): Promise<void> {
  const key = await importDeclarationKey(testDeclarationKey);
  await db.transaction(async (tx) => {
    for (const [index, form] of forms.entries()) {
      await writeDeclaration(tx, key, {
        bookingId,
        guestIndex: index + 1,
        form,
        signaturePng: signaturePngBytes(form.signature ?? tinyPngDataUrl)!,
        signedAt,
        signedIp: '203.0.113.9',
        consentVersion: '2026-11-26',
        language: 'fr',
      });
    }
    await settleCheckIn(tx, bookingId, adults, signedAt);
  });
}

/** The ToUnicode map of a font: glyph code (hex) -> text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toUpperCase(), hexText(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = Number.parseInt(from!, 16);
      const first = Number.parseInt(text!, 16);
      for (let code = start; code <= Number.parseInt(to!, 16); code += 1) {
        map.set(
          code.toString(16).toUpperCase().padStart(from!.length, '0'),
          String.fromCodePoint(first + code - start),
        );
      }
    }
  }
  return map;
}

const streamText = (stream: unknown) =>
  new TextDecoder('latin1').decode(
    stream instanceof PDFRawStream
      ? decodePDFRawStream(stream).decode()
      : (stream as PDFStream).getContents(),
  );

/** Each page's text, in drawing order (one string per drawn piece, joined by spaces). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = doc.context.lookup(font.get(PDFName.of('ToUnicode')) as PDFRef);
      fonts.set(name.asString(), unicodeMap(streamText(toUnicode)));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const pieces: string[] = [];
    let current = new Map<string, string>();
    for (const stream of streams) {
      for (const [, font, hex] of streamText(stream).matchAll(
        /(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
      )) {
        if (font) current = fonts.get(font) ?? new Map();
        else
          pieces.push(
            (hex!.match(/.{4}/g) ?? []).map((code) => current.get(code.toUpperCase()) ?? '?').join(''),
          );
      }
    }
    return pieces.join(' ');
  });
}
