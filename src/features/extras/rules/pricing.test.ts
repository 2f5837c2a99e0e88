import type { SelectedExtra } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import { lineTotal, selectionTotal, toCheckoutItems, toSavedLines } from './pricing';

const t = (key: string) => `t:${key}`;
const selection: SelectedExtra[] = [
  { id: 'early_checkin', quantity: 1, details: {} },
  { id: 'airport_transfer', quantity: 1, details: { flightNumber: 'AT800' } },
  { id: 'airport_transfer_return', quantity: 1, details: {} },
  { id: 'breakfast', quantity: 1, details: { timeMethod: 'specify', time: '09:30' } },
];

describe('totals', () => {
  it('adds the catalogue prices times quantities: 10 + 30 + 15 + 7 = 62', () => {
    expect(selectionTotal(selection)).toBe(62);
    expect(selectionTotal([])).toBe(0);
    expect(lineTotal({ id: 'universal_adaptor', quantity: 3, details: {} })).toBe(15);
  });
});

describe('checkout line items', () => {
  it('are price x 100 in lowercase currency, named in the guest language', () => {
    expect(toCheckoutItems(selection, t)).toEqual([
      {
        name: 't:catalogue.early_checkin.name',
        description: 't:catalogue.early_checkin.description',
        amount: 1000,
        currency: 'eur',
        quantity: 1,
      },
      {
        name: 't:catalogue.airport_transfer.name',
        description: 't:catalogue.airport_transfer.description',
        amount: 3000,
        currency: 'eur',
        quantity: 1,
      },
      {
        name: 't:catalogue.airport_transfer_return.name',
        description: 't:catalogue.airport_transfer_return.description',
        amount: 1500,
        currency: 'eur',
        quantity: 1,
      },
      {
        name: 't:catalogue.breakfast.name',
        description: 't:catalogue.breakfast.description',
        amount: 700,
        currency: 'eur',
        quantity: 1,
      },
    ]);
  });

  it('saved lines carry id, name, quantity, price, currency and details', () => {
    expect(toSavedLines(selection.slice(3), t)).toEqual([
      {
        id: 'breakfast',
        name: 't:catalogue.breakfast.name',
        quantity: 1,
        price: 7,
        currency: 'EUR',
        details: { timeMethod: 'specify', time: '09:30' },
      },
    ]);
  });
});
