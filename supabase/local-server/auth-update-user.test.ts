/**
 * The local auth's password change (`PUT /auth/v1/user`, supabase-js `auth.updateUser`) on both
 * databases, through the real local server and the unchanged supabase-js client: GoTrue's refusals
 * (no token, a forged one, a weak or unchanged password), the new hash at the same bcrypt cost, the
 * old password refused and the new one accepted afterwards, and two changes at once leaving one.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/bcrypt';
import { AuthWeakPasswordError, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testJwtSecret,
} from '../test-support/databases.ts';
import { invalidCredentialsMessage } from './auth.ts';
import { samePasswordMessage, weakPasswordMessage } from './auth-update-user.ts';
import { createLocalServer } from './server.ts';

const host2 = { email: 'host2@rihla.example', password: 'rihla-demo-host-2' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`local auth password change on ${kind}`, () => {
    let test: SeededDatabase;
    let server: Server;
    let base: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      server = await createLocalServer({ db: test.db, jwtSecret: testJwtSecret, config: testConfig() });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await test?.close();
    });

    const client = () =>
      createClient(base, 'rihla-local-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
      });
    const signedIn = async (password: string) => {
      const supabase = client();
      const { data, error } = await supabase.auth.signInWithPassword({ email: host2.email, password });
      return { supabase, session: data.session, error };
    };
    const storedHash = async () =>
      (
        await test.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM auth_users WHERE email = $1',
          [host2.email],
        )
      ).rows[0]!.password_hash;
    const put = (body: unknown, token?: string) =>
      fetch(`${base}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    it('refuses a change without a token or with a forged one, and the password stays', async () => {
      const before = await storedHash();
      const anonymous = await put({ password: 'new-password-1' });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });
      const forged = await put(
        { password: 'new-password-1' },
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      );
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ error_code: 'bad_jwt' });
      expect(await storedHash()).toBe(before);
    });

    it('refuses a password under 8 characters as GoTrue does, and an unchanged one', async () => {
      const { supabase, error } = await signedIn(host2.password);
      expect(error).toBeNull();
      const before = await storedHash();
      const weak = await supabase.auth.updateUser({ password: 'short7!' });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: weakPasswordMessage });
      expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
      const same = await supabase.auth.updateUser({ password: host2.password });
      expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: samePasswordMessage });
      const long = await supabase.auth.updateUser({ password: 'x'.repeat(73) });
      expect(long.error).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(await storedHash()).toBe(before);
      expect((await signedIn(host2.password)).error).toBeNull();
    });

    it('changes the password: the user answered, the old one refused, the new one signs in', async () => {
      const { supabase, session } = await signedIn(host2.password);
      const { data, error } = await supabase.auth.updateUser({ password: 'atlas-mountains-2026' });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: session!.user.id, email: host2.email, aud: 'authenticated' });
      expect(data.user?.identities?.[0]?.provider).toBe('email');
      // The same bcrypt cost as every stored hash.
      expect(await storedHash()).toMatch(/^\$2[aby]\$10\$/);
      const old = await signedIn(host2.password);
      expect(old.error?.message).toBe(invalidCredentialsMessage);
      const renewed = await signedIn('atlas-mountains-2026');
      expect(renewed.error).toBeNull();
      expect(renewed.session?.user.email).toBe(host2.email);
      // The session that changed it still works.
      expect((await supabase.auth.getUser()).data.user?.id).toBe(session!.user.id);

      // Back to the demo password (the other tests sign in with it).
      const back = await renewed.supabase.auth.updateUser({ password: host2.password });
      expect(back.error).toBeNull();
      expect((await signedIn(host2.password)).error).toBeNull();
    });

    it('leaves exactly one of two passwords set at the same time', async () => {
      const { session } = await signedIn(host2.password);
      const token = session!.access_token;
      const answers = await Promise.all([
        put({ password: 'first-new-password' }, token),
        put({ password: 'second-new-password' }, token),
      ]);
      expect(answers.map((response) => response.status)).toEqual([200, 200]);
      const first = (await signedIn('first-new-password')).error === null;
      const second = (await signedIn('second-new-password')).error === null;
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect((await signedIn(host2.password)).error).not.toBeNull();
      await test.db.query('UPDATE auth_users SET password_hash = $2 WHERE email = $1', [
        host2.email,
        await hash(host2.password, 10),
      ]);
    });

    it('refuses a body that is not a JSON object', async () => {
      const { session } = await signedIn(host2.password);
      for (const body of [['password'], 'text', { password: 12345678 }, { data: 'x' }]) {
        const response = await put(body, session!.access_token);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ error_code: 'bad_json' });
      }
    });
  });
}
