import { inquirySchema } from '@shared/inquiry-schema.ts';
import { describe, expect, it } from 'vitest';
import { inquiryConstraints, inquiryPatterns, matchesPattern } from './inquiry-constraints';

const valid = {
  fullName: 'Amina Benali',
  email: 'amina@example.com',
  phone: '+212 661 234 567',
  propertyLocation: 'Marrakech, Medina',
  message: '',
};

/** What the browser lets through for one field (its pattern, its length limits, required), as a whole form would. */
function browserAccepts(field: keyof typeof inquiryPatterns, value: string): boolean {
  const constraints = inquiryConstraints[field] as {
    required?: boolean;
    minLength?: number;
    maxLength: number;
  };
  if (value === '') return !constraints.required;
  if (value.length > constraints.maxLength || value.length < (constraints.minLength ?? 0)) return false;
  return matchesPattern(inquiryPatterns[field], value);
}

const schemaAccepts = (field: keyof typeof inquiryPatterns, value: string) =>
  inquirySchema.safeParse({ ...valid, [field]: value }).success;

const samples: Record<keyof typeof inquiryPatterns, string[]> = {
  fullName: [
    'Amina',
    'Al',
    ' A ',
    'A',
    '  ',
    'a b',
    'أمينة بنعلي',
    ' Jean-Luc  ',
    'x'.repeat(120),
    'x'.repeat(121),
  ],
  propertyLocation: ['Marrakech', 'Fès', ' F ', 'Fé', '\tMedina\t', 'y'.repeat(200), 'y'.repeat(201)],
  email: [
    'amina@example.com',
    'a.b+c@mail.example.ma',
    "o'neil@example.org",
    'amina@example',
    'amina@',
    '@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@example.c',
    'a@-example.com',
    'amina benali@example.com',
  ],
  phone: [
    '',
    '  ',
    '+212 661 234 567',
    '(0661) 23-45-67',
    '06.61.23.45',
    '12345',
    '123456',
    '+',
    'abc123456',
    '1'.repeat(21),
    `${'1'.repeat(20)}`,
  ],
};

describe("the inquiry form's browser constraints", () => {
  for (const [field, values] of Object.entries(samples) as [keyof typeof inquiryPatterns, string[]][]) {
    it(`let through exactly what the schema accepts for ${field}`, () => {
      for (const value of values) {
        expect({ value, accepted: browserAccepts(field, value) }).toEqual({
          value,
          accepted: schemaAccepts(field, value),
        });
      }
    });
  }

  it('are valid patterns for the browser (v flag)', () => {
    for (const pattern of Object.values(inquiryPatterns))
      expect(() => new RegExp(pattern, 'v')).not.toThrow();
  });
});
