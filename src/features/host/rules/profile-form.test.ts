import { describe, expect, it } from 'vitest';
import { joinDisplayName, splitDisplayName, tidyPhone, validateProfile } from './profile-form';

describe('profile form', () => {
  it('shows the display name as first and last name, and joins them back', () => {
    expect(splitDisplayName('Amina Tazi')).toEqual({ firstName: 'Amina', lastName: 'Tazi' });
    expect(splitDisplayName(' Youssef  Ait Ouaziz ')).toEqual({
      firstName: 'Youssef',
      lastName: 'Ait Ouaziz',
    });
    expect(splitDisplayName('Amina')).toEqual({ firstName: 'Amina', lastName: '' });
    expect(joinDisplayName(' Youssef ', 'Ait   Ouaziz')).toBe('Youssef Ait Ouaziz');
    expect(joinDisplayName('Amina', '  ')).toBe('Amina');
  });

  it('needs a first name, at most 80 characters in all, and an international phone or none', () => {
    expect(validateProfile('Amina', 'Tazi', '+212 661 234 567')).toEqual({});
    expect(validateProfile('Amina', '', '')).toEqual({});
    expect(validateProfile('  ', 'Tazi', '')).toEqual({ firstName: 'firstNameRequired' });
    expect(validateProfile('A'.repeat(40), 'B'.repeat(40), '')).toEqual({ firstName: 'nameTooLong' });
    expect(validateProfile('A'.repeat(40), 'B'.repeat(39), '')).toEqual({});
    expect(validateProfile('Amina', '', '0661234567')).toEqual({ phone: 'phoneInvalid' });
    expect(validateProfile('Amina', '', '+212-661-234-567')).toEqual({ phone: 'phoneInvalid' });
    expect(validateProfile('Amina', '', ' +33  6 12 34 56 78 ')).toEqual({});
    expect(tidyPhone(' +33  6 12 ')).toBe('+33 6 12');
  });
});
