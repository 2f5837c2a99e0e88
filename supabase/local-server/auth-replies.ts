/** The local auth server's answers in GoTrue's shapes: users, errors, CORS. */
export const authCors: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After',
};

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
}

export function reply(body: unknown, status = 200): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { ...authCors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function authError(
  status: number,
  errorCode: string,
  msg: string,
  headers: Record<string, string> = {},
): Response {
  const response = reply({ code: status, error_code: errorCode, msg }, status);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function userJson(row: UserRow) {
  const created = iso(row.created_at);
  const updated = iso(row.updated_at);
  const signedIn = iso(row.last_sign_in_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: created,
    phone: '',
    confirmed_at: created,
    last_sign_in_at: signedIn,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: row.user_metadata ?? {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: true, phone_verified: false, sub: row.id },
        provider: 'email',
        last_sign_in_at: signedIn,
        created_at: created,
        updated_at: updated,
        email: row.email,
      },
    ],
    factors: [],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}
