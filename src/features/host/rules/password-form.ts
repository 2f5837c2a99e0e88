/** Security's Change Password form: what it checks before asking the auth service, and its refusals' texts. */

/** The auth service's minimum (Supabase Auth's default). */
export const minimumPasswordLength = 8;

/** The keys of host.json `settings.security.errors`. */
export type PasswordErrorKey =
  | 'currentRequired'
  | 'wrongCurrent'
  | 'tooShort'
  | 'mismatch'
  | 'same'
  | 'rateLimited'
  | 'offline'
  | 'signedOut'
  | 'failed';

export interface PasswordErrors {
  current?: 'currentRequired';
  next?: 'tooShort';
  confirm?: 'mismatch';
}

/** The form's refusals, as keys of host.json `settings.security.errors` (none: ready to send). */
export function validatePasswordChange(current: string, next: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (current === '') errors.current = 'currentRequired';
  if ([...next].length < minimumPasswordLength) errors.next = 'tooShort';
  else if (confirm !== next) errors.confirm = 'mismatch';
  return errors;
}

/** Which field a refused change is about, and the key of its text in `settings.security.errors`. */
export function passwordRefusal(code: string | null): {
  field: 'current' | 'next' | 'form';
  key: PasswordErrorKey;
} {
  switch (code) {
    case 'wrong_current_password':
      return { field: 'current', key: 'wrongCurrent' };
    case 'weak_password':
      return { field: 'next', key: 'tooShort' };
    case 'same_password':
      return { field: 'next', key: 'same' };
    case 'over_request_rate_limit':
      return { field: 'form', key: 'rateLimited' };
    case 'offline':
      return { field: 'form', key: 'offline' };
    case 'session_missing':
    case 'session_not_found':
    case 'bad_jwt':
      return { field: 'form', key: 'signedOut' };
    default:
      return { field: 'form', key: 'failed' };
  }
}
