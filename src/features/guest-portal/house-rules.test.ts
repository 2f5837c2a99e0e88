import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { houseRulesFor } from './house-rules';

const original = 'Silence de 22 h à 8 h.';

describe('houseRulesFor', () => {
  it('gives the guest the version in their language', () => {
    const booking = testBooking({
      houseRules: original,
      houseRulesLanguages: { ar: 'الهدوء من 22:00 إلى 08:00.' },
    });
    expect(houseRulesFor(booking, 'ar')).toEqual({
      rules: 'الهدوء من 22:00 إلى 08:00.',
      untranslated: false,
    });
  });

  it('falls back to the original with a note when other languages have a version but not theirs', () => {
    const booking = testBooking({ houseRules: original, houseRulesLanguages: { ar: 'الهدوء.', es: '  ' } });
    expect(houseRulesFor(booking, 'en')).toEqual({ rules: original, untranslated: true });
    expect(houseRulesFor(booking, 'es')).toEqual({ rules: original, untranslated: true });
  });

  it('shows the original plainly when no version exists (a stay saved before versions existed too)', () => {
    expect(houseRulesFor(testBooking({ houseRules: original }), 'fr')).toEqual({
      rules: original,
      untranslated: false,
    });
    expect(houseRulesFor(testBooking({ houseRules: '' }), 'fr')).toBeNull();
    expect(
      houseRulesFor(testBooking({ houseRules: ' ', houseRulesLanguages: { fr: 'Calme.' } }), 'fr'),
    ).toEqual({
      rules: 'Calme.',
      untranslated: false,
    });
  });
});
