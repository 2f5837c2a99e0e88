/**
 * Local answers to the Supabase Auth (GoTrue) calls supabase-js makes: password sign-in, refresh,
 * get and update user (auth-update-user.ts: the password change), sign-out and password recovery. Passwords are bcrypt hashes, checked on libuv's thread
 * pool (native bcrypt), never on the event loop; sign-in attempts are limited per client address and
 * per account, except from a browser whose device cookie names the account (sign-in-device.ts: its
 * own smaller allowance). Access tokens are HS256 JWTs; refresh tokens random values stored hashed and rotated
 * on every use, and a reused one ends its whole session (GoTrue's reuse detection).
 */
import { hash, verify } from '@node-rs/bcrypt';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../functions/_shared/database.ts';
import { containsControlCharacters } from '../functions/_shared/http.ts';
import { giveBack } from '../functions/_shared/rate-limit.ts';
import { isUuid } from '../functions/_shared/uuid.ts';
import { authCors, authError, reply, type UserRow, userJson } from './auth-replies.ts';
import { updateUser } from './auth-update-user.ts';
import { deviceCookie, trustedDevice } from './sign-in-device.ts';
import { type SignInRefusals, signInRefused, takeSignInAttempt } from './sign-in-refusals.ts';

export interface AuthDeps {
  db: Database;
  jwtSecret: string;
  /** The client's address, for the sign-in limit. */
  clientAddress?: string;
  /** False only where the whole server runs without limits (benchmarks). */
  rateLimitEnabled?: boolean;
  /** Addresses refused a sign-in, until their window ends (one per server; see signInRefusals). */
  refusals?: SignInRefusals;
  /** The site is served over https: the device cookie is marked Secure. */
  secureCookies?: boolean;
  now?: () => Date;
}

export { rateLimitedMessage, signInLimit, signInRefused } from './sign-in-refusals.ts';

export const accessTokenSeconds = 3600;
export const missingCredentialsMessage = 'You must provide either an email or phone number and a password';
export const invalidCredentialsMessage = 'Invalid login credentials';

// A bcrypt hash of a random value: unknown e-mails take as long as wrong passwords.
const timingDummyHash = hash(crypto.randomUUID(), 10);

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Buffer.from(digest).toString('hex');
}

function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

async function issueSession(deps: AuthDeps, user: UserRow, sessionId: string) {
  const now = deps.now?.() ?? new Date();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + accessTokenSeconds;
  const accessToken = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.user_metadata ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: issuedAt }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer('rihla-local-auth')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(deps.jwtSecret));
  const refreshToken = randomToken();
  await deps.db.query('INSERT INTO auth_refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
    await sha256(refreshToken),
    sessionId,
  ]);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.json();
    // Control characters are refused like unreadable JSON: nothing a person types, and NUL cannot be stored.
    if (containsControlCharacters(value)) return null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function findUser(db: Database, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM auth_users WHERE lower(email) = $1', [email]);
  return rows[0];
}

async function passwordGrant(request: Request, deps: AuthDeps): Promise<Response> {
  const body = await readBody(request);
  if (!body) return authError(400, 'bad_json', 'Could not parse request body as JSON');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) return authError(400, 'validation_failed', missingCredentialsMessage);
  const limited = deps.rateLimitEnabled !== false;
  const address = deps.clientAddress ?? 'unknown';
  const now = deps.now?.() ?? new Date();
  // A browser that signed in to this account before (sign-in-device.ts) is never refused for the
  // account's or the address's lockout: strangers' guesses cannot lock the host out.
  const cookie = limited ? await trustedDevice(request, deps.jwtSecret, now) : null;
  let user = cookie ? await findUser(deps.db, email) : undefined;
  const device = cookie && user?.id === cookie.userId ? cookie : null;
  const refusals = limited && !device ? deps.refusals : undefined;
  const addressRefusedFor = refusals?.secondsLeft(address, now) ?? 0;
  if (addressRefusedFor > 0) return signInRefused(addressRefusedFor);
  // A locked account, asked for from a new address: refused from memory too, and so is the address.
  const accountRefusedFor = refusals?.accountSecondsLeft(email, now) ?? 0;
  if (accountRefusedFor > 0) {
    refusals?.remember(address, now, accountRefusedFor);
    return signInRefused(accountRefusedFor);
  }
  const take = limited ? await takeSignInAttempt(deps.db, { email, address, device }, now) : null;
  if (take && !take.allowed) {
    refusals?.remember(address, now, take.retryAfterSeconds);
    const accountFor = take.fullKinds['sign-in-account'];
    if (accountFor) refusals?.rememberAccount(email, now, accountFor);
    return signInRefused(take.retryAfterSeconds);
  }
  if (!cookie) user = await findUser(deps.db, email);
  const matches = await verify(password, user?.password_hash ?? (await timingDummyHash));
  if (!user || !matches) return authError(400, 'invalid_credentials', invalidCredentialsMessage);
  if (take) await giveBack(deps.db, take);
  const { rows: updated } = await deps.db.query<UserRow>(
    'UPDATE auth_users SET last_sign_in_at = now() WHERE id = $1 RETURNING *',
    [user.id],
  );
  const { rows: sessions } = await deps.db.query<{ id: string }>(
    'INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id',
    [user.id],
  );
  const response = reply(await issueSession(deps, updated[0] ?? user, sessions[0]!.id));
  response.headers.append(
    'Set-Cookie',
    await deviceCookie(user.id, deps.jwtSecret, now, deps.secureCookies === true),
  );
  return response;
}

