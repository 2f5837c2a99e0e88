import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../api/get-calendar-month';
import {
  blockConflict,
  blockedNights,
  blockFormErrors,
  blockRefusalKey,
  manualBlocksOf,
} from './block-dates';

const valid = { propertyId: 'p1', startDate: '2027-02-27', endDate: '2027-03-02', reason: '' };

describe('Block Dates: the dialog', () => {
  it('takes a property and a range of one night or more', () => {
    expect(blockFormErrors(valid)).toEqual({});
    expect(blockedNights(valid)).toBe(3);
  });

  it('says what is missing or wrong', () => {
    expect(blockFormErrors({ propertyId: null, startDate: null, endDate: null, reason: '' })).toEqual({
      propertyId: 'blockDates.errors.property',
      startDate: 'blockDates.errors.start',
      endDate: 'blockDates.errors.end',
    });
    expect(blockFormErrors({ ...valid, endDate: '2027-02-27' }).endDate).toBe('blockDates.errors.order');
    expect(blockFormErrors({ ...valid, endDate: '2028-03-02' }).endDate).toBe('blockDates.errors.tooLong');
    expect(blockFormErrors({ ...valid, reason: 'x'.repeat(201) }).reason).toBe(
      'blockDates.errors.reasonTooLong',
    );
    expect(blockedNights({ startDate: '2027-03-02', endDate: '2027-02-27' })).toBe(0);
  });

  it('explains the server’s refusals, with the stay’s dates when it names them', () => {
    const overlap = {
      kind: 'refused' as const,
      code: 'block_overlaps_booking',
      body: { conflict: { checkIn: '2027-05-10', checkOut: '2027-05-14' } },
    };
    expect(blockRefusalKey(overlap)).toBe('blockDates.errors.overlapsBooking');
    expect(blockConflict(overlap)).toEqual({ checkIn: '2027-05-10', checkOut: '2027-05-14' });
    expect(blockConflict({ ...overlap, body: { conflict: { checkIn: 1 } } })).toBeNull();
    expect(blockRefusalKey({ kind: 'refused', code: 'block_overlaps_block' })).toBe(
      'blockDates.errors.overlapsBlock',
    );
    expect(blockRefusalKey({ kind: 'network', code: null })).toBe('live.writeOffline');
  });
});

describe('the calendar’s blocks by hand', () => {
  it('gathers each block’s nights of the month, leaving the channels’ out', () => {
    const block = (date: string, blockId: string, manual: boolean) => ({
      id: `block:${blockId}:${date}`,
      type: 'block' as const,
      date,
      blockId,
      propertyName: blockId === 'b2' ? 'Dar B' : 'Dar A',
      summary: manual ? 'Repainting' : 'Airbnb (Not available)',
      manual,
    });
    const days: CalendarDay[] = [
      { date: '2027-03-01', events: [block('2027-03-01', 'b1', true), block('2027-03-01', 'c1', false)] },
      { date: '2027-03-02', events: [block('2027-03-02', 'b1', true)] },
      { date: '2027-03-09', events: [block('2027-03-09', 'b2', true)] },
    ];
    expect(manualBlocksOf(days)).toEqual([
      {
        blockId: 'b1',
        propertyName: 'Dar A',
        reason: 'Repainting',
        firstNight: '2027-03-01',
        lastNight: '2027-03-02',
      },
      {
        blockId: 'b2',
        propertyName: 'Dar B',
        reason: 'Repainting',
        firstNight: '2027-03-09',
        lastNight: '2027-03-09',
      },
    ]);
  });
});
