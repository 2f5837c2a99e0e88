import { declarationErrorMessages } from '@shared/guest-declaration-rules.ts';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/i18n/languages';
import { readLocale } from '@/test/render';

describe('the check-in form’s error texts', () => {
  it('has a text in every language for every code the server answers a field with', () => {
    for (const language of languageCodes) {
      const texts = readLocale(language, 'checkin') as {
        errors: Record<string, string>;
        adults: { errors: Record<string, string> };
      };
      for (const code of Object.keys(declarationErrorMessages)) {
        expect(texts.errors[code], `${language}: errors.${code}`).toEqual(expect.any(String));
      }
      for (const code of ['belowReceived', 'tooMany']) {
        expect(texts.adults.errors[code], `${language}: adults.errors.${code}`).toEqual(expect.any(String));
      }
    }
  });
});
