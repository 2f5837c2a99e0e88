import { extrasCatalogue } from '@shared/extras-catalogue.ts';
import { describe, expect, it } from 'vitest';
import { extraDescriptionKey, extraNameKey, extraUnitKey } from './extra-texts';

describe('an extra’s texts', () => {
  it('are the catalogue’s own keys, so the app names every extra as the server does', () => {
    for (const extra of extrasCatalogue) {
      expect(extraNameKey(extra.id)).toBe(extra.nameKey);
      expect(extraDescriptionKey(extra.id)).toBe(extra.descriptionKey);
      expect(extraUnitKey(extra.id)).toBe(extra.priceUnitKey ?? null);
    }
  });
});
