import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { changedFields, stayChangeNotice } from './stay-changes';

const saved = testBooking({
  smartLockCode: '4827',
  wifiNetwork: 'Riad-Guest',
  wifiPassword: 'mint-tea',
  propertyAddress: '12 Rue de la Skala, Medina',
});
const noticedAt = Date.parse('2026-11-28T10:15:00Z');

describe('what changed in a saved stay (issue 43, item 7)', () => {
  it('announces a new door code with the time the server gives', () => {
    const fresh = { ...saved, smartLockCode: '7315', doorCodeChangedAt: '2026-11-27T18:40:00.000Z' };
    expect(stayChangeNotice(saved, fresh, noticedAt)).toEqual({
      changes: ['doorCode'],
      doorCodeChangedAt: '2026-11-27T18:40:00.000Z',
    });
  });

  it("takes the moment the phone noticed when the server does not say (an older server's answer)", () => {
    const fresh = { ...saved, smartLockCode: '7315' };
    expect(stayChangeNotice(saved, fresh, noticedAt)?.doorCodeChangedAt).toBe('2026-11-28T10:15:00.000Z');
  });

  it('announces the wifi details and the address, in reading order', () => {
    const fresh = { ...saved, propertyAddress: '14 Rue de la Skala', wifiPassword: 'atlas-2026' };
    expect(changedFields(saved, fresh)).toEqual(['wifi', 'address']);
    expect(changedFields(saved, { ...saved, wifiNetwork: 'Riad-5G' })).toEqual(['wifi']);
  });

  it('is silent about a code released for the first time, a code or password gone, or no change', () => {
    expect(changedFields({ ...saved, smartLockCode: null }, saved)).toEqual([]);
    expect(changedFields(saved, { ...saved, smartLockCode: null, wifiPassword: null })).toEqual([]);
    expect(stayChangeNotice(saved, { ...saved }, noticedAt)).toBeNull();
  });

  it('adds to a notice the guest has not closed yet, keeping its door code time', () => {
    const waiting = { changes: ['doorCode' as const], doorCodeChangedAt: '2026-11-27T18:40:00.000Z' };
    expect(stayChangeNotice(saved, { ...saved }, noticedAt, waiting)).toBe(waiting);
    expect(stayChangeNotice(saved, { ...saved, wifiNetwork: 'Riad-5G' }, noticedAt, waiting)).toEqual({
      changes: ['doorCode', 'wifi'],
      doorCodeChangedAt: '2026-11-27T18:40:00.000Z',
    });
  });
});
