import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from './offline-db';
import { loadSavedExtras, saveExtrasSelection } from './saved-extras';

beforeEach(async () => {
  await offlineDb.extrasSelections.clear();
});

describe('saved extras', () => {
  it('keeps one selection per booking on the device', async () => {
    await saveExtrasSelection('booking-a', [{ id: 'early_checkin', quantity: 1, details: {} }]);
    await saveExtrasSelection('booking-b', [
      { id: 'breakfast', quantity: 1, details: { timeMethod: 'specify', time: '09:30' } },
    ]);
    expect(await loadSavedExtras('booking-a')).toEqual([{ id: 'early_checkin', quantity: 1, details: {} }]);
    expect(await loadSavedExtras('booking-b')).toEqual([
      { id: 'breakfast', quantity: 1, details: { timeMethod: 'specify', time: '09:30' } },
    ]);
    expect(await loadSavedExtras('booking-c')).toEqual([]);
  });

  it('an empty selection removes the booking entry', async () => {
    await saveExtrasSelection('booking-a', [{ id: 'early_checkin', quantity: 1, details: {} }]);
    await saveExtrasSelection('booking-a', []);
    expect(await offlineDb.extrasSelections.get('booking-a')).toBeUndefined();
    expect(await loadSavedExtras('booking-a')).toEqual([]);
  });
});
