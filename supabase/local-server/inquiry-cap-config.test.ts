/**
 * INQUIRY_HOURLY_CAP (issue 41) reaches ServerConfig.inquiryHourlyCap on the local server and on
 * Supabase; unset, the reader fills the default (20); a cap that is no positive whole number is
 * refused at start locally, and ignored (the default) on Supabase.
 */
import { describe, expect, it } from 'vitest';
import { readServerConfig, serverDefaults } from '../functions/_shared/server-config.ts';
import { readLocalEnv, serverConfig } from './config.ts';

describe('INQUIRY_HOURLY_CAP', () => {
  it('sets the cap on the local server, and is checked', () => {
    expect(
      serverConfig(readLocalEnv({ INQUIRY_HOURLY_CAP: '5' }), 'http://127.0.0.1:4173').inquiryHourlyCap,
    ).toBe(5);
    expect(serverConfig(readLocalEnv({}), 'http://127.0.0.1:4173').inquiryHourlyCap).toBe(20);
    expect(() => readLocalEnv({ INQUIRY_HOURLY_CAP: '0' })).toThrow(/INQUIRY_HOURLY_CAP/);
    expect(() => readLocalEnv({ INQUIRY_HOURLY_CAP: 'many' })).toThrow(/INQUIRY_HOURLY_CAP/);
  });

  it('sets the cap on Supabase, the default when unset or not a positive whole number', () => {
    const capOf = (value: string | undefined) =>
      readServerConfig((name) => (name === 'INQUIRY_HOURLY_CAP' ? value : undefined)).config.inquiryHourlyCap;
    expect(capOf('50')).toBe(50);
    for (const value of [undefined, '0', '-3', '2.5', 'many']) {
      expect(capOf(value)).toBe(20);
    }
    expect(serverDefaults.inquiryHourlyCap).toBe(20);
  });
});
