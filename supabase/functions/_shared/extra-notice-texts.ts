/**
 * What a paid extra, a refund or an inquiry says to the people who act on it: the host
 * notification (English `message`, plus `message_key` and `message_params` for the app to write it
 * in the host's language: host.json `notifications.messages.<key>`) and the mail's params
 * (mail-templates.ts). Pure: no I/O.
 *
 * The translated texts can only format what the app knows how to: `{{dates}}` from checkIn and
 * checkOut, `{{amount}}` from amount and currency, `{{extra}}` from a catalogue id. Everything else
 * in them is language-neutral (names, flight numbers, times); the English `message` and the mail
 * name every line with all its details.
 */
import { extrasCatalogue } from './extras-catalogue.ts';
import type { MailBooking, MailExtraLine, MailTemplateParams } from './mail-templates.ts';

/** The order (and its booking) a notice is about. */
export interface NoticeOrder {
  orderId: string;
  bookingId: string;
  guestFirstName: string | null;
  guestLastName: string | null;
  guestPhone: string | null;
  propertyName: string;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  /** Upper case ("EUR"). */
  currency: string;
}

export interface NoticeInquiry {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  propertyLocation: string;
  message: string | null;
  language: string | null;
}

/** A host notification's content; who gets it and its event key are the caller's. */
export interface NoticeContent {
  kind: 'extra' | 'payment' | 'message';
  message: string;
  messageKey: string;
  messageParams: Record<string, string | number>;
  link: string;
}

/** host_notifications.message holds 1 to 1000 characters. */
export const maxMessageLength = 1000;

const catalogueOrder = new Map<string, number>(extrasCatalogue.map((extra, index) => [extra.id, index]));
const englishNames: Record<string, string> = {
  airport_transfer: 'Airport transfer',
  airport_transfer_return: 'Return airport transfer',
  early_checkin: 'Early check-in',
  late_checkout: 'Late checkout',
  breakfast: 'Breakfast',
  universal_adaptor: 'Universal adaptor',
};

/** "First Last", the last name alone, or "Guest" for a channel booking not named yet. */
export function guestNameOf(first: string | null, last: string | null): string {
  return [first, last].filter((part) => part?.trim()).join(' ') || 'Guest';
}

/** The lines as a notice names them: the catalogue's order (the transfer first, its return leg last). */
export function sortedLines(lines: MailExtraLine[]): MailExtraLine[] {
  const rank = (line: MailExtraLine) => catalogueOrder.get(line.extraId) ?? catalogueOrder.size;
  return [...lines].sort((a, b) => rank(a) - rank(b) || a.extraId.localeCompare(b.extraId));
}

function joined(parts: (string | null | undefined | false)[], separator = ', '): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** When, in language-neutral words: "2026-03-12 14:30". */
function when(date: string | undefined, time: string | undefined): string {
  return joined([date, time], ' ');
}

/** A line's details with no words, for any language: flight numbers and times, a breakfast's time. */
export function neutralDetails(line: MailExtraLine): string {
  const d = line.details;
  if (line.extraId === 'airport_transfer') {
    return joined(
      [
        joined([d.flightNumber, when(d.flightDate, d.flightTime)], ' '),
        d.addReturnTransfer === 'true' &&
          joined([d.returnFlightNumber, when(d.returnFlightDate, d.returnFlightTime)], ' '),
      ],
      ' / ',
    );
  }
  if (line.extraId === 'breakfast' && d.timeMethod !== 'later') return d.time ?? '';
  return '';
}

/** A line in English with every detail the guest gave. */
export function englishLine(line: MailExtraLine): string {
  const name = englishNames[line.extraId] ?? line.name;
  const quantity = line.quantity > 1 ? ` x${line.quantity}` : '';
  const d = line.details;
  let details = '';
  if (line.extraId === 'airport_transfer') {
    details = joined([
      d.direction && `${d.direction}`,
      d.flightNumber && `flight ${d.flightNumber}`,
      when(d.flightDate, d.flightTime),
      d.guestCount && `${d.guestCount} guest${d.guestCount === '1' ? '' : 's'}`,
      d.contactNumber && `contact ${d.contactNumber}`,
      d.notes && `notes: "${d.notes}"`,
      d.addReturnTransfer === 'true' &&
        joined(
          [
            'return',
            d.returnFlightNumber && `flight ${d.returnFlightNumber}`,
            when(d.returnFlightDate, d.returnFlightTime),
          ],
          ' ',
        ),
    ]);
  } else if (line.extraId === 'breakfast') {
    details = joined([
      d.timeMethod === 'later' ? 'time: decide later' : d.time && `at ${d.time}`,
      d.people && `${d.people} ${d.people === '1' ? 'person' : 'people'}`,
      d.mornings && `mornings ${d.mornings.split(',').join(', ')}`,
    ]);
  }
  return `${name}${quantity}${details ? ` (${details})` : ''}`;
}

