/**
 * host-settings on both databases: each login reads its own profile (e-mail from the token) and the
 * properties it may see; profile and preference saves persist and touch the caller's row only; a
 * role is never changed (through this endpoint or directly as `authenticated`); refusals name the
 * field; parallel saves keep every switch; fuzzed requests never get a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import {
  collectLogs,
  expectSound,
  fuzzString,
  headerText,
  requestOf,
  withExtras,
} from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { settingsMessages } from '../_shared/contracts/host-settings.contract.ts';
import { type HostSettings, notificationPreferenceDefaults } from '../_shared/host-api-types-settings.ts';
import { unauthorizedMessage } from '../_shared/host-auth.ts';
import { handler } from './handler.ts';

const emails = { owner: 'host@rihla.example', owner2: 'host2@rihla.example', team: 'team@rihla.example' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-settings on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const post = async (key: keyof DemoHostIds, body: unknown) =>
      handler(
        hostRequest(body, await accessToken(ids[key], { claims: { email: emails[key] } })),
        testDeps(test.db),
      );
    const call = async (key: keyof DemoHostIds, body: unknown): Promise<HostSettings> => {
      const response = await post(key, body);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as HostSettings;
    };
    const hostRows = async () =>
      (
        await test.db.query<Record<string, unknown>>(
          'SELECT id, display_name, phone, language, role, notification_preferences FROM hosts ORDER BY id',
        )
      ).rows;
    const restore = () =>
      test.db.query(
        `UPDATE hosts SET display_name = v.name, phone = v.phone, language = 'en',
                notification_preferences = $4::jsonb
           FROM (VALUES ($1::uuid, 'Amina Tazi', '+212 661 234 567'), ($2::uuid, 'Youssef Ait Ouaziz', '+212 668 902 417'),
                        ($3::uuid, 'Rihla Team', '+212 522 480 900')) AS v(id, name, phone)
          WHERE hosts.id = v.id`,
        [ids.owner, ids.owner2, ids.team, JSON.stringify(notificationPreferenceDefaults)],
      );

    it('answers 401 without a token, and 403 for a user who is not a host', async () => {
      const response = await handler(hostRequest({ action: 'get' }), testDeps(test.db));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: unauthorizedMessage, code: 'unauthorized' });
      const stranger = await handler(
        hostRequest(
          { action: 'saveProfile', displayName: 'X', phone: '', language: 'en' },
          await accessToken(crypto.randomUUID()),
        ),
        testDeps(test.db),
      );
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('gives each login its own profile and the properties it may see', async () => {
      await restore();
      const owner = await call('owner', { action: 'get' });
      expect(owner.profile).toEqual({
        displayName: 'Amina Tazi',
        email: 'host@rihla.example',
        phone: '+212 661 234 567',
        language: 'en',
        role: 'owner',
      });
      expect(owner.preferences).toEqual(notificationPreferenceDefaults);
      const names = owner.properties.map((property) => property.name);
      expect(names).toEqual(expect.arrayContaining(['Riad Dar Zitoun', 'Dar Mogador', 'Kasbah Tizi']));
      expect(names).not.toContain('Dar Atlas');
      expect(names).toEqual([...names].sort());
      expect(owner.properties.find((property) => property.name === 'Dar Mogador')).toEqual({
        id: expect.any(String),
        name: 'Dar Mogador',
        city: 'Essaouira',
        region: 'Marrakech-Safi',
      });

      const owner2 = await call('owner2', { action: 'get' });
      expect(owner2.profile).toMatchObject({
        displayName: 'Youssef Ait Ouaziz',
        email: 'host2@rihla.example',
      });
      expect(owner2.properties).toEqual([
        { id: expect.any(String), name: 'Dar Atlas', city: 'Imlil', region: 'Marrakech-Safi' },
      ]);

      const team = await call('team', { action: 'get' });
      expect(team.profile).toMatchObject({ displayName: 'Rihla Team', role: 'team' });
      const { rows } = await test.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM properties',
      );
      expect(team.properties).toHaveLength(rows[0]!.count);
      expect(team.properties.map((property) => property.name)).toContain('Dar Atlas');
    });

    it('saves the profile for good, trimmed, an empty phone as none, and nobody else’s', async () => {
      await restore();
      const before = (await hostRows()).filter((row) => row.id !== ids.owner);
      const saved = await call('owner', {
        action: 'saveProfile',
        displayName: '  Amina Tazi-Benali ',
        phone: ' +33 6 12 34 56 78 ',
        language: 'fr',
      });
      expect(saved.profile).toEqual({
        displayName: 'Amina Tazi-Benali',
        email: 'host@rihla.example',
        phone: '+33 6 12 34 56 78',
        language: 'fr',
        role: 'owner',
      });
      expect((await call('owner', { action: 'get' })).profile).toEqual(saved.profile);
      expect((await hostRows()).filter((row) => row.id !== ids.owner)).toEqual(before);

      const noPhone = await call('owner', {
        action: 'saveProfile',
        displayName: 'Amina',
        phone: '',
        language: 'ar',
      });
      expect(noPhone.profile).toMatchObject({ displayName: 'Amina', phone: '', language: 'ar' });
      const { rows } = await test.db.query('SELECT phone FROM hosts WHERE id = $1', [ids.owner]);
      expect(rows[0]).toEqual({ phone: null });

      // The team saves its own row, never every host's (RLS would let it update them all).
      await call('team', { action: 'saveProfile', displayName: 'Rihla Ops', phone: '', language: 'es' });
      expect((await call('owner2', { action: 'get' })).profile.displayName).toBe('Youssef Ait Ouaziz');
      expect((await call('owner', { action: 'get' })).profile.displayName).toBe('Amina');
    });

    it('saves preferences for good, merging only the switches sent, the caller’s only', async () => {
      await restore();
      const saved = await call('owner', {
        action: 'savePreferences',
        preferences: { 'email-marketing': true, 'sms-urgent': false },
      });
      expect(saved.preferences).toEqual({
        ...notificationPreferenceDefaults,
        'email-marketing': true,
        'sms-urgent': false,
      });
      expect((await call('owner', { action: 'get' })).preferences).toEqual(saved.preferences);
      expect((await call('owner2', { action: 'get' })).preferences).toEqual(notificationPreferenceDefaults);
      expect((await call('team', { action: 'get' })).preferences).toEqual(notificationPreferenceDefaults);
    });

    it('keeps every switch when saves run at the same time', async () => {
      await restore();
      const keys = [
        'email-bookings',
        'email-messages',
        'email-checkin',
        'email-reviews',
        'sms-bookings',
        'sms-urgent',
      ];
      const answers = await Promise.all([
        ...keys.map((key) => post('owner', { action: 'savePreferences', preferences: { [key]: false } })),
        post('owner', { action: 'saveProfile', displayName: 'Amina T.', phone: '', language: 'es' }),
        post('owner2', { action: 'savePreferences', preferences: { 'sms-checkin': true } }),
      ]);
      expect(answers.map((response) => response.status)).toEqual(answers.map(() => 200));
      const owner = await call('owner', { action: 'get' });
      for (const key of keys) expect(owner.preferences[key as keyof typeof owner.preferences]).toBe(false);
      expect(owner.profile).toMatchObject({ displayName: 'Amina T.', language: 'es' });
      expect((await call('owner2', { action: 'get' })).preferences['sms-checkin']).toBe(true);
    });

    it('never changes a role: not through this endpoint, not directly as the user', async () => {
      await restore();
      const before = await hostRows();
      const response = await post('owner', {
        action: 'saveProfile',
        displayName: 'Amina',
        phone: '',
        language: 'en',
        role: 'team',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: settingsMessages.role, code: 'invalid_request' });
      const asPreference = await post('owner', { action: 'savePreferences', preferences: { role: 'team' } });
      expect(asPreference.status).toBe(400);
      expect(await hostRows()).toEqual(before);
      await expect(
        asUser(test.db, ids.owner, (tx) => tx.query("UPDATE hosts SET role = 'team' WHERE id = auth.uid()")),
      ).rejects.toThrow(/only the team/);
      expect((await call('owner', { action: 'get' })).profile.role).toBe('owner');
    });

    it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
      await restore();
      const before = await hostRows();
      const profile = { action: 'saveProfile', displayName: 'Amina', phone: '', language: 'en' };
      const cases: [unknown, string][] = [
        [{ ...profile, displayName: '' }, settingsMessages.displayName],
        [{ ...profile, displayName: '   ' }, settingsMessages.displayName],
        [{ ...profile, displayName: 'x'.repeat(81) }, settingsMessages.displayName],
        [{ ...profile, displayName: 'Amina\nTazi' }, settingsMessages.displayName],
        [{ ...profile, displayName: 7 }, settingsMessages.displayName],
        [{ ...profile, phone: '0661234567' }, settingsMessages.phone],
        [{ ...profile, phone: '+0 661 234 567' }, settingsMessages.phone],
        [{ ...profile, phone: '+212-661-234-567' }, settingsMessages.phone],
        [{ ...profile, phone: `+212${'1'.repeat(20)}` }, settingsMessages.phone],
        [{ ...profile, language: 'de' }, settingsMessages.language],
        [{ action: 'saveProfile', displayName: 'Amina', phone: '' }, settingsMessages.language],
        [{ action: 'savePreferences', preferences: {} }, settingsMessages.preferences],
        [
          { action: 'savePreferences', preferences: { 'email-bookings': 'yes' } },
          settingsMessages.preferences,
        ],
        [{ action: 'savePreferences', preferences: { 'email-fax': true } }, settingsMessages.preferences],
        [{ action: 'savePreferences' }, settingsMessages.preferences],
        [{ action: 'get', extra: 1 }, settingsMessages.request],
        [{ action: 'delete' }, settingsMessages.request],
        [{}, settingsMessages.request],
        [[], settingsMessages.request],
      ];
      for (const [body, message] of cases) {
        const response = await post('owner', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json(), JSON.stringify(body)).toEqual({
          error: message,
          code: 'invalid_request',
        });
      }
      const control = await post('owner', { ...profile, displayName: 'A\u0007' });
      expect(await control.json()).toMatchObject({ code: 'invalid_text' });
      expect(await hostRows()).toEqual(before);
    });

    it('never answers 5xx to fuzzed requests', { timeout: 120_000 }, async () => {
      const token = `Bearer ${await accessToken(ids.owner2)}`;
      const body = withExtras(
        fc.record(
          {
            action: fc.oneof(fc.constantFrom('get', 'saveProfile', 'savePreferences'), fuzzString),
            displayName: fc.oneof(fc.constantFrom('Youssef', ' Y '), fuzzString),
            phone: fc.oneof(fc.constantFrom('', '+212 668 902 417', '+1 555 0100'), fuzzString),
            language: fc.oneof(fc.constantFrom('en', 'fr', 'es', 'ar'), fuzzString),
            preferences: fc.oneof(
              fc.dictionary(
                fc.oneof(fc.constantFrom('email-bookings', 'sms-urgent', 'role'), fuzzString),
                fc.oneof(fc.boolean(), fuzzString),
                { maxKeys: 3 },
              ),
              fuzzString,
            ),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(
            requestOf(body),
            fc.oneof(fc.constant(token), headerText()),
            async (spec, authorization) => {
              const request = new Request('https://fn.rihla.example/', {
                method: spec.method,
                headers: { 'Content-Type': 'application/json', Authorization: authorization },
                body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
              });
              await expectSound(await handler(request, testDeps(test.db)));
            },
          ),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 200) },
        );
      } finally {
        spy.mockRestore();
      }
      const { rows } = await test.db.query<{ role: string }>('SELECT role FROM hosts WHERE id = $1', [
        ids.owner2,
      ]);
      expect(rows[0]!.role).toBe('owner');
    });
  });
}
