import { describe, expect, it } from 'vitest';
import { cleaningCardActions } from './cleaning-actions';

describe('cleaning card actions', () => {
  it('follow the status: Mark Complete in progress, View Report when completed, else View Details', () => {
    expect(cleaningCardActions({ status: 'inProgress', cleaner: 'Hassan' }).main).toBe('markComplete');
    expect(cleaningCardActions({ status: 'completed', cleaner: 'Hassan' }).main).toBe('viewReport');
    expect(cleaningCardActions({ status: 'pending', cleaner: null }).main).toBe('viewDetails');
    expect(cleaningCardActions({ status: 'assigned', cleaner: 'Hassan' }).main).toBe('viewDetails');
  });

  it('read Reassign when a cleaner is set, Assign Cleaner otherwise', () => {
    expect(cleaningCardActions({ status: 'assigned', cleaner: 'Hassan' }).assign).toBe('reassign');
    expect(cleaningCardActions({ status: 'pending', cleaner: null }).assign).toBe('assignCleaner');
  });
});
