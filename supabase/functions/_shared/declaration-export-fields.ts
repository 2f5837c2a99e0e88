/**
 * The daily declaration's fields as the police read them (issue 31): the individual form's French
 * labels (fiche individuelle de police, Law 80-14) in the official order, and each guest's values
 * written for a French-speaking reader: dates DD/MM/YYYY, sex F or M, the ID document's name,
 * countries by their French name. Every value is one plain line (plain-text-fields.ts: no line
 * break, no control, no bidirectional override that would show a name or a number reversed), but
 * the guest's address, which keeps its lines (LF) and loses the rest the same.
 * Pure; the CSV and the PDF exports both write from it.
 */
import type { IdDocumentType, Sex } from './api-types.ts';
import type { DeclaredGuest } from './host-api-types-checkin.ts';
import { multiLine, singleLine } from './plain-text-fields.ts';

/** The columns of the CSV and the lines of the PDF form, in order. */
export const declarationFields = [
  { key: 'lastName', label: 'Nom' },
  { key: 'firstName', label: 'Prénom' },
  { key: 'sex', label: 'Sexe' },
  { key: 'birthDate', label: 'Date de naissance' },
  { key: 'birthPlace', label: 'Lieu de naissance' },
  { key: 'nationality', label: 'Nationalité' },
  { key: 'idType', label: 'Type de pièce' },
  { key: 'idNumber', label: 'N° de pièce' },
  { key: 'idExpiry', label: "Date d'expiration" },
  { key: 'residenceCountry', label: 'Pays de résidence' },
  { key: 'residenceAddress', label: 'Adresse' },
  { key: 'profession', label: 'Profession' },
  { key: 'arrivingFrom', label: 'Venant de' },
  { key: 'goingTo', label: 'Allant à' },
  { key: 'checkInDate', label: "Date d'arrivée" },
  { key: 'checkOutDate', label: 'Date de départ' },
  { key: 'establishment', label: 'Établissement' },
  { key: 'phone', label: 'Téléphone' },
  { key: 'email', label: 'E-mail' },
] as const;

export type DeclarationFieldKey = (typeof declarationFields)[number]['key'];

const sexLabels: Record<Sex, string> = { female: 'F', male: 'M' };
const idTypeLabels: Record<IdDocumentType, string> = {
  passport: 'Passeport',
  cnie: 'CNIE',
  residence_card: 'Carte de séjour',
};

/** YYYY-MM-DD as DD/MM/YYYY ('' stays ''). */
export function frenchDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

let countryNames: Intl.DisplayNames | null | undefined;

/** An ISO 3166-1 alpha-2 code's French name ("MA" -> "Maroc"); the code itself when unknown. */
export function frenchCountry(code: string): string {
  if (countryNames === undefined) {
    try {
      countryNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'code' });
    } catch {
      countryNames = null;
    }
  }
  try {
    return countryNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The one field that may span lines. */
const multiLineKeys = new Set<string>(['residenceAddress']);
const plainText = (key: string, value: string) =>
  multiLineKeys.has(key) ? multiLine(value) : singleLine(value);

/** A guest's form with every text field plain, one line but the address (what the exports are given). */
export function plainDeclaredGuest(guest: DeclaredGuest): DeclaredGuest {
  const plain = { ...guest } as Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) {
    if (typeof value === 'string') plain[key] = plainText(key, value);
  }
  return plain as unknown as DeclaredGuest;
}

/** One guest's values by field, as the export writes them: plain, one line but the address. */
export function declarationValues(guest: DeclaredGuest): Record<DeclarationFieldKey, string> {
  const values = declarationTexts(guest);
  for (const field of declarationFields) values[field.key] = plainText(field.key, values[field.key] ?? '');
  return values;
}

function declarationTexts(guest: DeclaredGuest): Record<DeclarationFieldKey, string> {
  return {
    lastName: guest.lastName,
    firstName: guest.firstName,
    sex: sexLabels[guest.sex] ?? guest.sex,
    birthDate: frenchDate(guest.birthDate),
    birthPlace: guest.birthPlace,
    nationality: frenchCountry(guest.nationality),
    idType: idTypeLabels[guest.idType] ?? guest.idType,
    idNumber: guest.idNumber,
    idExpiry: frenchDate(guest.idExpiry),
    residenceCountry: frenchCountry(guest.residenceCountry),
    residenceAddress: guest.residenceAddress,
    profession: guest.profession,
    arrivingFrom: guest.arrivingFrom,
    goingTo: guest.goingTo,
    checkInDate: frenchDate(guest.checkInDate),
    checkOutDate: frenchDate(guest.checkOutDate),
    establishment: guest.propertyName,
    phone: guest.phone,
    email: guest.email,
  };
}

/** The export's file name: `rihla-declaration-<date>.<csv|pdf>`. */
export const declarationFileName = (date: string, extension: 'csv' | 'pdf') =>
  `rihla-declaration-${date}.${extension}`;
