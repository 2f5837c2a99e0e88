/** What the login form says before it calls the auth backend, and after an unexpected failure. */
export type LoginInputError = 'missingFields' | null;

export function validateLogin(email: string, password: string): LoginInputError {
  return email.trim() === '' || password === '' ? 'missingFields' : null;
}

/** The message of an unexpected exception, or null when it has none (the form then shows its own). */
export function unexpectedErrorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return null;
}
