import type { BookingExtraRecord, SelectedExtra } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import {
  addExtra,
  choosableExtras,
  needsDetails,
  paidExtraIds,
  removeExtra,
  sanitizeSelection,
  updateDetails,
  withoutPaid,
} from './selection';

const transfer: SelectedExtra = { id: 'airport_transfer', quantity: 1, details: { flightNumber: 'AT800' } };
const returnLeg: SelectedExtra = { id: 'airport_transfer_return', quantity: 1, details: {} };

describe('catalogue as the guest sees it', () => {
  it('offers every extra but the derived return leg, with the spec prices', () => {
    expect(choosableExtras.map((extra) => [extra.id, extra.price, extra.currency])).toEqual([
      ['airport_transfer', 30, 'EUR'],
      ['early_checkin', 10, 'EUR'],
      ['late_checkout', 10, 'EUR'],
      ['breakfast', 7, 'EUR'],
      ['universal_adaptor', 5, 'EUR'],
    ]);
  });

  it('only the airport transfer and breakfast need details', () => {
    expect(choosableExtras.filter((extra) => needsDetails(extra.id)).map((extra) => extra.id)).toEqual([
      'airport_transfer',
      'breakfast',
    ]);
  });
});

describe('addExtra', () => {
  it('adds a plain extra with quantity 1, then increases it by one on each add', () => {
    const once = addExtra([], 'early_checkin');
    expect(once).toEqual([{ id: 'early_checkin', quantity: 1, details: {} }]);
    expect(addExtra(once, 'early_checkin')).toEqual([{ id: 'early_checkin', quantity: 2, details: {} }]);
  });

  it('refuses to add an extra needing details without them', () => {
    expect(addExtra([], 'airport_transfer')).toEqual([]);
    expect(addExtra([], 'breakfast')).toEqual([]);
  });

  it('sets the details of a details extra and keeps its quantity at least 1 without increasing it', () => {
    const first = addExtra([], 'breakfast', { timeMethod: 'specify', time: '08:00' });
    expect(first).toEqual([
      { id: 'breakfast', quantity: 1, details: { timeMethod: 'specify', time: '08:00' } },
    ]);
    const again = addExtra(first, 'breakfast', { timeMethod: 'later', time: 'decide_later' });
    expect(again).toEqual([
      { id: 'breakfast', quantity: 1, details: { timeMethod: 'later', time: 'decide_later' } },
    ]);
    const stored = [{ id: 'breakfast' as const, quantity: 0, details: {} }];
    expect(addExtra(stored, 'breakfast', { timeMethod: 'later', time: 'decide_later' })[0]?.quantity).toBe(1);
  });

  it('ignores unknown ids and never mutates its input', () => {
    const selection: SelectedExtra[] = [{ id: 'early_checkin', quantity: 1, details: {} }];
    const frozen = structuredClone(selection);
    addExtra(selection, 'early_checkin');
    expect(selection).toEqual(frozen);
    expect(addExtra(selection, 'spa' as never)).toEqual(selection);
  });
});

describe('removeExtra', () => {
  it('removing the airport transfer also removes its return leg', () => {
    const early: SelectedExtra = { id: 'early_checkin', quantity: 1, details: {} };
    expect(removeExtra([transfer, returnLeg, early], 'airport_transfer')).toEqual([early]);
  });

  it('removing any other extra removes only itself', () => {
    const breakfast: SelectedExtra = { id: 'breakfast', quantity: 1, details: { timeMethod: 'later' } };
    expect(removeExtra([transfer, returnLeg, breakfast], 'breakfast')).toEqual([transfer, returnLeg]);
    expect(removeExtra([transfer, returnLeg], 'airport_transfer_return')).toEqual([transfer]);
  });
});

describe('updateDetails', () => {
  it('applies only to a selected extra', () => {
    expect(updateDetails([], 'breakfast', { timeMethod: 'later' })).toEqual([]);
    expect(updateDetails([transfer], 'airport_transfer', { flightNumber: 'ZZ1' })).toEqual([
      { id: 'airport_transfer', quantity: 1, details: { flightNumber: 'ZZ1' } },
    ]);
  });
});

describe('paid extras', () => {
  const records: BookingExtraRecord[] = [
    { extra_id: 'breakfast', payment_status: 'paid', quantity: 1, details: {} },
    { extra_id: 'early_checkin', payment_status: 'pending', quantity: 1, details: {} },
    { extra_id: 'late_checkout', payment_status: 'released', quantity: 1, details: {} },
  ];

  it('counts only lines with payment status paid', () => {
    expect([...paidExtraIds(records)]).toEqual(['breakfast']);
  });

  it('drops paid extras from a selection, and a return leg left without its transfer', () => {
    const breakfast: SelectedExtra = { id: 'breakfast', quantity: 1, details: {} };
    expect(withoutPaid([breakfast, transfer], new Set(['breakfast']))).toEqual([transfer]);
    expect(withoutPaid([transfer, returnLeg], new Set(['airport_transfer']))).toEqual([]);
    expect(withoutPaid([transfer, returnLeg], new Set())).toEqual([transfer, returnLeg]);
  });
});

describe('sanitizeSelection', () => {
  it('keeps well-formed lines of known extras only', () => {
    expect(
      sanitizeSelection([
        { id: 'early_checkin', quantity: 1, details: {} },
        { id: 'early_checkin', quantity: 3, details: {} },
        { id: 'spa', quantity: 1, details: {} },
        { id: 'late_checkout', quantity: 0, details: {} },
        { id: 'breakfast', quantity: 1, details: { time: '09:00', bad: 3 } },
        null,
      ]),
    ).toEqual([
      { id: 'early_checkin', quantity: 1, details: {} },
      { id: 'breakfast', quantity: 1, details: { time: '09:00' } },
    ]);
    expect(sanitizeSelection('nope')).toEqual([]);
  });
});
