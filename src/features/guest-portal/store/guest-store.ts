/**
 * The guest portal's state: the saved stays on this device, the booking on screen, the find and
 * payment-return lookups, background refresh (which forgets a stay the host cancelled) and "Remove
 * from this device"; a personal link's stay (guest-link-open.ts). IndexedDB and server via src/lib.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import { create } from 'zustand';
import { deliverPendingCheckIns } from '@/lib/checkin-delivery';
import { isGuestTokenRefusal } from '@/lib/functions-client';
import { isOnline } from '@/lib/network-status';
import {
  forgetExpiredDoorCodes,
  forgetGuestAccess,
  getReadyToKeepStays,
  loadSavedStays,
  removeSavedStay,
  type SavedStay,
  type SavedStaysRead,
  withoutExpiredCode,
} from '@/lib/saved-stays';
import { checkFindForm, type PaymentReturn, refreshFailureVerdict } from '../booking-rules';
import { paymentReturnRequests, refreshRequest, withoutGuestAccess } from '../guest-access-rules';
import { firstStatus } from './first-status';
import { failureOf, keepOnDevice, type LookupFailure, type LookupResult, lookup } from './guest-lookup';
import { useStayChanges } from './stay-change-store';

export type { LookupFailure };

type PaymentSuccess = Extract<PaymentReturn, { kind: 'success' }>;

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
  /** A personal link (/s/<token>) is opening: the page's next `init` leaves the view to it. */
  linkOpening: boolean;

  /** Opens the page on what the device holds (`saved`: the read of its saved stays), or on a payment return. */
  init: (payment: PaymentSuccess | null, saved: SavedStaysRead) => Promise<void>;
  find: (input: {
    checkInDate: string | null;
    lastName: string;
  }) => Promise<'incomplete' | 'offline' | 'found' | 'failed'>;
  /**
   * Asks the server for a saved stay again (its id and guest token) and saves the answer; a stay the
   * server no longer has (cancelled) leaves the device. No token: not asked; a refused one: kept without it.
   */
  refresh: (bookingId: string) => Promise<void>;
  /** The server refused the stay's guest token (here, or for extras or check-in): dropped, the stay stays. */
  accessRefused: (bookingId: string) => Promise<void>;
  openStay: (bookingId: string) => void;
  showFindForm: () => void;
  remove: (bookingId: string) => Promise<void>;
  /** The code's release or expiry time came: the server is asked again; a code past expiry goes, offline too. */
  codeTimeReached: (bookingId: string) => Promise<void>;
  /** Loads and opens the database ahead of a find (the form is in use): a stay found is saved at once. */
  getReadyToSave: () => void;
  dismissSuccess: () => void;
  /** Shows a booking the server found and saves it on the device (as a lookup that finds it). */
  showAnswer: (booking: BookingDetails) => Promise<void>;
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
      // A new token: check-in forms that waited for one can go now.
      void deliverPendingCheckIns();
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

  /** The device that paid asks with its token; another (or a refused token) with the address's return token. */
  const paymentLookup = async (payment: PaymentSuccess): Promise<LookupResult | null> => {
    const saved = get().stays.find((stay) => stay.bookingId === payment.bookingId);
    let result: LookupResult | null = null;
    for (const request of paymentReturnRequests(payment, saved?.booking)) {
      result = await lookup(request);
      if (!isGuestTokenRefusal(result)) return result;
      if ('guestToken' in request) await get().accessRefused(payment.bookingId);
    }
    return result;
  };

  const openPaymentReturn = async (payment: PaymentSuccess, saved: Promise<SavedStay[]>) => {
    set({ status: 'loading', loadingMode: 'payment', booking: null, stays: await saved });
    const result = await paymentLookup(payment);
    if (result?.ok) {
      set({ showSuccessAlert: true });
      await showAnswer(result.data);
      return;
    }
    // No token to ask with (an id alone opens nothing), or every one refused: one new lookup.
    const failure: LookupFailure = result ? failureOf(result) : { kind: 'findAgain' };
    if (get().stays.length > 0) {
      // A payment return that cannot be loaded (an old link, a bad id) never hides a stay saved here.
      openSaved(get().stays);
      set({ loadingMode: null, paymentFailure: failure });
    } else {
      set({ status: 'paymentError', loadingMode: null, paymentFailure: failure });
    }
  };

  return {
    status: firstStatus(),
    loadingMode: null,
    booking: null,
    stays: [],
    updatedAt: null,
    refreshing: false,
    findFailure: null,
    paymentFailure: null,
    showSuccessAlert: false,
    photosVersion: 0,
    linkOpening: false,
    showAnswer,

    init(payment, saved) {
      if (get().linkOpening && !payment) {
        set({ linkOpening: false });
        return saved.stays.then((stays) => (get().status === 'found' ? undefined : set({ stays })));
      }
      set({ findFailure: null, paymentFailure: null });
      if (payment) return openPaymentReturn(payment, saved.stays);
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
      const { stays, booking } = get();
      const saved = stays.find((stay) => stay.bookingId === bookingId)?.booking;
      const request = refreshRequest(saved ?? (booking?.id === bookingId ? booking : { id: bookingId }));
      // No token: nothing the server would answer; the page asks for one new lookup.
      if (!request) return;
      set({ refreshing: true });
      try {
        const result = await lookup(request);
        if (!get().stays.some((stay) => stay.bookingId === bookingId)) return;
        if (!result.ok) {
          // Cancelled by the host (answered as a miss): the saved copy goes, as "Remove from this device".
          const verdict = refreshFailureVerdict(result);
          if (verdict === 'forget') await get().remove(bookingId);
          else if (verdict === 'findAgain') await get().accessRefused(bookingId);
          return;
        }
        if (saved) useStayChanges.getState().noteRefresh(saved, result.data);
        const stay = await keepOnDevice(result.data, bumpPhotos);
        if (get().booking?.id === bookingId) set({ booking: stay.booking, updatedAt: stay.updatedAt });
        await reloadStays();
      } catch (error) {
        console.warn('Background refresh failed', error);
      } finally {
        set({ refreshing: false });
      }
    },

    async accessRefused(bookingId) {
      set((state) => ({
        booking: state.booking?.id === bookingId ? withoutGuestAccess(state.booking) : state.booking,
        stays: state.stays.map((stay) =>
          stay.bookingId === bookingId ? { ...stay, booking: withoutGuestAccess(stay.booking) } : stay,
        ),
      }));
      try {
        await forgetGuestAccess(bookingId);
      } catch (error) {
        console.warn('The refused guest token could not be forgotten', error);
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
