/**
 * The local answer to GoTrue's `PUT /auth/v1/user` (supabase-js `auth.updateUser`), for the Settings
 * screen's Update Password: with a valid access token, the new password's bcrypt hash (cost 10, as
 * every local hash) replaces the old one and the user is answered as GoTrue answers it. GoTrue's
 * refusals: `weak_password` (422, under 8 characters), `same_password` (422), a password over 72
 * characters (422 `validation_failed`, bcrypt's limit). Side effect: writes auth_users.
 */
import { hash, verify } from '@node-rs/bcrypt';
import { authError, reply, type UserRow, userJson } from './auth-replies.ts';

/** GoTrue's default minimum (GOTRUE_PASSWORD_MIN_LENGTH). */
export const minimumPasswordLength = 8;
export const weakPasswordMessage = `Password should be at least ${minimumPasswordLength} characters.`;
export const samePasswordMessage = 'New password should be different from the old password.';
export const passwordTooLongMessage = 'Password cannot be longer than 72 characters';
export const passwordHashCost = 10;

/** GoTrue's weak password answer: auth-js turns it into an AuthWeakPasswordError with its reasons. */
export function weakPassword(): Response {
  return reply(
    {
      code: 422,
      error_code: 'weak_password',
      msg: weakPasswordMessage,
      weak_password: { reasons: ['length'] },
    },
    422,
  );
}

/**
 * Updates the signed-in `user` from the body GoTrue takes (`password`, `data` for user_metadata;
 * `code_challenge` and the like are ignored). `body` is the parsed JSON object, or null if unreadable.
 */
export async function updateUser(
  user: UserRow,
  body: Record<string, unknown> | null,
  db: { query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> },
): Promise<Response> {
  if (!body) return authError(400, 'bad_json', 'Could not parse request body as JSON');
  const { password, data } = body;
  if (password !== undefined && password !== null && typeof password !== 'string') {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  let passwordHash: string | null = null;
  if (typeof password === 'string' && password !== '') {
    if ([...password].length < minimumPasswordLength) return weakPassword();
    if (new TextEncoder().encode(password).length > 72) {
      return authError(422, 'validation_failed', passwordTooLongMessage);
    }
    if (await verify(password, user.password_hash)) {
      return authError(422, 'same_password', samePasswordMessage);
    }
    passwordHash = await hash(password, passwordHashCost);
  }
  const { rows } = await db.query<UserRow>(
    `UPDATE auth_users
        SET password_hash = coalesce($2, password_hash),
            user_metadata = user_metadata || coalesce($3::jsonb, '{}'::jsonb),
            updated_at = now()
      WHERE id = $1 RETURNING *`,
    [user.id, passwordHash, data ? JSON.stringify(data) : null],
  );
  if (!rows[0]) return authError(404, 'user_not_found', 'User not found');
  return reply(userJson(rows[0]));
}
