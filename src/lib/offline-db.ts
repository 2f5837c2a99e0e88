/**
 * The one IndexedDB database of the app (Dexie): its schema. It keeps what a guest needs at the door
 * with no signal: the saved stay and its guide photos (read and written through saved-stays/), the
 * extras selection per booking (saved-extras.ts), and host inquiries waiting to be sent
 * (inquiry-outbox.ts).
 */

import type { HostInquiry, SelectedExtra } from '@shared/api-types.ts';
import Dexie, { type EntityTable } from 'dexie';
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
  inquiry: HostInquiry;
  createdAt: number;
  /** UUID sent with every attempt, so the server stores a resent inquiry once. */
  clientReference?: string;
  /** The visitor's language when they wrote it. */
  language?: string;
}

export class RihlaDatabase extends Dexie {
  stays!: EntityTable<SavedStay, 'bookingId'>;
  photos!: EntityTable<SavedPhoto, 'key'>;
  extrasSelections!: EntityTable<SavedExtrasSelection, 'bookingId'>;
  pendingInquiries!: EntityTable<PendingInquiry, 'id'>;

  constructor(name = offlineDbName) {
    super(name);
    this.version(1).stores({
      [staysStoreName]: 'bookingId, expiresAt',
      photos: 'key, bookingId',
      extrasSelections: 'bookingId',
      pendingInquiries: '++id, createdAt',
    });
  }
}

export const offlineDb = new RihlaDatabase();
