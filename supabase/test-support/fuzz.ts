/**
 * Generators and checks shared by the fuzz suites (supabase/functions/fuzz-*.test.ts): fuzzed
 * strings (binary and grapheme units, C0/C1 control characters, lone surrogates, very long ones),
 * values of the wrong type, extra keys, random and broken JSON, invalid UTF-8 and random methods.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Cases per property: 2,000 unless FUZZ_RUNS says otherwise. */
export const runs = Number(process.env.FUZZ_RUNS ?? 2000);

/** C0 and C1 control characters other than tab, line feed and carriage return. */
export const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
].map((code) => String.fromCharCode(code));
/** One of them, NUL a third of the time: PostgreSQL cannot store it in a text value at all. */
export const controlChar = fc.oneof(
  { weight: 1, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.constantFrom(...controlCharacters) },
);
/** A high surrogate followed, or a low one preceded, by '!': lone wherever it is put, never half of a pair. */
export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => (code < 0xdc00 ? `${String.fromCharCode(code)}!` : `!${String.fromCharCode(code)}`));
const inserted = (char: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 12 }), char, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b);
const longString = fc
  .tuple(
    fc.constantFrom(41, 65, 101, 121, 256, 501, 1001, 4001, 5001, 30_000, 100_001),
    fc.constantFrom('a', 'é', '😀', ' ', '\u0301'),
  )
  .map(([length, char]) => char.repeat(length));
const oddString = fc.constantFrom(
  ...['', ' ', '\t', '\n', '\r\n', '\u2028', '\ufeff', '\u200b', 'null', 'NaN', "' OR 1=1 --", '%00'],
  ...['\\u0000', '<script>', 'Ｂｅｎａｌｉ', 'İ', 'ß', '0', '-1', '1e309', 'true', '[]', '{}'],
);
export const fuzzString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  inserted(controlChar),
  inserted(fc.constant('\u0000')),
  inserted(loneSurrogate),
  longString,
  oddString,
);
/** Text a header value may hold (Latin-1, no NUL, CR or LF), so the Request can be built. */
export const headerText = (maxLength = 60) =>
  fc.string({
    unit: fc
      .integer({ min: 1, max: 255 })
      .filter((code) => code !== 10 && code !== 13)
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
/** Printable fuzz: grapheme and binary strings without control characters or lone surrogates. */
export const printable = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    oddString,
  )
  // biome-ignore lint/suspicious/noControlCharactersInRegex: keeping control characters out is the point.
  .filter((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u.test(text));

export type Field = <T>(valid: fc.Arbitrary<T>) => fc.Arbitrary<unknown>;
const fieldWith =
  (validWeight: number): Field =>
  (valid) =>
    fc.oneof(
      { weight: validWeight, arbitrary: valid },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fuzzString },
      { weight: 1, arbitrary: wrongType },
    );
/**
 * A request built twice: two times in three with each field's valid value almost always (so most
 * cases get past the schema, into the database), else with about one field in four fuzzed, missing
 * or of the wrong type.
 */
export const mildAndWild = <T>(build: (field: Field) => fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: build(fieldWith(60)) }, { weight: 1, arbitrary: build(fieldWith(10)) });
const extraKeys = fc.dictionary(
  fc.oneof(printable, fuzzString, fc.constantFrom('__proto__', 'constructor', 'toString', 'id')),
  fc.jsonValue({ maxDepth: 2 }),
  { minKeys: 1, maxKeys: 3 },
);
/** The record, one time in four with extra keys added. */
export const withExtras = (record: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { weight: 3, arbitrary: record },
    { weight: 1, arbitrary: fc.tuple(record, extraKeys).map(([value, extra]) => ({ ...extra, ...value })) },
  );
const invalidJson = fc.oneof(
  fc.tuple(fc.json(), fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))),
  fc.constantFrom(
    ...['{', '{"bookingId":', "{'a':1}", 'undefined', 'NaN', '{"a":1,}', '[1,2', '{"a":"\\ud800"}'],
    ...['{"a":"\\u0000"}', '', '\ufeff{}', '1e999', '{"a":1}{"b":2}', '"\\x"', '{"__proto__":{"a":1}}'],
  ),
);
const invalidUtf8 = fc.uint8Array({ maxLength: 40 }).map((bytes) => Uint8Array.from([...bytes, 0xff, 0xc0]));
/** Bodies: mostly the structured value as JSON, else random JSON, broken JSON, raw text or bytes. */
export const bodyOf = (structured: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: structured.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: invalidJson },
    { weight: 1, arbitrary: fuzzString },
    { weight: 1, arbitrary: invalidUtf8 },
  );
/** POST most of the time, else another method. */
export const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
);
/** A request as plain data, so that fast-check can replay, shrink and print it. */
export interface RequestSpec {
  method: string;
  body: string | Uint8Array<ArrayBuffer>;
}
export const requestOf = (structured: fc.Arbitrary<unknown>): fc.Arbitrary<RequestSpec> =>
  fc.record({ method, body: bodyOf(structured) });
export function toRequest(
  spec: RequestSpec,
  url = 'https://fn.rihla.example/',
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: spec.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
  });
}

/** Puts `char` into one of the value's strings or keys (pick chooses which, at where). */
export function spoil(input: unknown, pick: number, char: string, at: number): unknown {
  // As the handler will see it: undefined values (missing keys) dropped.
  const value: unknown = JSON.parse(JSON.stringify(input) ?? 'null');
  let slots = 0;
  const count = (item: unknown): void => {
    if (typeof item === 'string') slots += 1;
    else if (Array.isArray(item)) item.forEach(count);
    else if (item && typeof item === 'object')
      for (const child of Object.values(item)) {
        slots += 1;
        count(child);
      }
  };
  count(value);
  let target = pick % Math.max(slots, 1);
  const put = (text: string) =>
    text.slice(0, at % (text.length + 1)) + char + text.slice(at % (text.length + 1));
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return target-- === 0 ? put(item) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object')
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => [target-- === 0 ? put(key) : key, walk(child)]),
      );
    return item;
  };
  return slots === 0 ? { [char]: value } : walk(value);
}

/** What the handlers logged (console.error is silenced during the fuzz runs and collected here). */
export const logged: string[] = [];
export function collectLogs(line: unknown[]): void {
  logged.push(line.map(String).join(' '));
  if (logged.length > 200) logged.splice(0, 100);
}
const lastFailure = () => logged.filter((line) => line.includes('unexpected failure')).at(-1) ?? '';

/** A function's answer: below 500, JSON, {error} on 4xx and {error, code} on 400. */
export async function expectSound(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, `${text} ${lastFailure()}`).toBeLessThan(500);
  if (response.status === 204) return;
  const body = JSON.parse(text);
  if (response.status >= 400) {
    expect(typeof body.error, text).toBe('string');
    if (response.status === 400) expect(typeof body.code, text).toBe('string');
  }
}
