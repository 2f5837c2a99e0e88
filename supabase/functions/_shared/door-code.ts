/**
 * Door code rules (issue 29), shared by host-bookings and the host portal: pure, no I/O, no
 * runtime-specific import (the app imports this file; `crypto.getRandomValues` is the Web Crypto
 * API every runtime here has).
 *
 * A code is trivial, and refused whether typed or generated, when it is:
 * - one digit repeated (0000, 777777);
 * - a run up or down by one (1234, 0123, 9876, 543210; no wrapping past 9 or 0);
 * - a block repeated: the code repeats its first p digits with 2p <= its length (1212, 12121,
 *   123123, 1231231, 12341234). One digit repeated is the case p = 1.
 */
import { doorCodeLimits } from './host-api-types-bookings.ts';

/** A random integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

const digitsOnly = /^[0-9]+$/;

/** True when `code` (digits) is one digit repeated, a run up or down, or a block repeated. */
export function isTrivialDoorCode(code: string): boolean {
  if (!digitsOnly.test(code) || code.length < 2) return false;
  const digits = [...code].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  for (let period = 1; period * 2 <= code.length; period += 1) {
    if ([...code].every((digit, index) => index < period || digit === code[index - period])) return true;
  }
  return false;
}

export type TypedDoorCodeCheck = { ok: true } | { ok: false; problem: 'format' | 'trivial' };

/**
 * A door code the host typed: 4 to 8 ASCII digits (as given: the caller trims) and not trivial.
 * '' (no code) is the caller's to allow.
 */
export function validateTypedDoorCode(code: string): TypedDoorCodeCheck {
  const { typedMin, typedMax } = doorCodeLimits;
  if (!digitsOnly.test(code) || code.length < typedMin || code.length > typedMax) {
    return { ok: false, problem: 'format' };
  }
  return isTrivialDoorCode(code) ? { ok: false, problem: 'trivial' } : { ok: true };
}

/** An unbiased random integer in [0, maxExclusive) from the Web Crypto API (rejection sampling). */
export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
    throw new RangeError('cryptoRandomInt: maxExclusive must be an integer from 1 to 2^32');
  }
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % maxExclusive;
  }
};

/** Draws before a source is judged broken (a fair one gives a trivial 4-digit code about 1 time in 90). */
const maxDraws = 1000;

/**
 * A fresh door code of `length` digits (4 to 6, default 6), each drawn with `randomInt(10)`,
 * drawn again until it is not trivial. Throws on a length out of range, on a source that answers
 * anything but an integer 0..9, and on one that gives only trivial codes (a broken source).
 */
export function generateDoorCode(length = 6, randomInt: RandomInt = cryptoRandomInt): string {
  const { generatedMin, generatedMax } = doorCodeLimits;
  if (!Number.isInteger(length) || length < generatedMin || length > generatedMax) {
    throw new RangeError(`generateDoorCode: length must be ${generatedMin} to ${generatedMax}`);
  }
  for (let draw = 0; draw < maxDraws; draw += 1) {
    let code = '';
    for (let index = 0; index < length; index += 1) {
      const digit = randomInt(10);
      if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
        throw new RangeError('generateDoorCode: the random source must answer an integer from 0 to 9');
      }
      code += String(digit);
    }
    if (!isTrivialDoorCode(code)) return code;
  }
  throw new Error('generateDoorCode: the random source gave only trivial codes');
}

/**
 * A backup code for the same door (issue 31): a fresh 6-digit code, never the main one, so a guest
 * whose code fails has a second that differs from the first.
 */
export function generateBackupDoorCode(
  mainCode: string | null,
  randomInt: RandomInt = cryptoRandomInt,
): string {
  for (let draw = 0; draw < maxDraws; draw += 1) {
    const code = generateDoorCode(6, randomInt);
    if (code !== mainCode) return code;
  }
  throw new Error('generateBackupDoorCode: the random source gave only the main code');
}
