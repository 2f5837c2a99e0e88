import { describe, expect, it } from 'vitest';
import { inquiryMessageKey, inquiryMessages, validateInquiry } from './inquiry-schema.ts';

const valid = {
  fullName: 'Amina Benali',
  email: 'amina@example.com',
  phone: '+212 600 000 000',
  propertyLocation: 'Marrakech, Medina',
  message: 'Two riads near Jemaa el-Fna.',
};

describe('inquiry schema', () => {
  it('accepts a complete inquiry and trims it', () => {
    const result = validateInquiry({ ...valid, fullName: '  Amina Benali ', email: ' amina@example.com ' });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('drops blank optional fields', () => {
    const result = validateInquiry({ ...valid, phone: '   ', message: '' });
    expect(result).toEqual({
      ok: true,
      value: { fullName: valid.fullName, email: valid.email, propertyLocation: valid.propertyLocation },
    });
  });

  it('gives the spec messages for each required field', () => {
    const result = validateInquiry({ fullName: 'A', email: 'not-an-email', propertyLocation: ' F ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      propertyLocation: 'propertyLocationRequired',
    });
    expect(inquiryMessages[result.errors.fullName!]).toBe('Full name is required');
    expect(inquiryMessages[result.errors.email!]).toBe('Please enter a valid email address');
    expect(inquiryMessages[result.errors.propertyLocation!]).toBe('Property location is required');
    expect(result.firstMessage).toBe('Full name is required');
  });

  it('treats missing fields like empty ones', () => {
    const result = validateInquiry({});
    expect(result.ok ? null : result.errors).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      propertyLocation: 'propertyLocationRequired',
    });
  });

  it('accepts names of exactly two characters after trimming', () => {
    expect(validateInquiry({ ...valid, fullName: ' Al ', propertyLocation: 'Fè' }).ok).toBe(true);
  });

  it('refuses a phone number that is not one, and over-long texts', () => {
    const result = validateInquiry({
      ...valid,
      phone: 'call me',
      fullName: 'x'.repeat(121),
      message: 'y'.repeat(4001),
    });
    expect(result.ok ? null : result.errors).toEqual({
      phone: 'phoneInvalid',
      fullName: 'fullNameTooLong',
      message: 'messageTooLong',
    });
  });

  it('maps English messages back to their keys', () => {
    expect(inquiryMessageKey('Please enter a valid email address')).toBe('emailInvalid');
    expect(inquiryMessageKey('something else')).toBeNull();
  });
});
