/**
 * The host API's contracts for issue 30 (paid extras and inquiries reach people): the team's Extras
 * queue (host-extras), the inquiries (host-inquiries) and the undelivered mails (host-mail-outbox).
 * Types only, shared by the functions and the app.
 */
import type { BookingExtraLine } from './host-api-types-guests.ts';

/** One paid extra still to fulfil (or just fulfilled), with what the team needs to act on it. */
export interface ExtraQueueItem {
  /** The booking_extras line, with who fulfilled it and when (`fulfilledAt`, `fulfilledBy`). */
  line: BookingExtraLine;
  booking: {
    id: string;
    /** "First Last" (or the last name alone). */
    guestName: string;
    guestPhone: string | null;
    guestEmail: string | null;
    checkIn: string;
    checkOut: string;
    property: { id: string; name: string; city: string | null };
    /** The booking was cancelled after the extra was paid (the team may have to refund, not fulfil). */
    cancelled: boolean;
  };
  /**
   * The day the extra is needed (YYYY-MM-DD): a transfer's flight date when given, else the check-in
   * day (arrival) or the check-out day (departure, the return transfer); early check-in: the check-in
   * day; late checkout: the check-out day; a breakfast's first morning (the day after check-in when
   * no mornings were chosen); anything else: the check-in day. The open queue is sorted by it.
   */
  dueDate: string;
}

/**
 * host-extras request: the queue (`include` 'open', the default: paid and not fulfilled, soonest due
 * first; 'fulfilled': the 50 most recently fulfilled, newest first), or mark one line fulfilled /
 * not fulfilled again (the team only).
 */
export type ExtrasRequest =
  | { action: 'queue'; include?: 'open' | 'fulfilled' }
  | { action: 'fulfil'; lineId: string }
  | { action: 'reopen'; lineId: string };

export interface ExtrasQueueAnswer {
  items: ExtraQueueItem[];
  /** Paid extras not yet fulfilled, whatever `include` was. */
  openCount: number;
}

export interface ExtraFulfilledAnswer {
  item: ExtraQueueItem;
}

export const inquiryStatuses = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export interface InquiryItem {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  propertyLocation: string;
  message: string | null;
  /** The language the sender wrote in (en, fr, es, ar), if known. */
  language: string | null;
  status: InquiryStatus;
  /** ISO 8601 instant. */
  createdAt: string;
  /** When the status last changed (ISO 8601 instant), else null. */
  statusChangedAt: string | null;
  /** Who changed it (the host's display name), else null. */
  statusChangedBy: string | null;
}

/** Inquiries a list page holds unless told otherwise, and at most. */
export const inquiriesPageSize = 20;
export const inquiriesMaxPageSize = 100;

/** host-inquiries request. */
export type InquiriesRequest =
  | { action: 'list'; status?: InquiryStatus; page?: number; pageSize?: number }
  | { action: 'get'; id: string }
  | { action: 'setStatus'; id: string; status: InquiryStatus };

export interface InquiriesListAnswer {
  inquiries: InquiryItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Per status, whatever the filter. */
  counts: Record<InquiryStatus, number>;
}

export interface InquiryAnswer {
  inquiry: InquiryItem;
}

/** A mail of the outbox the team sees: failed ones, and those still waiting for a retry. */
export interface OutboxMailItem {
  id: string;
  toAddress: string;
  template: string;
  /** Whom or what the mail is about, from its params: "guest · property", or an inquiry's sender. */
  about: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

export interface OutboxAnswer {
  mails: OutboxMailItem[];
}

/** host-mail-outbox request. */
export type OutboxRequest = { action: 'list' } | { action: 'retry'; id: string };

/** The mail put back in line (pending, due now, attempts 0). */
export interface OutboxRetriedAnswer {
  mail: OutboxMailItem;
}
