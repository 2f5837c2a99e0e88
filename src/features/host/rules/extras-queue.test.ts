import { describe, expect, it } from 'vitest';
import type { ExtraQueueItem } from '../api/get-extras-queue';
import {
  groupByDueDay,
  groupByFulfilledDay,
  summaryLines,
  telHref,
  withRecentlyFulfilled,
} from './extras-queue';

const item = (id: string, dueDate: string, fulfilledAt: string | null = null) =>
  ({ line: { id, fulfilledAt }, dueDate }) as unknown as ExtraQueueItem;

describe('the Extras queue’s days', () => {
  it('groups the items by due day: overdue, today, tomorrow, then each date', () => {
    const items = [
      item('a', '2026-03-09'),
      item('b', '2026-03-10'),
      item('c', '2026-03-10'),
      item('d', '2026-03-11'),
      item('e', '2026-03-20'),
    ];
    const groups = groupByDueDay(items, '2026-03-10');
    expect(groups.map((group) => [group.day, group.kind, group.items.map((entry) => entry.line.id)])).toEqual(
      [
        ['2026-03-09', 'overdue', ['a']],
        ['2026-03-10', 'today', ['b', 'c']],
        ['2026-03-11', 'tomorrow', ['d']],
        ['2026-03-20', 'later', ['e']],
      ],
    );
  });

  it('knows tomorrow across a month’s end', () => {
    expect(groupByDueDay([item('a', '2026-04-01')], '2026-03-31')[0]?.kind).toBe('tomorrow');
  });

  it('groups fulfilled items by the day they were fulfilled', () => {
    const groups = groupByFulfilledDay(
      [
        item('a', '2026-03-01', '2026-03-10T09:00:00Z'),
        item('b', '2026-03-02', '2026-03-10T08:00:00Z'),
        item('c', '2026-03-01', '2026-03-09T20:00:00Z'),
      ],
      (instant) => instant.slice(0, 10),
    );
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-03-10', 2],
      ['2026-03-09', 1],
    ]);
  });
});

describe('an extra’s details as short lines', () => {
  const transfer = {
    direction: 'arrival',
    flightNumber: 'AT 800',
    flightDate: '2026-03-12',
    flightTime: '14:30',
    guestCount: '2',
    contactNumber: '+212 600-000 000',
    notes: ' Two suitcases ',
    addReturnTransfer: 'true',
    returnFlightNumber: 'AT 801',
    returnFlightDate: '2026-03-15',
    returnFlightTime: '18:45',
  };

  it('gives a transfer’s direction, flight, passengers, contact to call, notes and return leg', () => {
    expect(summaryLines('airport_transfer', transfer)).toEqual([
      { kind: 'direction', direction: 'arrival' },
      { kind: 'flight', number: 'AT 800', date: '2026-03-12', time: '14:30' },
      { kind: 'passengers', count: '2' },
      { kind: 'contact', number: '+212 600-000 000', href: 'tel:+212600000000' },
      { kind: 'notes', text: 'Two suitcases' },
      { kind: 'returnFlight', number: 'AT 801', date: '2026-03-15', time: '18:45' },
    ]);
  });

  it('leaves out the return leg when none was added, and what the guest left empty', () => {
    const lines = summaryLines('airport_transfer', {
      ...transfer,
      addReturnTransfer: 'false',
      notes: '',
      guestCount: '',
    });
    expect(lines.map((line) => line.kind)).toEqual(['direction', 'flight', 'contact']);
  });

  it('gives a breakfast’s time or that the guest decides later, its people and mornings in order', () => {
    expect(
      summaryLines('breakfast', {
        timeMethod: 'specify',
        time: '08:30',
        people: '2',
        mornings: '2026-03-14,2026-03-13',
      }),
    ).toEqual([
      { kind: 'breakfastTime', time: '08:30' },
      { kind: 'people', count: '2' },
      { kind: 'mornings', days: ['2026-03-13', '2026-03-14'] },
    ]);
    expect(summaryLines('breakfast', { timeMethod: 'later', time: '', people: '1' })).toEqual([
      { kind: 'breakfastLater' },
      { kind: 'people', count: '1' },
    ]);
  });

  it('has no lines for an extra without details', () => {
    expect(summaryLines('early_checkin', { anything: 'x' })).toEqual([]);
  });
});

describe('a number to call', () => {
  it('keeps the digits and the international prefix', () => {
    expect(telHref('+212 (0)6 00 00 00 00')).toBe('tel:+2120600000000');
    expect(telHref('0033 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(telHref('0612345678')).toBe('tel:0612345678');
  });

  it('gives no link for something that is not a number', () => {
    expect(telHref('call me')).toBeNull();
    expect(telHref('123')).toBeNull();
  });
});

describe('the open queue with what was just marked fulfilled', () => {
  const entry = (id: string, dueDate: string, fulfilledAt: string | null = null) =>
    ({
      line: { id, fulfilledAt, orderedAt: '2026-03-01T00:00:00Z' },
      booking: { checkIn: dueDate },
      dueDate,
    }) as unknown as ExtraQueueItem;

  it('keeps a line marked fulfilled in its place, fulfilled, until the screen is left', () => {
    const open = [entry('a', '2026-03-10'), entry('c', '2026-03-12')];
    const recent = new Map([['b', entry('b', '2026-03-11', '2026-03-10T09:00:00Z')]]);
    expect(withRecentlyFulfilled(open, recent).map((item) => [item.line.id, item.line.fulfilledAt])).toEqual([
      ['a', null],
      ['b', '2026-03-10T09:00:00Z'],
      ['c', null],
    ]);
  });

  it('shows the fulfilled copy when the server still lists the line as open', () => {
    const recent = new Map([['a', entry('a', '2026-03-10', '2026-03-10T09:00:00Z')]]);
    expect(withRecentlyFulfilled([entry('a', '2026-03-10')], recent)).toEqual([recent.get('a')]);
  });
});
