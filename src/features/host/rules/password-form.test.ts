import { describe, expect, it } from 'vitest';
import { passwordRefusal, validatePasswordChange } from './password-form';

describe('password form', () => {
  it('needs the current password, a new one of 8 characters or more, confirmed', () => {
    expect(validatePasswordChange('old', 'new-password', 'new-password')).toEqual({});
    expect(validatePasswordChange('', 'new-password', 'new-password')).toEqual({
      current: 'currentRequired',
    });
    expect(validatePasswordChange('old', 'short7!', 'short7!')).toEqual({ next: 'tooShort' });
    expect(validatePasswordChange('old', '12345678', '12345678')).toEqual({});
    expect(validatePasswordChange('old', 'new-password', 'new-passw0rd')).toEqual({ confirm: 'mismatch' });
    expect(validatePasswordChange('', '', '')).toEqual({ current: 'currentRequired', next: 'tooShort' });
  });

  it('puts each refusal of the auth service on its field', () => {
    expect(passwordRefusal('wrong_current_password')).toEqual({ field: 'current', key: 'wrongCurrent' });
    expect(passwordRefusal('weak_password')).toEqual({ field: 'next', key: 'tooShort' });
    expect(passwordRefusal('same_password')).toEqual({ field: 'next', key: 'same' });
    expect(passwordRefusal('over_request_rate_limit')).toEqual({ field: 'form', key: 'rateLimited' });
    expect(passwordRefusal('offline')).toEqual({ field: 'form', key: 'offline' });
    expect(passwordRefusal(null)).toEqual({ field: 'form', key: 'failed' });
  });
});
