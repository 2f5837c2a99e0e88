/**
 * Access tokens and demo host ids for the host function tests: tokens signed as the local auth
 * signs them (supabase/local-server/auth.ts: HS256, `sub` the user id, role and audience
 * `authenticated`), with the tests' JWT secret and clock unless told otherwise.
 */
import { SignJWT } from 'jose';
import type { Database } from '../functions/_shared/database.ts';
import { demoHosts } from '../local-server/seed-portfolio.ts';
import { fixedNow, testJwtSecret } from './databases.ts';

export interface TokenOptions {
  secret?: string;
  now?: Date;
  /** Seconds from `now` to expiry (negative: already expired). */
  expiresIn?: number;
  role?: string;
  audience?: string;
  /** Claims added (or, when undefined, left out). */
  claims?: Record<string, unknown>;
}

export async function accessToken(sub: string | undefined, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor((options.now ?? fixedNow).getTime() / 1000);
  const jwt = new SignJWT({
    role: options.role ?? 'authenticated',
    email: 'host@rihla.example',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(options.audience ?? 'authenticated')
    .setIssuer('rihla-local-auth')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600));
  if (sub !== undefined) jwt.setSubject(sub);
  return jwt.sign(new TextEncoder().encode(options.secret ?? testJwtSecret));
}

/** A Supabase-style anon key: role `anon`, no `sub`, signed with the same secret. */
export function anonKey(secret = testJwtSecret): Promise<string> {
  const now = Math.floor(fixedNow.getTime() / 1000);
  return new SignJWT({ role: 'anon', iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 10 * 365 * 86400)
    .sign(new TextEncoder().encode(secret));
}

export interface DemoHostIds {
  owner: string;
  owner2: string;
  team: string;
}

/** The three demo logins' user ids, from the seeded database (auth_users by e-mail). */
export async function demoHostIds(db: Database): Promise<DemoHostIds> {
  const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
  return {
    owner: idOf(demoHosts.owner.email),
    owner2: idOf(demoHosts.owner2.email),
    team: idOf(demoHosts.team.email),
  };
}

/** A POST to a host function with the token as `Authorization: Bearer`. */
export function hostRequest(body: unknown, token?: string, headers: Record<string, string> = {}): Request {
  return new Request('https://fn.rihla.example/', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
