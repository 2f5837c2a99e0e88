/**
 * The countries a guest chooses from: the ISO 3166-1 codes of the declaration rules, named by the
 * browser (Intl.DisplayNames) in the reader's language and sorted as that language sorts.
 */
import { countryCodes } from '@shared/guest-declaration-rules.ts';
import { intlLocale } from '@/i18n/format';
import { languageCodes } from '@/i18n/languages';

export interface CountryOption {
  value: string;
  label: string;
}

const byLanguage = new Map<string, CountryOption[]>();

/** Every country as { code, name in `language` }, by name; a code the browser cannot name shows as itself. */
export function countryOptions(language: string | undefined): CountryOption[] {
  const locale = intlLocale(language);
  const known = byLanguage.get(locale);
  if (known) return known;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  const options = countryCodes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  byLanguage.set(locale, options);
  return options;
}

/**
 * A name as compared: case, accents and Arabic vowel marks aside (NFD then no combining marks), the
 * Arabic alef's forms and final ya as one letter, spaces trimmed.
 */
export const foldedName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .toLocaleLowerCase()
    .trim();

/**
 * The country a typed text names: its ISO code, or its name in the reader's language, else in any of
 * the app's languages ("France" on the Arabic page, "Maroc" on the English one), as a guest copies
 * it from a passport or a booking in another language.
 */
export function countryNamed(text: string, language: string | undefined): CountryOption | undefined {
  const wanted = foldedName(text);
  if (!wanted) return undefined;
  const own = countryOptions(language);
  const byCode = own.find((option) => option.value.toLowerCase() === wanted);
  if (byCode) return byCode;
  const named = (options: CountryOption[]) => options.find((option) => foldedName(option.label) === wanted);
  const inOwn = named(own);
  if (inOwn) return inOwn;
  for (const other of languageCodes) {
    const found = named(countryOptions(other));
    if (found) return own.find((option) => option.value === found.value);
  }
  return undefined;
}
