/**
 * The one IndexedDB database of the app (Dexie). It keeps what a guest needs at the door with no
 * signal: the saved stay and its guide photos, the extras selection per booking, and host inquiries
 * waiting to be sent. Nothing of a stay goes to localStorage.
 */
import Dexie, { type EntityTable } from 'dexie';
import type {
  BookingDetails,
  HostInquiry,
  SelectedExtra,
} from '../../supabase/functions/_shared/api-types.ts';

export interface SavedStay {
  bookingId: string;
  booking: BookingDetails;
  /** When the server last confirmed this copy (ms since epoch). */
  updatedAt: number;
  /** The stay is deleted by itself after this time (ms since epoch). */
  expiresAt: number;
}

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
}

export class RihlaDatabase extends Dexie {
  stays!: EntityTable<SavedStay, 'bookingId'>;
  photos!: EntityTable<SavedPhoto, 'key'>;
  extrasSelections!: EntityTable<SavedExtrasSelection, 'bookingId'>;
  pendingInquiries!: EntityTable<PendingInquiry, 'id'>;

  constructor(name = 'rihla') {
    super(name);
    this.version(1).stores({
      stays: 'bookingId, expiresAt',
      photos: 'key, bookingId',
      extrasSelections: 'bookingId',
      pendingInquiries: '++id, createdAt',
    });
  }
}

export const offlineDb = new RihlaDatabase();
