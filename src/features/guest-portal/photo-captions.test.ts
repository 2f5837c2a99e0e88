import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { photoCaptionsFor } from './photo-captions';

const guide = testBooking({
  propertyImageUrls: ['/guide/1.webp', '/guide/2.webp', '/guide/3.webp'],
  propertyImageCaptions: ['Porte bleue à gauche', 'Après la fontaine', ''],
  propertyImageCaptionsLanguages: [{ en: 'Blue door on the left', ar: 'الباب الأزرق على اليسار' }, {}, {}],
});

describe('the photo guide captions in the guest’s language (issue 43, item 6)', () => {
  it('gives each step its version in the guest’s language', () => {
    expect(photoCaptionsFor(guide, 'ar')).toEqual({
      captions: ['الباب الأزرق على اليسار', 'Après la fontaine', ''],
      untranslated: false,
    });
  });

  it('falls back to the caption as written, noted when that step has versions but not theirs', () => {
    expect(photoCaptionsFor(guide, 'es')).toEqual({
      captions: ['Porte bleue à gauche', 'Après la fontaine', ''],
      untranslated: true,
    });
  });

  it('shows captions plainly on a stay saved before versions existed', () => {
    const { propertyImageCaptionsLanguages: _none, ...saved } = guide;
    expect(photoCaptionsFor(saved, 'es')).toEqual({
      captions: ['Porte bleue à gauche', 'Après la fontaine', ''],
      untranslated: false,
    });
  });
});
