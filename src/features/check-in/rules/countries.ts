/**
 * The countries a guest chooses from: the ISO 3166-1 codes of the declaration rules, named by the
 * browser (Intl.DisplayNames) in the reader's language and sorted as that language sorts.
 */
import { countryCodes } from '@shared/guest-declaration-rules.ts';
import { intlLocale } from '@/i18n/format';

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
