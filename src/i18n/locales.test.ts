import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';

const localesDir = join(process.cwd(), 'public', 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The names a text interpolates (`{{name}}`, `{{amount, currency}}`), sorted, once each. */
const variablesOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\{-?\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))].sort();

/** The plural forms a language's texts need (i18next picks one with Intl.PluralRules). */
const pluralForms = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

const namespaceFiles = [...new Set(languageCodes.flatMap((code) => readdirSync(join(localesDir, code))))];

describe('locale files', () => {
  it('exist for every language and namespace', () => {
    for (const code of languageCodes) {
      expect(readdirSync(join(localesDir, code)).sort()).toEqual([...namespaceFiles].sort());
    }
  });

  for (const file of namespaceFiles) {
    it(`${file}: every language has every key, none empty`, () => {
      const flat = Object.fromEntries(
        languageCodes.map((code) => [
          code,
          flatten(JSON.parse(readFileSync(join(localesDir, code, file), 'utf8'))),
        ]),
      );
      const allKeys = new Set(Object.values(flat).flatMap((keys) => [...keys.keys()]));
      const pluralKeys = new Set(
        [...allKeys].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
      );
      const problems: string[] = [];
      for (const code of languageCodes) {
        // A plural text has each form its language's grammar needs (Arabic six, English two).
        const wanted = [...pluralKeys].flatMap((base) => pluralForms(code).map((form) => `${base}_${form}`));
        for (const key of [...allKeys].filter((key) => !pluralSuffix.test(key)).concat(wanted)) {
          const value = flat[code]?.get(key);
          if (value === undefined) problems.push(`${code}/${file}: missing ${key}`);
          else if (typeof value === 'string' && value.trim() === '')
            problems.push(`${code}/${file}: empty ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${file}: every language fills the same {{variables}} as English`, () => {
      const english = flatten(JSON.parse(readFileSync(join(localesDir, 'en', file), 'utf8')));
      const problems: string[] = [];
      for (const code of languageCodes.filter((code) => code !== 'en')) {
        const texts = flatten(JSON.parse(readFileSync(join(localesDir, code, file), 'utf8')));
        for (const [key, text] of texts) {
          const base = key.replace(pluralSuffix, '');
          const plural = base !== key;
          const source = english.get(plural ? `${base}_other` : key);
          if (typeof source !== 'string' || typeof text !== 'string') continue;
          // A plural form may say its number in words ("a night", "ليلة واحدة"), so `count` may be left out.
          const wanted = variablesOf(source).filter((name) => !plural || name !== 'count');
          const found = variablesOf(text).filter((name) => !plural || name !== 'count');
          if (wanted.join() !== found.join())
            problems.push(`${code}/${file} ${key}: ${found} instead of ${wanted}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
