/**
 * host-declarations on both databases: the day's arrivals with their forms decrypted, as JSON,
 * CSV (parsed back) and PDF (loaded back); an owner gets their own properties' guests only (another
 * owner's property: 404, every property: theirs only), the team gets everyone's; arrivals without
 * all their forms are listed as missing; no key: 503; refusals name the field.
 */
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
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
import {
  hostDeclarations,
  invalidDeclarationsMessages,
} from '../_shared/contracts/host-declarations.contract.ts';
import { newDeclarationKey } from '../_shared/declaration-crypto.ts';
import type { DeclarationsAnswer } from '../_shared/host-api-types-checkin.ts';
import { handler } from './handler.ts';

const notConfiguredMessage = hostDeclarations.errors.notConfigured.message;
const propertyNotFoundMessage = hostDeclarations.errors.notFound.message;

const day = benaliCheckIn;
const config = testConfig({ declarationKey: testDeclarationKey });

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-declarations on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    const property: Record<string, string> = {};
    const booking: Record<string, string> = {};
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ id: string; name: string }>('SELECT id, name FROM properties');
      for (const row of rows) property[row.name] = row.id;
      const insert = async (propertyId: string, lastName: string, status = 'confirmed') =>
        (
          await test.db.query<{ id: string }>(
            `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date,
                                   guests_count, status)
             VALUES ($1, 'Test', $2, $3::date, $3::date + 2, 2, $4) RETURNING id`,
            [propertyId, lastName, day, status],
          )
        ).rows[0]!.id;
      const { rows: made } = await test.db.query<{ id: string }>(
        `INSERT INTO properties (name, address, owner_id) VALUES ('Dar Zellige', '3 Derb Zellige, Fès', $1) RETURNING id`,
        [ids.owner],
      );
      property['Dar Zellige'] = made[0]!.id;
      booking.benali = test.benaliId;
      booking.atlas = await insert(property['Dar Atlas']!, 'Moreau');
      booking.zellige = await insert(property['Dar Zellige']!, 'Nadif');
      booking.cancelled = await insert(property['Dar Zellige']!, 'Gone', 'cancelled');
      await declareGuests(test.db, booking.benali, [
        guestForm(),
        guestForm({
          firstName: 'Zoë',
          lastName: 'Lefèvre',
          idNumber: 'X7654321',
          birthPlace: '=1+1',
          phone: '',
          email: '',
        }),
      ]);
      await declareGuests(
        test.db,
        booking.atlas,
        [guestForm({ firstName: 'Élodie', lastName: 'Moreau' })],
        2,
      );
      await declareGuests(test.db, booking.cancelled, [guestForm({ lastName: 'Gone' })]);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown, deps = testDeps(test.db, { config })) =>
      handler(hostRequest(body, await accessToken(userId)), deps);
    const answer = async (userId: string, body: Record<string, unknown>) => {
      const response = await call(userId, { date: day, ...body });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return JSON.parse(text) as DeclarationsAnswer;
    };
    const names = (result: DeclarationsAnswer) =>
      result.guests.map((guest) => `${guest.firstName} ${guest.lastName}`);

    it('gives an owner their arrivals’ forms, decrypted, and the arrivals still missing forms', async () => {
      const mine = await answer(ids.owner, {});
      expect(mine).toMatchObject({ date: day, propertyId: null });
      expect(names(mine)).toEqual(['Karim Benali', 'Zoë Lefèvre']);
      expect(mine.guests[0]).toEqual({
        ...guestForm(),
        signature: undefined,
        bookingId: booking.benali,
        propertyId: property['Riad Yasmine'],
        propertyName: 'Riad Yasmine',
        propertyAddress: expect.any(String),
        checkInDate: day,
        checkOutDate: expect.any(String),
        guestIndex: 1,
        signedAt: '2026-03-09T13:32:00.000Z',
      });
      expect(mine.guests[1]).toMatchObject({ guestIndex: 2, idNumber: 'X7654321', phone: '', email: '' });
      expect(mine.missing).toContainEqual({
        bookingId: booking.zellige,
        propertyName: 'Dar Zellige',
        guestName: 'Test Nadif',
        status: 'not_started',
        adults: null,
        received: 0,
      });
      const everything = JSON.stringify(mine);
      for (const foreign of ['Moreau', 'Dar Atlas', 'Gone', booking.cancelled!])
        expect(everything).not.toContain(foreign);
      expect(await answer(ids.owner, { propertyId: 'all' })).toEqual(mine);
      const riad = await answer(ids.owner, { propertyId: property['Riad Yasmine'] });
      expect(riad).toEqual({ ...mine, propertyId: property['Riad Yasmine'], missing: [] });
    });

    it('answers 404 to an owner asking for another owner’s property, and gives the team every arrival', async () => {
      for (const propertyId of [property['Dar Atlas'], crypto.randomUUID()]) {
        const response = await call(ids.owner, { date: day, propertyId });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: propertyNotFoundMessage, code: 'not_found' });
      }
      const atlas = await answer(ids.owner2, {});
      expect(names(atlas)).toEqual(['Élodie Moreau']);
      expect(atlas.missing).toEqual([
        {
          bookingId: booking.atlas,
          propertyName: 'Dar Atlas',
          guestName: 'Test Moreau',
          status: 'partial',
          adults: 2,
          received: 1,
        },
      ]);
      const team = await answer(ids.team, {});
      // By property (Dar Atlas before Riad Yasmine), then booking, then guest number.
      expect(names(team)).toEqual(['Élodie Moreau', 'Karim Benali', 'Zoë Lefèvre']);
      expect(team.missing.map((gap) => gap.bookingId)).toEqual(
        expect.arrayContaining([booking.atlas, booking.zellige]),
      );
      const otherDay = await answer(ids.team, { date: addDays(day, 1) });
      expect(otherDay.guests).toEqual([]);
    });

    it('exports CSV: one row per adult under the French labels, formulas made text', async () => {
      const response = await call(ids.owner, { date: day, format: 'csv' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="rihla-declaration-${day}.csv"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(new TextDecoder().decode(bytes), {
        bom: true,
        delimiter: ';',
        columns: true,
      }) as Record<string, string>[];
      expect(rows.map((row) => [row.Nom, row.Prénom, row['N° de pièce']])).toEqual([
        ['Benali', 'Karim', '18AB12345'],
        ['Lefèvre', 'Zoë', 'X7654321'],
      ]);
      expect(rows[0]).toMatchObject({
        Établissement: 'Riad Yasmine',
        Nationalité: 'France',
        'Allant à': 'Fès',
      });
      expect(rows[1]!['Lieu de naissance']).toBe("'=1+1");
    });

    it('exports a PDF: one page per adult with the guest’s name; one page when nobody arrives', async () => {
      const response = await call(ids.team, { date: day, format: 'pdf' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="rihla-declaration-${day}.pdf"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
      const pages = await pdfPageTexts(bytes);
      expect(pages[0]).toContain('Nom Moreau Prénom Élodie');
      expect(pages[1]).toContain('Nom Benali Prénom Karim');
      expect(pages[2]).toContain('Nom Lefèvre Prénom Zoë');
      expect(pages[2]).toContain('N° de pièce X7654321');

      const owner = await call(ids.owner2, { date: day, propertyId: property['Dar Atlas'], format: 'pdf' });
      expect((await PDFDocument.load(new Uint8Array(await owner.arrayBuffer()))).getPageCount()).toBe(1);
      const empty = await call(ids.owner2, {
        date: addDays(day, 1),
        propertyId: property['Dar Atlas'],
        format: 'pdf',
      });
      const [text] = await pdfPageTexts(new Uint8Array(await empty.arrayBuffer()));
      expect(text).toContain('Personne à déclarer');
      expect(text).toContain('(Dar Atlas)');
    });

    it('answers 503 without a valid key (500 with another), 400 naming the field, 401, 403 to a non-host', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        for (const declarationKey of [undefined, 'not-a-key']) {
          const deps = testDeps(test.db, { config: testConfig({ declarationKey }) });
          const response = await call(ids.owner, { date: day }, deps);
          expect(response.status).toBe(503);
          expect(await response.json()).toEqual({ error: notConfiguredMessage, code: 'not_configured' });
        }
        expect(String(logged.mock.calls[0]?.[0])).toContain('DECLARATION_KEY is not a 32-byte base64 key');
        // Another valid key: the forms do not open; a 500, and the log says why.
        const otherKey = testDeps(test.db, { config: testConfig({ declarationKey: newDeclarationKey() }) });
        const unreadable = await call(ids.owner, { date: day }, otherKey);
        expect(unreadable.status).toBe(500);
        expect(await unreadable.json()).toMatchObject({ code: 'server_error' });
        expect(String(logged.mock.calls.at(-1)?.[0])).toMatch(
          /DeclarationUnreadable: the guest declaration .+:1 does not open with DECLARATION_KEY/,
        );
      } finally {
        logged.mockRestore();
      }
      const bad: [unknown, string][] = [
        [{}, 'date'],
        [{ date: '2026-02-30' }, 'date'],
        [{ date: day, propertyId: 'Riad' }, 'propertyId'],
        [{ date: day, format: 'xlsx' }, 'format'],
        [{ date: day, extra: 1 }, 'unknown'],
        [[], 'body'],
      ];
      for (const [body, field] of bad) {
        const response = await call(ids.owner, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toEqual({
          error: invalidDeclarationsMessages[field],
          code: 'invalid_request',
        });
      }
      expect((await handler(hostRequest({ date: day }), testDeps(test.db, { config }))).status).toBe(401);
      const stranger = await call(crypto.randomUUID(), { date: day });
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ code: 'not_a_host' });
    });
  });
}
