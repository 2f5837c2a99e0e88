/**
 * What the login form says when it cannot let the host in: one cause per failure, each with its own
 * title and message, so a refusal is never shown twice nor under another cause's title.
 */
export type LoginInputError = 'missingFields' | null;

export type LoginFailureCause =
  | 'missingFields'
  | 'invalidCredentials'
  | 'rateLimited'
  | 'unreachable'
  | 'refused'
  | 'unexpected';

export interface LoginFailure {
  cause: LoginFailureCause;
  /** The backend's own words, shown only for a refusal the app has no text of its own for. */
  detail?: string;
}

export function validateLogin(email: string, password: string): LoginInputError {
  return email.trim() === '' || password === '' ? 'missingFields' : null;
}

/** The auth backend's refusals (GoTrue error codes, or its words). */
const causeByCode: Record<string, LoginFailureCause> = {
  invalid_credentials: 'invalidCredentials',
  over_request_rate_limit: 'rateLimited',
};
const causeByMessage: Record<string, LoginFailureCause> = {
  'Invalid login credentials': 'invalidCredentials',
};
/** How browsers word a request that never reached the server (Chromium, Firefox, Safari, React Native). */
const unreachable = /failed to fetch|networkerror|load failed|network request failed/i;

/** The cause of a refusal answered by the auth client. */
export function refusalCause(result: { message: string; code?: string | null }): LoginFailure {
  const known = (result.code && causeByCode[result.code]) || causeByMessage[result.message];
  if (known) return { cause: known };
  if (unreachable.test(result.message)) return { cause: 'unreachable' };
  return result.message.trim() ? { cause: 'refused', detail: result.message } : { cause: 'unexpected' };
}

/** The cause of an exception thrown on the way (the client could not load, the network is down). */
export function exceptionCause(error: unknown): LoginFailure {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { cause: unreachable.test(message) ? 'unreachable' : 'unexpected' };
}
