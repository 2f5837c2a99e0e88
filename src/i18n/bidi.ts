import { directionOf } from './languages';

/**
 * Text in one direction inside a sentence of the other: a Latin address, a flight number, a date
 * with digits in an Arabic line. U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE keeps
 * the run in its own order ("AT 800", "12 Rue de la Skala") and its neighbours out of it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** `isolate` where the language reads right to left; the text as it is elsewhere (nothing to reorder). */
export const isolateFor =
  (language: string | undefined | null) =>
  (text: string): string =>
    directionOf(language) === 'rtl' ? isolate(text) : text;