async function refreshGrant(request: Request, deps: AuthDeps): Promise<Response> {
  const body = await readBody(request);
  const token = typeof body?.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) return authError(400, 'validation_failed', 'refresh_token required');
  const hash = await sha256(token);
  const { rows } = await deps.db.query<{ session_id: string; revoked: boolean }>(
    'UPDATE auth_refresh_tokens SET revoked = true WHERE token_hash = $1 AND revoked = false RETURNING session_id',
    [hash],
  );
  const found = rows[0];
  if (!found) {
    const { rows: used } = await deps.db.query('SELECT 1 FROM auth_refresh_tokens WHERE token_hash = $1', [
      hash,
    ]);
    if (used.length === 0) {
      return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    // A rotated token used again was copied: end the session it belongs to, every token of it.
    await deps.db.query(
      'DELETE FROM auth_sessions WHERE id = (SELECT session_id FROM auth_refresh_tokens WHERE token_hash = $1)',
      [hash],
    );
    return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const { rows: users } = await deps.db.query<UserRow>(
    'SELECT u.* FROM auth_users u JOIN auth_sessions s ON s.user_id = u.id WHERE s.id = $1',
    [found.session_id],
  );
  if (!users[0]) return authError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found');
  return reply(await issueSession(deps, users[0], found.session_id));
}

/** The user and session behind a Bearer token, or the GoTrue error answer. */
async function authenticate(
  request: Request,
  deps: AuthDeps,
): Promise<{ user: UserRow; sessionId: string } | Response> {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let sessionId: string;
  let userId: string;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(deps.jwtSecret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      currentDate: deps.now?.(),
    });
    sessionId = String(payload.session_id ?? '');
    userId = String(payload.sub ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid token';
    return authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  // Claims are ids: anything else (even signed with our secret) names no session and never reaches the database.
  if (!isUuid(sessionId) || !isUuid(userId)) {
    return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const { rows } = await deps.db.query<UserRow>(
    'SELECT u.* FROM auth_users u JOIN auth_sessions s ON s.user_id = u.id WHERE s.id::text = $1 AND u.id::text = $2',
    [sessionId, userId],
  );
  if (!rows[0])
    return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user: rows[0], sessionId };
}

export async function handleAuth(request: Request, deps: AuthDeps): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/';
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: authCors });

  if (path === '/token' && request.method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(request, deps);
    if (grant === 'refresh_token') return refreshGrant(request, deps);
    return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }
  if (path === '/user' && request.method === 'GET') {
    const found = await authenticate(request, deps);
    return found instanceof Response ? found : reply(userJson(found.user));
  }
  if (path === '/user' && request.method === 'PUT') {
    const found = await authenticate(request, deps);
    if (found instanceof Response) return found;
    return updateUser(found.user, await readBody(request), deps.db);
  }
  if (path === '/logout' && request.method === 'POST') {
    const found = await authenticate(request, deps);
    if (found instanceof Response) return found;
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local') {
      await deps.db.query('DELETE FROM auth_sessions WHERE id = $1', [found.sessionId]);
    } else if (scope === 'others') {
      await deps.db.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2', [
        found.user.id,
        found.sessionId,
      ]);
    } else {
      await deps.db.query('DELETE FROM auth_sessions WHERE user_id = $1', [found.user.id]);
    }
    return new Response(null, { status: 204, headers: authCors });
  }
  if (path === '/recover' && request.method === 'POST') {
    // Always the same answer, whether or not the address has an account (no enumeration); no mail is sent locally.
    await request.text().catch(() => '');
    return reply({});
  }
  if (path === '/settings' && request.method === 'GET') {
    return reply({
      external: { email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }
  return authError(404, 'not_found', 'Not found');
}
