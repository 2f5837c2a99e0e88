/**
 * The guest portal's state: the saved stays on this device, the booking on screen, the find and
 * payment-return lookups, background refresh and "Remove from this device". Talks to the server and
 * IndexedDB only through src/lib.
 */

import type { BookingDetails, FindBookingRequest } from '@shared/api-types.ts';
import { create } from 'zustand';
import { type FunctionResult, invokeFunction } from '@/lib/functions-client';
import { afterLoadWhenIdle } from '@/lib/idle';
import { isOnline } from '@/lib/network-status';
import type { SavedStay } from '@/lib/offline-db';
import { downloadPhotos } from '@/lib/photo-download';
import { hasSavedStays, markSavedStays } from '@/lib/saved-stays-flag';
import { readStaysAtStart, readValidSavedStays, staysReadAtStartIfDone } from '@/lib/stays-at-start';

// IndexedDB code loads when the page needs it, not with the find form's first view.
const offlineDb = () => import('@/lib/offline-db');
const loadStays = async () => (await offlineDb()).loadStays();
const saveStay = async (...args: Parameters<typeof import('@/lib/offline-db').saveStay>) =>
  (await offlineDb()).saveStay(...args);
const removeStay = async (bookingId: string) => (await offlineDb()).removeStay(bookingId);

import { requestPersistentStorage } from '@/lib/storage-persistence';
import { checkFindForm } from '../booking-rules';

/** What went wrong, as something the page can translate. `serverText` is shown when no translation fits. */
export type LookupFailure =
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  | { kind: 'invalid' }
  | { kind: 'server'; serverText: string | null }
  | { kind: 'network' }
  | { kind: 'offline' };

export type GuestStatus = 'initializing' | 'idle' | 'loading' | 'found' | 'paymentError';

export interface GuestState {
  status: GuestStatus;
  /** 'find' while the form waits, 'payment' while a payment return loads (skeleton, no form). */
  loadingMode: 'find' | 'payment' | null;
  booking: BookingDetails | null;
  stays: SavedStay[];
  /** When the booking on screen was last confirmed by the server; null for a fresh answer not yet saved. */
  updatedAt: number | null;
  refreshing: boolean;
  findFailure: LookupFailure | null;
  paymentFailure: LookupFailure | null;
  showSuccessAlert: boolean;
  /** Bumped whenever guide photos are (re)saved, so views reload them. */
  photosVersion: number;

  init: (payment: { kind: 'success'; bookingId: string } | null) => Promise<void>;
  find: (input: {
    checkInDate: string | null;
    lastName: string;
  }) => Promise<'incomplete' | 'offline' | 'found' | 'failed'>;
  refresh: (bookingId: string) => Promise<void>;
  openStay: (bookingId: string) => void;
  showFindForm: () => void;
  remove: (bookingId: string) => Promise<void>;
  /**
   * Loads the database code and opens the database ahead of a find (the guest started filling the
   * form, or sent it), so a stay found is saved at once; a visit that never uses the form loads
   * neither.
   */
  getReadyToSave: () => void;
  dismissSuccess: () => void;
}

function failureOf(result: Exclude<FunctionResult<BookingDetails>, { ok: true }>): LookupFailure {
  if (result.kind === 'network') return isOnline() ? { kind: 'network' } : { kind: 'offline' };
  if (result.status === 404) return { kind: 'notFound' };
  if (result.status === 429) return { kind: 'rateLimited' };
  if (result.status === 400) return { kind: 'invalid' };
  return { kind: 'server', serverText: result.message };
}

// Opening /guest-portal: the saved stays are read from IndexedDB as soon as this code loads, before
// React renders the page, so the door code is on screen without waiting for a render round.
let earlyStays: Promise<SavedStay[] | null> | null =
  typeof window !== 'undefined' && window.location.pathname.startsWith('/guest-portal') && hasSavedStays()
    ? readStaysAtStart()
    : null;

/** The saved stays read at load (null when not opened on /guest-portal), so the page can fetch the right view's code early. */
export function staysReadAtLoad(): Promise<SavedStay[] | null> | null {
  return earlyStays;
}

function lookup(request: FindBookingRequest) {
  return invokeFunction<BookingDetails>('find-booking-by-details', request);
}

/** Saves the booking at once, then its guide photos as blobs, then asks to keep storage. */
async function keepOnDevice(booking: BookingDetails, onPhotos: () => void): Promise<SavedStay> {
  const stay = await saveStay(booking);
  void (async () => {
    const photos = await downloadPhotos(booking.propertyImageUrls);
    if (photos.length === booking.propertyImageUrls.length) {
      await saveStay(booking, { photos, now: stay.updatedAt });
      onPhotos();
    }
    await requestPersistentStorage();
  })();
  return stay;
}

