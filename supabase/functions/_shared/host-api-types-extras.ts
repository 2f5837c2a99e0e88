/**
 * The host API's contracts for issue 30 (paid extras and inquiries reach people): the team's Extras
 * queue (host-extras), the inquiries (host-inquiries) and the undelivered mails (host-mail-outbox).
 * Types only, shared by the functions and the app.
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type { extraQueueItem, hostExtrasFulfil, hostExtrasQueue } from './contracts/host-extras.contract.ts';
import type {
  hostInquiriesGet,
  hostInquiriesList,
  inquiryItem,
} from './contracts/host-inquiries.contract.ts';
import type {
  hostMailOutboxList,
  hostMailOutboxRetry,
  outboxMailItem,
} from './contracts/host-mail-outbox.contract.ts';

/** One paid extra still to fulfil (or just fulfilled): contracts/host-extras.contract.ts. */
export type ExtraQueueItem = z.infer<typeof extraQueueItem>;
/** host-extras' requests and answers: contracts/host-extras.contract.ts. */
export type ExtrasQueueAnswer = AnswerOf<typeof hostExtrasQueue>;
export type ExtraFulfilledAnswer = AnswerOf<typeof hostExtrasFulfil>;

export const inquiryStatuses = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** One inquiry: contracts/host-inquiries.contract.ts. */
export type InquiryItem = z.infer<typeof inquiryItem>;

/** Inquiries a list page holds unless told otherwise, and at most. */
export const inquiriesPageSize = 20;
export const inquiriesMaxPageSize = 100;

/** host-inquiries' requests and answers: contracts/host-inquiries.contract.ts. */
export type InquiriesListRequest = RequestOf<typeof hostInquiriesList>;
export type InquiriesListAnswer = AnswerOf<typeof hostInquiriesList>;
export type InquiryAnswer = AnswerOf<typeof hostInquiriesGet>;

/** A mail of the outbox the team sees (failed, or waiting for a retry): contracts/host-mail-outbox.contract.ts. */
export type OutboxMailItem = z.infer<typeof outboxMailItem>;
/** host-mail-outbox's answers: contracts/host-mail-outbox.contract.ts. */
export type OutboxAnswer = AnswerOf<typeof hostMailOutboxList>;
/** The mail put back in line (pending, due now, attempts 0). */
export type OutboxRetriedAnswer = AnswerOf<typeof hostMailOutboxRetry>;
