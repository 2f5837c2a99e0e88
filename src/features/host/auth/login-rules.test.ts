import { describe, expect, it } from 'vitest';
import { unexpectedErrorMessage, validateLogin } from './login-rules';

describe('login rules', () => {
  it('needs both the email and the password', () => {
    expect(validateLogin('', 'secret')).toBe('missingFields');
    expect(validateLogin('   ', 'secret')).toBe('missingFields');
    expect(validateLogin('host@rihla.example', '')).toBe('missingFields');
    expect(validateLogin('host@rihla.example', 'secret')).toBeNull();
  });

  it('keeps the message of an unexpected error, or none', () => {
    expect(unexpectedErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(unexpectedErrorMessage(new Error(''))).toBeNull();
    expect(unexpectedErrorMessage({})).toBeNull();
  });
});
