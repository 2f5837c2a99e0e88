import { describe, expect, it } from 'vitest';
import { exceptionCause, refusalCause, validateLogin } from './login-rules';

describe('login rules', () => {
  it('needs both the email and the password', () => {
    expect(validateLogin('', 'secret')).toBe('missingFields');
    expect(validateLogin('   ', 'secret')).toBe('missingFields');
    expect(validateLogin('host@rihla.example', '')).toBe('missingFields');
    expect(validateLogin('host@rihla.example', 'secret')).toBeNull();
  });

  it('names the cause of a refusal by its code, else by its words', () => {
    expect(refusalCause({ message: 'x', code: 'invalid_credentials' })).toEqual({
      cause: 'invalidCredentials',
    });
    expect(refusalCause({ message: 'Invalid login credentials', code: null })).toEqual({
      cause: 'invalidCredentials',
    });
    expect(refusalCause({ message: 'Request rate limit reached', code: 'over_request_rate_limit' })).toEqual({
      cause: 'rateLimited',
    });
    expect(refusalCause({ message: 'Failed to fetch', code: null })).toEqual({ cause: 'unreachable' });
    expect(refusalCause({ message: 'Email not confirmed', code: 'email_not_confirmed' })).toEqual({
      cause: 'refused',
      detail: 'Email not confirmed',
    });
    expect(refusalCause({ message: ' ', code: null })).toEqual({ cause: 'unexpected' });
  });

  it('an exception is a lost connection or unexpected, never raw English words', () => {
    expect(exceptionCause(new TypeError('Failed to fetch'))).toEqual({ cause: 'unreachable' });
    expect(exceptionCause(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual({
      cause: 'unreachable',
    });
    expect(exceptionCause(new Error('boom'))).toEqual({ cause: 'unexpected' });
    expect(exceptionCause({})).toEqual({ cause: 'unexpected' });
  });
});
