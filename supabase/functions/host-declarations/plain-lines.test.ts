/**
 * Issue 41, finding 8, on both databases: right-to-left overrides and line breaks that a guest (or
 * a host, in a property's name) typed survived in the declaration's CSV and PDF. Forms written with
 * U+202E and friends, CR/LF and a tab in their names, place of birth and address, for a property
 * whose name and address carry them too: the CSV has one record per adult and no bidi control nor
 * line break inside a value (but the address's own lines), the PDF's text no bidi control, and
 * each name reads on one line.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { handler } from './handler.ts';

const day = benaliCheckIn;
const config = testConfig({ declarationKey: testDeclarationKey });
const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`the declaration's CSV and PDF keep typed text plain on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let propertyId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      propertyId = (
        await test.db.query<{ id: string }>(
          `INSERT INTO properties (name, address, owner_id)
           VALUES ($1, $2, $3) RETURNING id`,
          ['Dar \u202eenilleZ\u202c', '3 Derb\r\nZellige,\u2067 Fès\u2069', ids.owner],
        )
      ).rows[0]!.id;
      const bookingId = (
        await test.db.query<{ id: string }>(
          `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date,
                                 guests_count, status)
           VALUES ($1, 'Test', 'Nadif', $2::date, $2::date + 2, 2, 'confirmed') RETURNING id`,
          [propertyId, day],
        )
      ).rows[0]!.id;
      await declareGuests(test.db, bookingId, [
        guestForm({
          firstName: 'Youssef\u200f',
          lastName: 'Nadif\u202e\r\nBcc: x@example.com',
          birthPlace: '\u202eesuolu\u202cT',
          residenceAddress: '1 rue\r\nde la Paix\t\u2066Paris\u2069',
          idNumber: 'AB\u202d123\u202c',
        }),
        guestForm({ firstName: 'Salma\u061c', lastName: '\u202bNadif\u202c', profession: '\r\n=2+2' }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (format: 'csv' | 'pdf') => {
      const response = await handler(
        hostRequest({ date: day, propertyId, format }, await accessToken(ids.owner)),
        testDeps(test.db, { config }),
      );
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };

    it('writes the CSV without bidi controls or line breaks in any value', async () => {
      const text = new TextDecoder().decode(await call('csv'));
      expect(text).not.toMatch(bidi);
      // The header and one record per adult: no break inside a value (records end in CRLF).
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
      const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
      expect(rows.map((row) => [row.Prénom, row.Nom, row['N° de pièce']])).toEqual([
        ['Youssef', 'Nadif Bcc: x@example.com', 'AB123'],
        ['Salma', 'Nadif', '18AB12345'],
      ]);
      expect(rows[0]).toMatchObject({
        'Lieu de naissance': 'esuoluT',
        // The address keeps its lines (the form's only multi-line field), and loses the rest.
        Adresse: '1 rue\nde la Paix Paris',
        Établissement: 'Dar enilleZ',
      });
      // Made plain first, then a formula is still made text.
      expect(rows[1]!.Profession).toBe("'=2+2");
      for (const row of rows) {
        for (const [label, value] of Object.entries(row)) {
          expect(value, label).not.toMatch(label === 'Adresse' ? /[\r\t]/ : /[\r\n\t]/);
        }
      }
    });

    it('writes the PDF without bidi controls, each name and address on one line', async () => {
      const pages = await pdfPageTexts(await call('pdf'));
      expect(pages).toHaveLength(2);
      for (const page of pages) expect(page).not.toMatch(bidi);
      expect(pages[0]).toContain('Nom Nadif Bcc: x@example.com Prénom Youssef');
      expect(pages[0]).toContain('Établissement Dar enilleZ');
      expect(pages[0]).toContain("Adresse de l'établissement 3 Derb Zellige, Fès");
      expect(pages[1]).toContain('Nom Nadif Prénom Salma');
    });
  });
}