/** Minor units in English: "55.00 EUR". */
export function englishMoney(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

function limited(text: string): string {
  return text.length <= maxMessageLength ? text : `${text.slice(0, maxMessageLength - 1)}…`;
}

function stayParams(order: NoticeOrder) {
  return {
    guest: guestNameOf(order.guestFirstName, order.guestLastName),
    property: order.propertyName,
    checkIn: order.checkIn,
    checkOut: order.checkOut,
    bookingId: order.bookingId,
    orderId: order.orderId,
  };
}

export function bookingLink(bookingId: string): string {
  return `/host/guests?booking=${bookingId}`;
}

/**
 * Extras paid. Key `extraOrderPaid` (one extra) or `extraOrderPaidMore` (`{{others}}` more):
 * `{{extra}}` is the first line in the catalogue's order, `{{details}}` its flight or time (" (AT 800
 * 2026-03-12 14:30)", or '').
 */
export function paidNotice(order: NoticeOrder, lines: MailExtraLine[]): NoticeContent {
  const sorted = sortedLines(lines);
  const main = sorted[0];
  const stay = stayParams(order);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const details = main ? neutralDetails(main) : '';
  const flightNumber = lines.find((line) => line.details.flightNumber)?.details.flightNumber;
  return {
    kind: 'extra',
    message: limited(
      `Extras paid for the ${stay.guest} stay at ${stay.property}, ${order.checkIn} to ${order.checkOut}: ` +
        `${sorted.map(englishLine).join('; ')}. Total ${englishMoney(total, order.currency)}.`,
    ),
    messageKey: sorted.length > 1 ? 'extraOrderPaidMore' : 'extraOrderPaid',
    messageParams: {
      ...stay,
      extra: main?.extraId ?? '',
      others: Math.max(sorted.length - 1, 0),
      details: details ? ` (${details})` : '',
      ...(flightNumber ? { flightNumber } : {}),
      amount: total,
      currency: order.currency,
    },
    link: bookingLink(order.bookingId),
  };
}

/** A refund: key `extraRefunded`, `{{amount}}` the amount refunded on the payment so far. */
export function refundNotice(
  order: NoticeOrder,
  lines: MailExtraLine[],
  refundedAmount: number,
): NoticeContent {
  const stay = stayParams(order);
  const names = sortedLines(lines).map(englishLine).join('; ');
  return {
    kind: 'payment',
    message: limited(
      `Refund of ${englishMoney(refundedAmount, order.currency)} for the ${stay.guest} stay at ${stay.property}, ` +
        `${order.checkIn} to ${order.checkOut}${names ? `: ${names} no longer paid` : ''}.`,
    ),
    messageKey: 'extraRefunded',
    messageParams: { ...stay, amount: refundedAmount, currency: order.currency },
    link: bookingLink(order.bookingId),
  };
}

/** A work-with-us inquiry: key `inquiryReceived`, `{{name}}` and `{{location}}`. */
export function inquiryNotice(inquiry: NoticeInquiry): NoticeContent {
  return {
    kind: 'message',
    message: limited(`New work-with-us inquiry from ${inquiry.fullName}: ${inquiry.propertyLocation}.`),
    messageKey: 'inquiryReceived',
    messageParams: { name: inquiry.fullName, location: inquiry.propertyLocation, inquiryId: inquiry.id },
    link: `/host/inquiries?id=${inquiry.id}`,
  };
}

export function mailBooking(order: NoticeOrder): MailBooking {
  return {
    bookingId: order.bookingId,
    guestName: guestNameOf(order.guestFirstName, order.guestLastName),
    guestPhone: order.guestPhone,
    propertyName: order.propertyName,
    checkIn: order.checkIn,
    checkOut: order.checkOut,
  };
}

export function paidMailParams(order: NoticeOrder, lines: MailExtraLine[]): MailTemplateParams['extraPaid'] {
  return {
    ...mailBooking(order),
    orderId: order.orderId,
    lines: sortedLines(lines),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: order.currency,
  };
}

export function refundMailParams(
  order: NoticeOrder,
  lines: MailExtraLine[],
  refundedAmount: number,
): MailTemplateParams['extraRefunded'] {
  return {
    ...mailBooking(order),
    orderId: order.orderId,
    lines: sortedLines(lines),
    refundedAmount,
    currency: order.currency,
  };
}

export function inquiryMailParams(inquiry: NoticeInquiry): MailTemplateParams['inquiryReceived'] {
  return {
    inquiryId: inquiry.id,
    fullName: inquiry.fullName,
    email: inquiry.email,
    phone: inquiry.phone,
    propertyLocation: inquiry.propertyLocation,
    message: inquiry.message,
    language: inquiry.language,
  };
}

/** The outbox's address check (mail_outbox.to_address): a row that fails it would undo the event. */
export function isMailAddress(address: string | null | undefined): address is string {
  return typeof address === 'string' && address.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(address);
}

/** Whether the host's notification preferences let a mail of this preference key go to them. */
export function mailAllowed(preferences: unknown, preferenceKey: string): boolean {
  if (!preferences || typeof preferences !== 'object') return true;
  return (preferences as Record<string, unknown>)[preferenceKey] !== false;
}
