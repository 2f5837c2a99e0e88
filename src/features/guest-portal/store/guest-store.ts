/**
 * The guest portal's state: the saved stays on this device, the booking on screen, the find and
 * payment-return lookups, background refresh (which forgets a stay the host cancelled) and "Remove
 * from this device". Talks to the server and IndexedDB only through src/lib.
 */

import type { BookingDetails, FindBookingRequest } from '@shared/api-types.ts';
import { create } from 'zustand';
import { type FunctionResult, invokeFunction } from '@/lib/functions-client';
import { isOnline } from '@/lib/network-status';
import { downloadPhotos } from '@/lib/photo-download';
import {
  forgetExpiredDoorCodes,
  getReadyToKeepStays,
  keepStay,
  loadSavedStays,
  removeSavedStay,
  type SavedStay,
  type SavedStaysRead,
  withoutExpiredCode,
} from '@/lib/saved-stays';
import { requestPersistentStorage } from '@/lib/storage-persistence';
import { checkFindForm, refreshFailureVerdict } from '../booking-rules';

/** What went wrong, as something the page can translate. `serverText` is shown when no translation fits. */
export type LookupFailure =
  | { kind: 'incomplete' }
  | { kind: 'notFound' }
  /** `retryAfterSeconds`: when the server lets this connection try again, if it said. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
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

  /** Opens the page on what the device holds (`saved`: the read of its saved stays), or on a payment return. */
  init: (payment: { kind: 'success'; bookingId: string } | null, saved: SavedStaysRead) => Promise<void>;
  find: (input: {
    checkInDate: string | null;
    lastName: string;
  }) => Promise<'incomplete' | 'offline' | 'found' | 'failed'>;
  /**
   * Asks the server for a saved stay again (by id) and saves the answer; a stay the server no
   * longer has (cancelled) is removed from the device, and the next saved stay or the find form shows.
   */
  refresh: (bookingId: string) => Promise<void>;
  openStay: (bookingId: string) => void;
  showFindForm: () => void;
  remove: (bookingId: string) => Promise<void>;
  /**
   * The door code's release or expiry time came while the stay was open: the server is asked again
   * (online), and a code past its expiry leaves the screen and the device, offline too.
   */
  codeTimeReached: (bookingId: string) => Promise<void>;
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
  if (result.status === 429) return { kind: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds };
  if (result.status === 400) return { kind: 'invalid' };
  return { kind: 'server', serverText: result.message };
}

function lookup(request: FindBookingRequest) {
  return invokeFunction<BookingDetails>('find-booking-by-details', request);
}

/** Saves the booking at once, then its guide photos as blobs, then asks to keep storage. */
async function keepOnDevice(booking: BookingDetails, onPhotos: () => void): Promise<SavedStay> {
  const stay = await keepStay(booking);
  void (async () => {
    const photos = await downloadPhotos(booking.propertyImageUrls);
    if (photos.length === booking.propertyImageUrls.length) {
      await keepStay(booking, { photos, now: stay.updatedAt });
      onPhotos();
    }
    await requestPersistentStorage();
  })();
  return stay;
}

export const useGuestStore = create<GuestState>((set, get) => {
  const bumpPhotos = () => set((state) => ({ photosVersion: state.photosVersion + 1 }));
  const reloadStays = async () => set({ stays: await loadSavedStays() });

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

  const openPaymentReturn = async (bookingId: string, saved: Promise<SavedStay[]>) => {
    set({ status: 'loading', loadingMode: 'payment', booking: null, stays: await saved });
    const result = await lookup({ bookingId, fromPayment: true });
    if (result.ok) {
      set({ showSuccessAlert: true });
      await showAnswer(result.data);
    } else if (get().stays.length > 0) {
      // A payment return that cannot be loaded (an old link, a bad id) never hides a stay saved here.
      openSaved(get().stays);
      set({ loadingMode: null, paymentFailure: failureOf(result) });
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

    init(payment, saved) {
      set({ findFailure: null, paymentFailure: null });
      if (payment) return openPaymentReturn(payment.bookingId, saved.stays);
      // Read before the page rendered, or none by the device's hint: opened in this very render.
      const known = saved.known();
      if (known) openSaved(known);
      return saved.stays.then((stays) => {
        const { status, booking } = get();
        // Only a view still waiting, or the find form untouched: a stay found by the form is listed by the find.
        const waiting = status === 'initializing' || (status === 'idle' && !booking && stays.length > 0);
        if (stays !== known && waiting) openSaved(stays);
        else if (stays !== known && status === 'found' && booking) {
          // Back on the page with a stay on screen (from online check-in, say): the device's copy,
          // which another page may have updated, then the server's.
          const saved = stays.find((stay) => stay.bookingId === booking.id);
          if (!saved) return;
          set({ stays, booking: saved.booking, updatedAt: saved.updatedAt });
          if (isOnline()) void get().refresh(booking.id);
        }
      });
    },

    getReadyToSave() {
      getReadyToKeepStays().catch((error: unknown) =>
        console.warn('The device storage could not be opened', error),
      );
    },

    async find(input) {
      if (!isOnline()) {
        set({ findFailure: { kind: 'offline' } });
        return 'offline';
      }
      const checked = checkFindForm(input);
      if (!checked.ok) {
        set({ findFailure: { kind: 'incomplete' } });
        return 'incomplete';
      }
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
        if (!get().stays.some((stay) => stay.bookingId === bookingId)) return;
        if (!result.ok) {
          // Cancelled by the host (answered as a miss): the saved copy goes, as "Remove from this device".
          if (refreshFailureVerdict(result) === 'forget') await get().remove(bookingId);
          return;
        }
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
      set({
        status: 'found',
        booking: stay.booking,
        updatedAt: stay.updatedAt,
        showSuccessAlert: false,
        paymentFailure: null,
      });
      if (isOnline()) void get().refresh(bookingId);
    },

    showFindForm() {
      set({
        status: 'idle',
        booking: null,
        findFailure: null,
        paymentFailure: null,
        showSuccessAlert: false,
        loadingMode: null,
      });
    },

    async remove(bookingId) {
      await removeSavedStay(bookingId);
      const stays = await loadSavedStays();
      const next = stays[0];
      if (get().booking?.id === bookingId) {
        if (next) set({ stays, booking: next.booking, updatedAt: next.updatedAt, status: 'found' });
        else set({ stays, booking: null, updatedAt: null, status: 'idle', showSuccessAlert: false });
      } else {
        set({ stays });
      }
    },

    async codeTimeReached(bookingId) {
      if (isOnline()) void get().refresh(bookingId);
      const now = Date.now();
      set((state) => ({
        booking: state.booking && withoutExpiredCode(state.booking, now),
        stays: state.stays.map((stay) => ({ ...stay, booking: withoutExpiredCode(stay.booking, now) })),
      }));
      try {
        await forgetExpiredDoorCodes(now);
      } catch (error) {
        console.warn('The expired door code could not be deleted', error);
      }
    },

    dismissSuccess() {
      set({ showSuccessAlert: false });
    },
  };
});
