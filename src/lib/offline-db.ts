/**
 * The one IndexedDB database of the app (Dexie): its schema. It keeps what a guest needs at the door
 * with no signal: the saved stay and its guide photos (read and written through saved-stays/), the
 * extras selection per booking (saved-extras.ts), host inquiries waiting to be sent
 * (inquiry-outbox.ts), and since version 2 the online check-in's forms as the guests fill them in
 * (checkin-drafts.ts) and those waiting for a connection (checkin-outbox.ts); since version 3 each
 * saved stay's conversation with its host (saved-stays/thread-copy.ts) and the messages written on
 * the device waiting to be sent (message-outbox.ts).
 */

import type {
  GuestCheckInRequest,
  GuestDeclarationInput,
  IdDocumentType,
  SelectedExtra,
  Sex,
} from '@shared/api-types.ts';
import type { ValidInquiry } from '@shared/inquiry-schema.ts';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { CallAnswer } from './calls';
import type { guestMessagesList } from './calls.generated';
import { offlineDbName, type SavedStay, staysStoreName } from './saved-stays/rules';

export interface SavedPhoto {
  /** `${bookingId}:${index}` */
  key: string;
  bookingId: string;
  index: number;
  url: string;
  blob: Blob;
}

export interface SavedExtrasSelection {
  bookingId: string;
  selected: SelectedExtra[];
  updatedAt: number;
}

export interface PendingInquiry {
  id?: number;
  inquiry: ValidInquiry;
  createdAt: number;
  /** UUID sent with every attempt, so the server stores a resent inquiry once. */
  clientReference?: string;
  /** The visitor's language when they wrote it. */
  language?: string;
}

/** A form as typed so far: every field a text, the choices not made yet ''. */
export type GuestDeclarationDraft = Omit<GuestDeclarationInput, 'sex' | 'idType'> & {
  sex: Sex | '';
  idType: IdDocumentType | '';
};

/** One adult's check-in form as typed so far, kept on the device until it is sent. */
export interface CheckInDraft {
  bookingId: string;
  /** 1 is the main guest. */
  guestIndex: number;
  guest: GuestDeclarationDraft;
  /** The number of adults chosen when this draft was last saved. */
  adults: number;
  /** The consent box was ticked. */
  consent: boolean;
  updatedAt: number;
  /** Deleted by itself after this time (ms since epoch): the stay's end, as saved stays expire. */
  expiresAt: number;
  /** The server refused the form sent from the outbox (it stays here to be corrected). */
  refusal?: CheckInRefusal;
}

/** Why a form sent later was refused for good: its field errors, or the booking's state. */
export type CheckInRefusal =
  /** The server's error code per field (`fields` of its 400 `invalid_declaration`). */
  { kind: 'invalid'; fields: Record<string, string> } | { kind: 'notFound' } | { kind: 'stayEnded' };

/** A submitted check-in form waiting for a connection (one per booking and guest). */
export interface PendingCheckIn {
  id?: number;
  bookingId: string;
  request: GuestCheckInRequest;
  createdAt: number;
}

/** One message of a booking's conversation, as the server answers it (issue 44). */
export type MessageItem = CallAnswer<typeof guestMessagesList>['messages'][number];

/** A booking's conversation as the server last answered it, kept with the saved stay to read offline. */
export interface SavedThread {
  bookingId: string;
  messages: MessageItem[];
  /** The first names of the people who answer (the owner and the team). */
  hostNames: string[];
  /** When the server last answered it (ms since epoch). */
  updatedAt: number;
}

/** Why a message written on the device was not taken: the text stays, with the reason. */
export type MessageRefusal =
  /** 429: sent again on its own once `retryAt` (ms since epoch) has passed; null when the server did not say. */
  | { code: 'rate_limited'; retryAt: number | null }
  /** 401: the stay's guest token was refused; sent again after a new lookup. */
  | { code: 'guest_token_invalid' }
  /** Refused for good as it is (sent again only when the guest asks). */
  | { code: 'message_empty' | 'message_too_long' | 'conversation_closed' | 'not_found' | 'failed' };

/** A message the guest wrote, kept on the device until the server has taken it (idempotent by clientId). */
export interface PendingMessage {
  /** A UUID made when it was written: the same on every attempt, so the server keeps it once. */
  clientId: string;
  bookingId: string;
  text: string;
  language: 'en' | 'fr' | 'es' | 'ar';
  /** The token the stay had when it was written (the saved stay's newer one goes first). */
  guestToken: string;
  createdAt: number;
  /** When it was last sent (ms since epoch); none while it never was. */
  triedAt?: number;
  refusal?: MessageRefusal;
}

export class RihlaDatabase extends Dexie {
  stays!: EntityTable<SavedStay, 'bookingId'>;
  photos!: EntityTable<SavedPhoto, 'key'>;
  extrasSelections!: EntityTable<SavedExtrasSelection, 'bookingId'>;
  pendingInquiries!: EntityTable<PendingInquiry, 'id'>;
  checkInDrafts!: Table<CheckInDraft, [string, number]>;
  pendingCheckIns!: EntityTable<PendingCheckIn, 'id'>;
  messageThreads!: EntityTable<SavedThread, 'bookingId'>;
  pendingMessages!: EntityTable<PendingMessage, 'clientId'>;

  constructor(name = offlineDbName) {
    super(name);
    this.version(1).stores({
      [staysStoreName]: 'bookingId, expiresAt',
      photos: 'key, bookingId',
      extrasSelections: 'bookingId',
      pendingInquiries: '++id, createdAt',
    });
    // Issue 31: the online check-in. The tables of version 1 are kept as they are.
    this.version(2).stores({
      checkInDrafts: '[bookingId+guestIndex], bookingId, expiresAt',
      pendingCheckIns: '++id, bookingId',
    });
    // Issue 44: the guest's conversation with the host. The tables of version 2 are kept as they are.
    this.version(3).stores({
      messageThreads: 'bookingId',
      pendingMessages: 'clientId, bookingId, createdAt',
    });
  }
}

export const offlineDb = new RihlaDatabase();