export const useGuestStore = create<GuestState>((set, get) => {
  const bumpPhotos = () => set((state) => ({ photosVersion: state.photosVersion + 1 }));
  const reloadStays = async () => set({ stays: await loadStays() });

  const showAnswer = async (booking: BookingDetails) => {
    set({ booking, status: 'found', loadingMode: null, updatedAt: Date.now() });
    try {
      const stay = await keepOnDevice(booking, bumpPhotos);
      set({ updatedAt: stay.updatedAt });
      await reloadStays();
    } catch (error) {
      console.warn('Could not keep the stay on this device', error);
    }
  };

  const openSaved = (stays: SavedStay[]) => {
    set({ stays, findFailure: null, paymentFailure: null });
    const first = stays[0];
    if (first) {
      set({ status: 'found', booking: first.booking, updatedAt: first.updatedAt });
      if (isOnline()) void get().refresh(first.bookingId);
    } else {
      set({ status: 'idle', booking: null });
    }
  };

  const initFromDevice = async (
    payment: { kind: 'success'; bookingId: string } | null,
    early: Promise<SavedStay[] | null> | null,
  ) => {
    let stays: SavedStay[] = [];
    try {
      stays = (early ? await early : null) ?? (await loadStays());
    } catch (error) {
      console.warn('Saved stays are unavailable', error);
    }
    if (!payment) {
      openSaved(stays);
      return;
    }
    set({ stays, findFailure: null, paymentFailure: null });
    set({ status: 'loading', loadingMode: 'payment', booking: null });
    const result = await lookup({ bookingId: payment.bookingId, fromPayment: true });
    if (result.ok) {
      set({ showSuccessAlert: true });
      await showAnswer(result.data);
    } else {
      set({ status: 'paymentError', loadingMode: null, paymentFailure: failureOf(result) });
    }
  };

  return {
    status: 'initializing',
    loadingMode: null,
    booking: null,
    stays: [],
    updatedAt: null,
    refreshing: false,
    findFailure: null,
    paymentFailure: null,
    showSuccessAlert: false,
    photosVersion: 0,

    init(payment) {
      const early = earlyStays;
      earlyStays = null;
      // Read before the page rendered: open the saved stay in this very render, no waiting view.
      const readAlready = !payment && early ? staysReadAtStartIfDone() : undefined;
      if (readAlready) {
        openSaved(readAlready);
        return Promise.resolve();
      }
      // Nothing saved on this device: the find form at once; IndexedDB is checked once the page is
      // idle (a stay found there after all still opens), with its own API: on a first visit, Dexie's
      // code loads only when a stay is found.
      if (!payment && !early && !hasSavedStays()) {
        set({ status: 'idle', booking: null });
        return new Promise<void>((resolve) =>
          afterLoadWhenIdle(() => {
            readValidSavedStays(Date.now(), { unlessUnlisted: true })
              .then((stays) => {
                // Only what it found: a stay saved meanwhile (the form sent) is the find's to list.
                if (stays.length > 0) markSavedStays(true);
                if (get().status === 'idle' && !get().booking) openSaved(stays);
              })
              .catch((error: unknown) => console.warn('Saved stays are unavailable', error))
              .finally(resolve);
          }),
        );
      }
      return initFromDevice(payment, early);
    },

    getReadyToSave() {
      offlineDb()
        .then((db) => db.openOfflineDb())
        .catch((error: unknown) => console.warn('The device storage could not be opened', error));
    },

    async find(input) {
      if (!isOnline()) {
        set({ findFailure: { kind: 'offline' } });
        return 'offline';
      }
      const checked = checkFindForm(input);
      if (!checked.ok) return 'incomplete';
      set({ status: 'loading', loadingMode: 'find', findFailure: null, showSuccessAlert: false });
      get().getReadyToSave();
      const result = await lookup(checked.request);
      if (result.ok) {
        await showAnswer(result.data);
        return 'found';
      }
      set({ status: 'idle', loadingMode: null, findFailure: failureOf(result) });
      return 'failed';
    },

    async refresh(bookingId) {
      if (get().refreshing) return;
      set({ refreshing: true });
      try {
        const result = await lookup({ bookingId, fromPayment: true });
        if (!result.ok || !get().stays.some((stay) => stay.bookingId === bookingId)) return;
        const stay = await keepOnDevice(result.data, bumpPhotos);
        if (get().booking?.id === bookingId) set({ booking: result.data, updatedAt: stay.updatedAt });
        await reloadStays();
      } catch (error) {
        console.warn('Background refresh failed', error);
      } finally {
        set({ refreshing: false });
      }
    },

    openStay(bookingId) {
      const stay = get().stays.find((entry) => entry.bookingId === bookingId);
      if (!stay) return;
      set({ status: 'found', booking: stay.booking, updatedAt: stay.updatedAt, showSuccessAlert: false });
      if (isOnline()) void get().refresh(bookingId);
    },

    showFindForm() {
      set({ status: 'idle', booking: null, findFailure: null, showSuccessAlert: false, loadingMode: null });
    },

    async remove(bookingId) {
      await removeStay(bookingId);
      const stays = await loadStays();
      const next = stays[0];
      if (get().booking?.id === bookingId) {
        if (next) set({ stays, booking: next.booking, updatedAt: next.updatedAt, status: 'found' });
        else set({ stays, booking: null, updatedAt: null, status: 'idle', showSuccessAlert: false });
      } else {
        set({ stays });
      }
    },

    dismissSuccess() {
      set({ showSuccessAlert: false });
    },
  };
});
