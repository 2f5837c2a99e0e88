/** The declaration's CSV: parsed back with csv-parse, labels, values, quoting, and formulas made text. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { declaredGuest } from '../../test-support/declared-guests.ts';
import { declarationCsv, neutralizeFormula } from './declaration-export-csv.ts';
import { declarationFields, frenchCountry, frenchDate } from './declaration-export-fields.ts';

const read = (csv: string) =>
  parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];

describe('declarationCsv', () => {
  it('starts with a BOM and the individual form’s French labels, in order', () => {
    const csv = declarationCsv([]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toBe(
      '\ufeffNom;Prénom;Sexe;Date de naissance;Lieu de naissance;Nationalité;Type de pièce;N° de pièce;' +
        "Date d'expiration;Pays de résidence;Adresse;Profession;Venant de;Allant à;Date d'arrivée;" +
        'Date de départ;Établissement;Téléphone;E-mail\r\n',
    );
    expect(read(csv)).toEqual([]);
  });

  it('writes one row per adult with every value, as a French reader reads it', () => {
    const second = declaredGuest({
      guestIndex: 2,
      firstName: 'Youssef',
      lastName: 'El Amrani',
      sex: 'male',
      nationality: 'MA',
      idType: 'cnie',
      idNumber: 'BE123456',
      residenceCountry: 'MA',
      residenceAddress: 'Rue 7; "Bloc C"\nHay Riad, Rabat',
      profession: '',
      phone: '',
      email: '',
    });
    const rows = read(declarationCsv([declaredGuest(), second]));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      Nom: 'Lefèvre',
      Prénom: 'Zoë',
      Sexe: 'F',
      'Date de naissance': '12/04/1985',
      'Lieu de naissance': 'Saint-Étienne',
      Nationalité: 'France',
      'Type de pièce': 'Passeport',
      'N° de pièce': '18AB12345',
      "Date d'expiration": '01/01/2035',
      'Pays de résidence': 'France',
      Adresse: '12 rue de la Paix, 75002 Paris',
      Profession: 'Ingénieure',
      'Venant de': 'Paris',
      'Allant à': 'Fès',
      "Date d'arrivée": '12/03/2026',
      'Date de départ': '15/03/2026',
      Établissement: 'Riad Yasmine',
      // A phone's + would start a formula: written as text.
      Téléphone: "'+33 6 12 34 56 78",
      'E-mail': 'zoe@example.com',
    });
    expect(rows[1]).toMatchObject({
      Nom: 'El Amrani',
      Sexe: 'M',
      Nationalité: 'Maroc',
      'Type de pièce': 'CNIE',
      'N° de pièce': 'BE123456',
      Adresse: 'Rue 7; "Bloc C"\nHay Riad, Rabat',
      Profession: '',
      Téléphone: '',
    });
    expect(Object.keys(rows[0]!)).toEqual(declarationFields.map((field) => field.label));
  });

  it('neutralises spreadsheet formulas in every field a guest typed', () => {
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tTab', '\rCR'];
    for (const attack of attacks) {
      const [row] = read(
        declarationCsv([
          declaredGuest({ lastName: attack, birthPlace: attack, profession: attack, goingTo: attack }),
        ]),
      );
      for (const column of ['Nom', 'Lieu de naissance', 'Profession', 'Allant à']) {
        // A leading tab or CR is no longer there (typed text is made plain first): no formula left.
        const expected = /^[\t\r]/.test(attack) ? attack.slice(1) : `'${attack}`;
        expect(row![column], `${column}: ${JSON.stringify(attack)}`).toBe(expected);
      }
    }
    expect(neutralizeFormula('Benali')).toBe('Benali');
    expect(neutralizeFormula("O'Brien")).toBe("O'Brien");
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula('')).toBe('');
  });
});

describe('the export’s French values', () => {
  it('writes dates DD/MM/YYYY and countries by their French name', () => {
    expect(frenchDate('2026-03-09')).toBe('09/03/2026');
    expect(frenchDate('')).toBe('');
    expect(frenchCountry('MA')).toBe('Maroc');
    expect(frenchCountry('DE')).toBe('Allemagne');
    expect(frenchCountry('QQ')).toBe('QQ');
  });
});
