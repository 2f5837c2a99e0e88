/**
 * The team's Extras queue, as the screen shows it: the items grouped by the day they are needed
 * (Today, Tomorrow, then each date; days gone by marked overdue), and each extra's details as short
 * lines (a transfer's direction, flight, passengers, contact with its tel: link, notes and return
 * leg; a breakfast's time or "decide later", people and mornings).
 */
import type { ExtraQueueItem } from '../api/get-extras-queue';
import { morningDates } from './extra-details';

export type DayKind = 'overdue' | 'today' | 'tomorrow' | 'later';

export interface DayGroup {
  /** YYYY-MM-DD. */
  day: string;
  kind: DayKind;
  items: ExtraQueueItem[];
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export function dayKind(day: string, today: string): DayKind {
  if (day < today) return 'overdue';
  if (day === today) return 'today';
  return day === nextDay(today) ? 'tomorrow' : 'later';
}

/** The items in their order, one group per due day (`today`: the properties' day, YYYY-MM-DD). */
export function groupByDueDay(items: ExtraQueueItem[], today: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.day === item.dueDate) last.items.push(item);
    else groups.push({ day: item.dueDate, kind: dayKind(item.dueDate, today), items: [item] });
  }
  return groups;
}

/** The fulfilled items grouped by the day they were fulfilled (newest first, as the server sends them). */
export function groupByFulfilledDay(items: ExtraQueueItem[], dayOf: (instant: string) => string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = item.line.fulfilledAt ? dayOf(item.line.fulfilledAt) : '';
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, kind: 'later', items: [item] });
  }
  return groups;
}

/** A `tel:` link for a phone number as the guest typed it, or null when it has too few digits to call. */
export function telHref(number: string): string | null {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${trimmed.startsWith('+') || trimmed.startsWith('00') ? '+' : ''}${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
}

/** One line of an extra's details; the screen words it (host.json extras.summary.<kind>). */
export type SummaryLine =
  | { kind: 'direction'; direction: 'arrival' | 'departure' }
  | { kind: 'flight' | 'returnFlight'; number: string; date: string; time: string }
  | { kind: 'passengers'; count: string }
  | { kind: 'contact'; number: string; href: string | null }
  | { kind: 'notes'; text: string }
  | { kind: 'breakfastTime'; time: string }
  | { kind: 'breakfastLater' }
  | { kind: 'people'; count: string }
  | { kind: 'mornings'; days: string[] };

const value = (details: Record<string, string>, key: string) => (details[key] ?? '').trim();

function flight(details: Record<string, string>, prefix: '' | 'return'): SummaryLine | null {
  const key = (name: string) => (prefix ? `return${name}` : name.charAt(0).toLowerCase() + name.slice(1));
  const number = value(details, key('FlightNumber'));
  const date = value(details, key('FlightDate'));
  const time = value(details, key('FlightTime'));
  if (!number && !date && !time) return null;
  return { kind: prefix ? 'returnFlight' : 'flight', number, date, time };
}

function transferLines(details: Record<string, string>): SummaryLine[] {
  const lines: (SummaryLine | null)[] = [];
  const direction = value(details, 'direction');
  if (direction === 'arrival' || direction === 'departure') lines.push({ kind: 'direction', direction });
  lines.push(flight(details, ''));
  const passengers = value(details, 'guestCount');
  if (passengers) lines.push({ kind: 'passengers', count: passengers });
  const contact = value(details, 'contactNumber');
  if (contact) lines.push({ kind: 'contact', number: contact, href: telHref(contact) });
  const notes = value(details, 'notes');
  if (notes) lines.push({ kind: 'notes', text: notes });
  if (details.addReturnTransfer === 'true') lines.push(flight(details, 'return'));
  return lines.filter((line): line is SummaryLine => line !== null);
}

function breakfastLines(details: Record<string, string>): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const time = value(details, 'time');
  if (details.timeMethod === 'later' || time === 'decide_later') lines.push({ kind: 'breakfastLater' });
  else if (time) lines.push({ kind: 'breakfastTime', time });
  const people = value(details, 'people');
  if (people) lines.push({ kind: 'people', count: people });
  const days = morningDates(details.mornings ?? '');
  if (days.length > 0) lines.push({ kind: 'mornings', days });
  return lines;
}

/** The details of one extra line as short lines, in reading order; none for an extra without details. */
export function summaryLines(extraId: string, details: Record<string, string>): SummaryLine[] {
  if (extraId === 'airport_transfer') return transferLines(details);
  if (extraId === 'breakfast') return breakfastLines(details);
  return [];
}

/**
 * The open queue as the screen shows it: the server's open items, plus those marked fulfilled on this
 * screen since it opened (they stay in place, fulfilled, with their Undo), soonest due first.
 */
export function withRecentlyFulfilled(
  open: ExtraQueueItem[],
  recent: ReadonlyMap<string, ExtraQueueItem>,
): ExtraQueueItem[] {
  const shown = open.map((item) => recent.get(item.line.id) ?? item);
  const known = new Set(open.map((item) => item.line.id));
  const added = [...recent.values()].filter((item) => !known.has(item.line.id));
  return [...shown, ...added].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.booking.checkIn.localeCompare(b.booking.checkIn) ||
      a.line.orderedAt.localeCompare(b.line.orderedAt) ||
      a.line.id.localeCompare(b.line.id),
  );
}
