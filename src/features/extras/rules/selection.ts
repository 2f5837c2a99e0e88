import type { BookingExtraRecord, SelectedExtra } from '@shared/api-types.ts';
import { type Extra, type ExtraId, extrasCatalogue, findExtra } from '@shared/extras-catalogue.ts';

/** The extras a guest chooses directly, in catalogue order (the return leg follows the transfer). */
export const choosableExtras: readonly Extra[] = extrasCatalogue.filter((extra) => !extra.derivedFrom);

export function needsDetails(id: ExtraId): boolean {
  return findExtra(id)?.requiresInput ?? false;
}

/** Extra ids the booking already shows as paid. */
export function paidExtraIds(bookingExtras: readonly BookingExtraRecord[]): Set<ExtraId> {
  return new Set(bookingExtras.filter((line) => line.payment_status === 'paid').map((line) => line.extra_id));
}

export function findSelected(selection: readonly SelectedExtra[], id: ExtraId): SelectedExtra | undefined {
  return selection.find((line) => line.id === id);
}

/**
 * Adds an extra. One needing details takes the given details and keeps its quantity (at least 1);
 * without details it cannot be added. Any other extra goes up by one on each add.
 */
export function addExtra(
  selection: readonly SelectedExtra[],
  id: ExtraId,
  details?: Record<string, string>,
): SelectedExtra[] {
  if (!findExtra(id)) return [...selection];
  const existing = findSelected(selection, id);
  if (needsDetails(id)) {
    if (!details) return [...selection];
    if (existing) {
      return selection.map((line) =>
        line.id === id ? { ...line, quantity: Math.max(1, line.quantity), details: { ...details } } : line,
      );
    }
    return [...selection, { id, quantity: 1, details: { ...details } }];
  }
  if (existing) {
    return selection.map((line) => (line.id === id ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...selection, { id, quantity: 1, details: details ? { ...details } : {} }];
}

/** Removes an extra; removing the airport transfer also removes its return leg. */
export function removeExtra(selection: readonly SelectedExtra[], id: ExtraId): SelectedExtra[] {
  const dropped = new Set<ExtraId>([id]);
  for (const extra of extrasCatalogue) if (extra.derivedFrom === id) dropped.add(extra.id);
  return selection.filter((line) => !dropped.has(line.id));
}

/** Replaces the details of an extra, only when it is already selected. */
export function updateDetails(
  selection: readonly SelectedExtra[],
  id: ExtraId,
  details: Record<string, string>,
): SelectedExtra[] {
  if (!findSelected(selection, id)) return [...selection];
  return selection.map((line) => (line.id === id ? { ...line, details: { ...details } } : line));
}

/** Drops what the booking shows as paid, and a return leg left without its transfer. */
export function withoutPaid(
  selection: readonly SelectedExtra[],
  paid: ReadonlySet<ExtraId>,
): SelectedExtra[] {
  const unpaid = selection.filter((line) => !paid.has(line.id));
  return unpaid.filter((line) => {
    const parent = findExtra(line.id)?.derivedFrom;
    return !parent || unpaid.some((other) => other.id === parent);
  });
}

/** Keeps only well-formed lines of known extras (for selections read back from the device). */
export function sanitizeSelection(value: unknown): SelectedExtra[] {
  if (!Array.isArray(value)) return [];
  const lines: SelectedExtra[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, quantity, details } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !findExtra(id) || lines.some((line) => line.id === id)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    const cleanDetails: Record<string, string> = {};
    if (details && typeof details === 'object') {
      for (const [key, detail] of Object.entries(details)) {
        if (typeof detail === 'string') cleanDetails[key] = detail;
      }
    }
    lines.push({ id: id as ExtraId, quantity, details: cleanDetails });
  }
  return lines;
}
