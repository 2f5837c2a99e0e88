/** The individual guest form's rules: what each field accepts and refuses, by example. */
import { describe, expect, it } from 'vitest';
import { guestForm } from '../../test-support/guest-declaration-fixtures.ts';
import { blankPng, hostileSignaturePng } from '../../test-support/hostile-png.ts';
import type { GuestDeclarationInput } from './api-types.ts';
import {
  ageOn,
  countryCodes,
  type DeclarationContext,
  declarationLimits,
  isSignatureDataUrl,
  normalizeGuestDeclaration,
  validateGuestDeclaration,
} from './guest-declaration-rules.ts';

const context: DeclarationContext = {
  guestIndex: 1,
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-05',
  today: '2026-11-26',
};
const goodForm = guestForm({ idExpiry: '2030-01-01' });

const errorsOf = (changes: Partial<GuestDeclarationInput>, at: Partial<DeclarationContext> = {}) =>
  validateGuestDeclaration({ ...goodForm, ...changes }, { ...context, ...at });

describe('validateGuestDeclaration', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('says which fields are missing, one code each', () => {
    const empty = Object.fromEntries(
      Object.keys(goodForm).map((key) => [key, '']),
    ) as unknown as GuestDeclarationInput;
    expect(validateGuestDeclaration(empty, context)).toEqual({
      firstName: 'required',
      lastName: 'required',
      sex: 'required',
      birthDate: 'required',
      birthPlace: 'required',
      nationality: 'required',
      idType: 'required',
      idNumber: 'required',
      idExpiry: 'required',
      residenceCountry: 'required',
      residenceAddress: 'required',
      arrivingFrom: 'required',
      goingTo: 'required',
      phone: 'required',
      email: 'required',
      signature: 'required',
    });
  });

  it('asks phone and e-mail of the main guest only, and checks them when another guest gives them', () => {
    expect(errorsOf({ phone: '', email: '' }, { guestIndex: 2 })).toEqual({});
    expect(errorsOf({ phone: '12', email: 'nobody' }, { guestIndex: 2 })).toEqual({
      phone: 'phone',
      email: 'email',
    });
  });

  it('treats white space alone as missing', () => {
    expect(errorsOf({ firstName: '   ', goingTo: '\n\t' })).toEqual({
      firstName: 'required',
      goingTo: 'required',
    });
  });

  it('refuses texts over their limits', () => {
    expect(
      errorsOf({
        lastName: 'x'.repeat(declarationLimits.name + 1),
        birthPlace: 'x'.repeat(declarationLimits.place + 1),
        residenceAddress: 'x'.repeat(declarationLimits.address + 1),
        profession: 'x'.repeat(declarationLimits.profession + 1),
      }),
    ).toEqual({
      lastName: 'tooLong',
      birthPlace: 'tooLong',
      residenceAddress: 'tooLong',
      profession: 'tooLong',
    });
    expect(errorsOf({ lastName: 'x'.repeat(declarationLimits.name) })).toEqual({});
  });

  it('refuses dates that are not real calendar dates', () => {
    expect(errorsOf({ birthDate: '1985-02-30', idExpiry: '01/01/2030' })).toEqual({
      birthDate: 'date',
      idExpiry: 'date',
    });
  });

  it('wants a birth date in the past and an adult on the check-in date', () => {
    expect(errorsOf({ birthDate: '2026-11-27' })).toEqual({ birthDate: 'future' });
    // 18 on 1 December 2026: born on or before 1 December 2008.
    expect(errorsOf({ birthDate: '2008-12-01' })).toEqual({});
    expect(errorsOf({ birthDate: '2008-12-02' })).toEqual({ birthDate: 'tooYoung' });
    // Without the check-in date, judged today (26 November).
    expect(errorsOf({ birthDate: '2008-11-30' }, { checkInDate: undefined })).toEqual({
      birthDate: 'tooYoung',
    });
  });

  it('wants an ID valid through the check-out date', () => {
    expect(errorsOf({ idExpiry: '2026-12-05' })).toEqual({});
    expect(errorsOf({ idExpiry: '2026-12-04' })).toEqual({ idExpiry: 'expiresBeforeCheckOut' });
    expect(errorsOf({ idExpiry: '2026-11-25' })).toEqual({ idExpiry: 'expired' });
  });

  it.each([
    ['passport', '18AB12345', null],
    ['passport', '18 ab-12345', null],
    ['passport', 'AB123', 'idNumberFormat'],
    ['passport', 'AB12345678', 'idNumberFormat'],
    ['cnie', 'BE123456', null],
    ['cnie', 'J1', null],
    ['cnie', '123456', 'idNumberFormat'],
    ['cnie', 'ABC12345', 'idNumberFormat'],
    ['residence_card', 'E12345', null],
    ['residence_card', 'AB12345678', null],
    ['residence_card', 'E1234', 'idNumberFormat'],
  ] as const)('ID type %s takes "%s": %s', (idType, idNumber, error) => {
    expect(errorsOf({ idType, idNumber })).toEqual(error ? { idNumber: error } : {});
  });

  it('leaves the ID number alone when the ID type is not one of the three', () => {
    expect(errorsOf({ idType: 'toString' as never, idNumber: 'x' })).toEqual({ idType: 'required' });
  });

  it('takes country codes in any case and refuses unknown ones', () => {
    expect(errorsOf({ nationality: 'ma', residenceCountry: ' gb ' })).toEqual({});
    expect(errorsOf({ nationality: 'XX', residenceCountry: 'France' })).toEqual({
      nationality: 'country',
      residenceCountry: 'country',
    });
    expect(countryCodes).toHaveLength(250);
  });

  it.each([
    ['+212 661 234 567', null],
    ['00212661234567', null],
    ['+1 (415) 555-0100', null],
    ['0661234567', 'phone'],
    ['+212 abc', 'phone'],
    ['+12345', 'phone'],
    ['+1234567890123456', 'phone'],
  ] as const)('phone "%s": %s', (phone, error) => {
    expect(errorsOf({ phone })).toEqual(error ? { phone: error } : {});
  });

  it.each([
    ['a@b.co', null],
    ['karim.benali+trip@mail.example.ma', null],
    ['karim@localhost', 'email'],
    ['karim benali@example.com', 'email'],
    [`${'x'.repeat(250)}@example.com`, 'email'],
  ] as const)('e-mail "%s": %s', (email, error) => {
    expect(errorsOf({ email })).toEqual(error ? { email: error } : {});
  });

  it('wants the signature as a PNG data URL of at most 60 KB', () => {
    expect(errorsOf({ signature: 'data:image/jpeg;base64,/9j/4AAQ' })).toEqual({ signature: 'signature' });
    // base64 of a GIF header, labelled PNG.
    expect(errorsOf({ signature: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' })).toEqual({
      signature: 'signature',
    });
    const body = `iVBORw0KGgo${'A'.repeat(80000 - 11)}`;
    expect(isSignatureDataUrl(`data:image/png;base64,${body}`)).toBe(true); // 60,000 bytes
    expect(isSignatureDataUrl(`data:image/png;base64,${body}AAAA`)).toBe(false); // 60,003 bytes
  });

  it('judges the signature’s size from its PNG header, before anything decodes it (issue 41)', () => {
    const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    // The 59 KB 1-bit PNG of 22000 x 22000 pixels passes the 60 KB check, not the header's.
    const bomb = hostileSignaturePng();
    expect(bomb.length).toBeLessThan(60_000);
    expect(errorsOf({ signature: dataUrl(bomb) })).toEqual({ signature: 'signatureSize' });
    expect(errorsOf({ signature: dataUrl(blankPng(1601, 100)) })).toEqual({ signature: 'signatureSize' });
    expect(errorsOf({ signature: dataUrl(blankPng(100, 801)) })).toEqual({ signature: 'signatureSize' });
    expect(errorsOf({ signature: dataUrl(blankPng(1600, 800, 1, 0)) })).toEqual({});
    // A PNG signature without a valid IHDR.
    expect(errorsOf({ signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAAAAAAA' })).toEqual({
      signature: 'signature',
    });
  });
});

describe('normalizeGuestDeclaration', () => {
  it('trims texts, upper-cases codes and compacts the ID number', () => {
    const form = normalizeGuestDeclaration({
      ...goodForm,
      firstName: '  Karim   Said ',
      nationality: 'fr',
      idNumber: ' be 123-456 ',
    });
    expect(form).toMatchObject({ firstName: 'Karim Said', nationality: 'FR', idNumber: 'BE123456' });
  });
});

describe('ageOn', () => {
  it('counts whole years, a 29 February birthday a year older on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });
});
