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
      const problems: string[] = [];
      for (const code of languageCodes) {
        for (const key of allKeys) {
          const value = flat[code]?.get(key);
          if (value === undefined) problems.push(`${code}/${file}: missing ${key}`);
          else if (typeof value === 'string' && value.trim() === '')
            problems.push(`${code}/${file}: empty ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
