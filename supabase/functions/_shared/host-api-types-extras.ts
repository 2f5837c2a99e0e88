/**
 * The host API's contracts for issue 30 (paid extras and inquiries reach people): the team's Extras
 * queue (host-extras), the inquiries (host-inquiries) and the undelivered mails (host-mail-outbox).
 * Types only, shared by the functions and the app.
 */
import type { z } from 'zod';
import type { AnswerOf } from './contract.ts';
import type { extraQueueItem, hostExtrasFulfil, hostExtrasQueue } from './contracts/host-extras.contract.ts';

/** One paid extra still to fulfil (or just fulfilled): contracts/host-extras.contract.ts. */
export type ExtraQueueItem = z.infer<typeof extraQueueItem>;
/** host-extras' requests and answers: contracts/host-extras.contract.ts. */
export type ExtrasQueueAnswer = AnswerOf<typeof hostExtrasQueue>;
export type ExtraFulfilledAnswer = AnswerOf<typeof hostExtrasFulfil>;

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
