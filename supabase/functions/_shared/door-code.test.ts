/** The door code rules, by example and by property (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cryptoRandomInt,
  generateDoorCode,
  isTrivialDoorCode,
  type RandomInt,
  validateTypedDoorCode,
} from './door-code.ts';

const digit = fc.integer({ min: 0, max: 9 });
const codeOf = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((digits) => digits.join(''));

/** A random source replaying `values` in a loop (fast-check shrinks the list). */
const replay = (values: number[]): RandomInt => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('isTrivialDoorCode', () => {
  it.each([
    '0000',
    '777777',
    '1234',
    '0123',
    '456789',
    '9876',
    '3210',
    '98765432',
    '1212',
    '12121',
    '909090',
    '123123',
    '1231231',
    '12341234',
    '00110011',
  ])('refuses %s', (code) => expect(isTrivialDoorCode(code)).toBe(true));

  it.each(['4827', '1235', '7890', '2109', '1221', '112233', '123412', '1928374', '90210', '135246'])(
    'accepts %s',
    (code) => expect(isTrivialDoorCode(code)).toBe(false),
  );

  it('is false for what is not digits', () => {
    for (const code of ['', '1', 'aaaa', '12 12', '١٢١٢', '12a12a'])
      expect(isTrivialDoorCode(code)).toBe(false);
  });

  it('finds every digit repeated, every run, every repeated block', () => {
    fc.assert(
      fc.property(digit, fc.integer({ min: 2, max: 8 }), (first, length) => {
        expect(isTrivialDoorCode(String(first).repeat(length))).toBe(true);
        const up = Array.from({ length }, (_, index) => first + index);
        if (up.at(-1)! <= 9) expect(isTrivialDoorCode(up.join(''))).toBe(true);
        const down = Array.from({ length }, (_, index) => first - index);
        if (down.at(-1)! >= 0) expect(isTrivialDoorCode(down.join(''))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(codeOf(1, 4), fc.integer({ min: 2, max: 4 }), fc.nat(), (block, times, cut) => {
        const repeated = block.repeat(times);
        // A partial last block too (12121): the pattern is as plain.
        const code = repeated.slice(0, repeated.length - (cut % block.length));
        fc.pre(code.length >= block.length * 2);
        expect(isTrivialDoorCode(code)).toBe(true);
      }),
    );
  });

  it('does not depend on the code being read backwards', () => {
    fc.assert(
      fc.property(codeOf(2, 8), (code) => {
        expect(isTrivialDoorCode([...code].reverse().join(''))).toBe(isTrivialDoorCode(code));
      }),
    );
  });
});

describe('validateTypedDoorCode', () => {
  it('takes 4 to 8 digits that are not trivial', () => {
    expect(validateTypedDoorCode('4827')).toEqual({ ok: true });
    expect(validateTypedDoorCode('48273915')).toEqual({ ok: true });
    expect(validateTypedDoorCode('1234')).toEqual({ ok: false, problem: 'trivial' });
    for (const code of ['', '482', '482739150', ' 4827', '48 27', '４８２７', '-482', '4827a']) {
      expect(validateTypedDoorCode(code), code).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('agrees with the rules for any text', () => {
    fc.assert(
      fc.property(fc.oneof(codeOf(0, 10), fc.string({ maxLength: 10 })), (code) => {
        const check = validateTypedDoorCode(code);
        const wellFormed = /^[0-9]{4,8}$/.test(code);
        if (!wellFormed) expect(check).toEqual({ ok: false, problem: 'format' });
        else expect(check.ok).toBe(!isTrivialDoorCode(code));
      }),
    );
  });
});

describe('generateDoorCode', () => {
  it('draws a code of the asked length that is never trivial, whatever the source gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.array(digit, { minLength: 7, maxLength: 40 }),
        (length, values) => {
          // A source repeating one short pattern forever may give only trivial codes: then it throws.
          let code: string;
          try {
            code = generateDoorCode(length, replay(values));
          } catch (error) {
            expect(String(error)).toMatch(/only trivial codes/);
            return;
          }
          expect(code).toMatch(new RegExp(`^[0-9]{${length}}$`));
          expect(isTrivialDoorCode(code)).toBe(false);
          expect(validateTypedDoorCode(code)).toEqual({ ok: true });
        },
      ),
    );
  });

  it('draws again after a trivial code, and is 6 digits by default', () => {
    expect(generateDoorCode(4, replay([1, 2, 3, 4, 4, 8, 2, 7]))).toBe('4827');
    expect(generateDoorCode(undefined, replay([0, 0, 0, 0, 0, 0, 3, 1, 4, 1, 5, 9]))).toBe('314159');
    expect(generateDoorCode().length).toBe(6);
  });

  it('refuses lengths out of range, a source out of range and a broken one', () => {
    for (const length of [3, 7, 4.5, Number.NaN]) expect(() => generateDoorCode(length)).toThrow(RangeError);
    expect(() => generateDoorCode(6, () => 10)).toThrow(RangeError);
    expect(() => generateDoorCode(6, () => 0.5)).toThrow(RangeError);
    expect(() => generateDoorCode(6, () => 7)).toThrow(/only trivial codes/);
  });

  it('gives each digit about as often with the crypto source', () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let draw = 0; draw < 20_000; draw += 1) counts[cryptoRandomInt(10)]! += 1;
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(250);
    expect(() => cryptoRandomInt(0)).toThrow(RangeError);
    const codes = new Set(Array.from({ length: 200 }, () => generateDoorCode()));
    expect(codes.size).toBeGreaterThan(190);
  });
});
