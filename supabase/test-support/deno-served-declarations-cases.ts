/**
 * host-declarations served by Deno (its index.ts, as Supabase runs it), for deno-served.test.ts:
 * with DECLARATION_KEY, the day's forms as JSON, CSV and a PDF made with pdf-lib, @pdf-lib/fontkit
 * and the generated DejaVu font under Deno, in the function's bounded worker (a signature cut short,
 * stored straight in the database, printed as "Signature illisible"); without it (the world's own
 * process), 503. The forms are written here, sealed
 * with the tests' key, for a booking of a property of its own (no other test's data is read).
 * Hook-up in deno-served.test.ts: `declarationsServedNames` among the Deno entries, and
 * `declarationsServedCases(() => world)` inside its 'host functions' describe.
 */
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { importDeclarationKey, sealBytes } from '../functions/_shared/declaration-crypto.ts';
import { unreadableSignatureText } from '../functions/_shared/declaration-export-pdf.ts';
import { declarationContext } from '../functions/_shared/declarations.ts';
import { addDays } from '../local-server/seed.ts';
import { declareGuests, pdfPageTexts, testDeclarationKey } from './declaration-export-support.ts';
import type { DenoServedWorld } from './deno-served-world.ts';
import { guestForm } from './guest-declaration-fixtures.ts';
import { truncatedSignaturePng } from './hostile-png.ts';

/** The functions these cases serve (deno-served.test.ts checks every Deno entry has its cases). */
export const declarationsServedNames = ['host-declarations'];

export function declarationsServedCases(world: () => DenoServedWorld): void {
  it('host-declarations: JSON, CSV and a PDF with the Unicode font under Deno; 503 without a key', async () => {
    const { test, ids } = world();
    const date = addDays(world().today, 20);
    const { rows } = await test.db.query<{ id: string }>(
      `INSERT INTO properties (name, address, owner_id) VALUES ('Dar Deno', '1 Derb Deno, Fès', $1) RETURNING id`,
      [ids.owner],
    );
    const propertyId = rows[0]!.id;
    const booking = await test.db.query<{ id: string }>(
      `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, guests_count)
       VALUES ($1, 'Lefèvre', $2::date, $2::date + 3, 3) RETURNING id`,
      [propertyId, date],
    );
    await declareGuests(test.db, booking.rows[0]!.id, [
      guestForm({ firstName: 'Zoë', lastName: 'Lefèvre' }),
      guestForm({ firstName: 'Ñuño', lastName: 'Sánchez', idNumber: 'X1234567', phone: '', email: '' }),
      // Arabic goes through fontkit's Arabic shaper (fontkit-deno-shim.ts makes it work under Deno).
      guestForm({ firstName: 'يوسف', lastName: 'Benali', idNumber: 'Y7654321', phone: '', email: '' }),
    ]);
    // Guest 2's signature cut short, as an old row could hold it (no upload check on the way).
    const sealed = await sealBytes(
      await importDeclarationKey(testDeclarationKey),
      truncatedSignaturePng(),
      declarationContext(booking.rows[0]!.id, 2),
    );
    await test.db.query(
      'UPDATE guest_declarations SET signature_enc = $1 WHERE booking_id = $2 AND guest_index = 2',
      [sealed, booking.rows[0]!.id],
    );
    const served = await world().startAnother('host-declarations', { DECLARATION_KEY: testDeclarationKey });
    const ask = async (url: string, body: Record<string, unknown>, userId = ids.owner) =>
      fetch(url, {
        method: 'POST',
        headers: { ...(await world().bearer(userId)), 'Content-Type': 'application/json' },
        body: JSON.stringify({ date, propertyId, ...body }),
      });
    try {
      const answer = await ask(served.url, {});
      const text = await answer.text();
      expect(answer.status, `${text}\n${served.output()}`).toBe(200);
      const guests = (JSON.parse(text) as { guests: { firstName: string; idNumber: string }[] }).guests;
      expect(guests.map((guest) => [guest.firstName, guest.idNumber])).toEqual([
        ['Zoë', '18AB12345'],
        ['Ñuño', 'X1234567'],
        ['يوسف', 'Y7654321'],
      ]);
      const csv = await ask(served.url, { format: 'csv' });
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="rihla-declaration-${date}.csv"`,
      );
      const table = parse(await csv.text(), { bom: true, delimiter: ';', columns: true }) as Record<
        string,
        string
      >[];
      expect(table.map((row) => row.Prénom)).toEqual(['Zoë', 'Ñuño', 'يوسف']);
      const pdf = await ask(served.url, { format: 'pdf' });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
      const pages = await pdfPageTexts(bytes);
      expect(pages[0]).toContain('Nom Lefèvre Prénom Zoë');
      expect(pages[1]).toContain('Nom Sánchez Prénom Ñuño');
      expect(pages.map((page) => page.includes(unreadableSignatureText))).toEqual([false, true, false]);
      // Laid out right to left: the glyphs in visual order.
      expect(pages[2]).toContain('Nom Benali Prénom فسوي');
      expect((await ask(served.url, {}, ids.owner2)).status).toBe(404);
      // The world's own process has no DECLARATION_KEY.
      const refused = await world().post(
        'host-declarations',
        { date, propertyId },
        await world().bearer(ids.owner),
      );
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: 'not_configured' });
    } finally {
      await served.stop();
    }
  });
}
