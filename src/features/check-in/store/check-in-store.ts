/**
 * The online check-in of the stay on screen: the stay saved on this device, how many adults, each
 * adult's form as typed (saved to the device as the guest types, debounced), which forms the server
 * has and which wait on the device, and the sending of one form.
 */
import type { BookingDetails, GuestCheckInRequest } from '@shared/api-types.ts';
import { consentVersion } from '@shared/guest-declaration-rules.ts';
import { create } from 'zustand';
import type { CheckInRefusal, GuestDeclarationDraft } from '@/lib/checkin-drafts';
import {
  loadDrafts,
  loadSavedStay,
  type SubmitCheckInOutcome,
  saveDraft,
  sendGuestForm,
} from '../api/submit-check-in';
import { adultChoices, emptyGuestDraft, restoreGuestDraft, submittedGuests } from '../rules/form-rules';

export interface GuestEntry {
  form: GuestDeclarationDraft;
  consent: boolean;
  /** The server refused this form when it was sent from the device later. */
  refusal?: CheckInRefusal;
}

export interface CheckInState {
  bookingId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'missing';
  booking: BookingDetails | null;
  adults: number | null;
  guests: Record<number, GuestEntry>;
  /** Guest numbers whose forms the server has. */
  sent: number[];
  /** Guest numbers whose forms wait on the device for a connection. */
  queued: number[];
  /** The guest whose form is being sent. */
  sending: number | null;
  /** The last send's outcome per guest. */
  results: Record<number, SubmitCheckInOutcome | undefined>;
  open: (bookingId: string) => Promise<void>;
  setAdults: (adults: number) => void;
  updateGuest: (guestIndex: number, patch: Partial<GuestDeclarationDraft>) => void;
  setConsent: (guestIndex: number, consent: boolean) => void;
  submitGuest: (guestIndex: number, language: string) => Promise<SubmitCheckInOutcome | null>;
  setQueued: (guestIndexes: number[]) => void;
  /** Reads the saved stay and the drafts again (a waiting form went out). */
  reload: () => Promise<void>;
  /** Writes the drafts still waiting for their debounce (the page is being left). */
  saveDraftsNow: () => Promise<void>;
}

/** How long typing pauses before the draft is written to the device. */
export const draftSaveDelayMs = 600;

const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emptyEntry = (): GuestEntry => ({ form: emptyGuestDraft(), consent: false });
const languages = ['en', 'fr', 'es', 'ar'] as const;

const initialState = {
  bookingId: null,
  status: 'idle' as const,
  booking: null,
  adults: null,
  guests: {},
  sent: [],
  queued: [],
  sending: null,
  results: {},
};

export const useCheckInStore = create<CheckInState>()((set, get) => {
  const writeDraft = async (guestIndex: number) => {
    timers.delete(guestIndex);
    const { bookingId, booking, adults, guests, sent } = get();
    const entry = guests[guestIndex];
    if (!bookingId || !booking || !entry || sent.includes(guestIndex)) return;
    await saveDraft({
      bookingId,
      guestIndex,
      guest: entry.form,
      adults: adults ?? guestIndex,
      consent: entry.consent,
      checkOutDate: booking.checkOutDate,
    }).catch((error: unknown) => console.warn('The check-in draft could not be saved', error));
  };
  const scheduleDraft = (guestIndex: number) => {
    clearTimeout(timers.get(guestIndex));
    timers.set(
      guestIndex,
      setTimeout(() => void writeDraft(guestIndex), draftSaveDelayMs),
    );
  };
  const cancelDraft = (guestIndex: number) => {
    clearTimeout(timers.get(guestIndex));
    timers.delete(guestIndex);
  };
  const changeGuest = (guestIndex: number, change: (entry: GuestEntry) => GuestEntry) => {
    set((state) => {
      const { [guestIndex]: _result, ...results } = state.results;
      return {
        guests: { ...state.guests, [guestIndex]: change(state.guests[guestIndex] ?? emptyEntry()) },
        results,
      };
    });
    scheduleDraft(guestIndex);
  };

  const readDevice = async (bookingId: string) => {
    const stay = await loadSavedStay(bookingId);
    if (!stay) return null;
    const drafts = await loadDrafts(bookingId).catch(() => []);
    return { booking: stay.booking, drafts };
  };

  return {
    ...initialState,

    open: async (bookingId) => {
      for (const guestIndex of [...timers.keys()]) cancelDraft(guestIndex);
      set({ ...initialState, bookingId, status: 'loading' });
      const found = await readDevice(bookingId).catch(() => null);
      if (get().bookingId !== bookingId) return;
      if (!found) {
        set({ status: 'missing' });
        return;
      }
      const { booking, drafts } = found;
      const choices = adultChoices(booking);
      const drafted = Math.max(0, ...drafts.map((draft) => draft.adults));
      const adults = booking.checkIn?.adults ?? (drafted || (choices.length === 1 ? 1 : null));
      set({
        status: 'ready',
        booking,
        adults: adults === null ? null : Math.min(adults, choices.length),
        sent: submittedGuests(booking),
        guests: Object.fromEntries(
          drafts.map((draft) => [
            draft.guestIndex,
            { form: restoreGuestDraft(draft.guest), consent: draft.consent, refusal: draft.refusal },
          ]),
        ),
      });
    },

    setAdults: (adults) => {
      set({ adults });
      for (const guestIndex of Object.keys(get().guests)) scheduleDraft(Number(guestIndex));
    },

    updateGuest: (guestIndex, patch) =>
      changeGuest(guestIndex, (entry) => ({
        ...entry,
        form: { ...entry.form, ...patch },
        refusal: undefined,
      })),

    setConsent: (guestIndex, consent) => changeGuest(guestIndex, (entry) => ({ ...entry, consent })),

    submitGuest: async (guestIndex, language) => {
      const { bookingId, adults, guests, sending } = get();
      const entry = guests[guestIndex];
      if (!bookingId || !adults || !entry || sending !== null) return null;
      cancelDraft(guestIndex);
      await writeDraft(guestIndex);
      set({ sending: guestIndex });
      const request: GuestCheckInRequest = {
        bookingId,
        // The stay's token (the outbox sends the saved stay's newest, or waits for a new lookup).
        guestToken: get().booking?.guestAccess?.token ?? '',
        adults,
        guestIndex,
        guest: entry.form,
        consent: true,
        consentVersion,
        language: languages.find((code) => language.startsWith(code)) ?? 'en',
      };
      const outcome = await sendGuestForm(request).catch(
        (): SubmitCheckInOutcome => ({ status: 'failed', message: null }),
      );
      if (get().bookingId !== bookingId) return outcome;
      set((state) => {
        const results = { ...state.results, [guestIndex]: outcome };
        if (outcome.status === 'sent') {
          const sent = new Set([...state.sent, ...submittedGuests(outcome.booking), guestIndex]);
          return {
            sending: null,
            results,
            booking: outcome.booking,
            sent: [...sent].sort((a, b) => a - b),
            queued: state.queued.filter((index) => index !== guestIndex),
          };
        }
        if (outcome.status === 'queued') {
          const queued = new Set([...state.queued, guestIndex]);
          return { sending: null, results, queued: [...queued].sort((a, b) => a - b) };
        }
        if (outcome.status === 'findAgain' && state.booking) {
          // No token the server takes: the page asks for one new lookup.
          const { guestAccess: _refused, ...booking } = state.booking;
          return { sending: null, results, booking };
        }
        return { sending: null, results };
      });
      return outcome;
    },

    setQueued: (queued) => set({ queued }),

    reload: async () => {
      const { bookingId } = get();
      if (!bookingId) return;
      const found = await readDevice(bookingId).catch(() => null);
      if (!found || get().bookingId !== bookingId) return;
      const refusals = new Map(found.drafts.map((draft) => [draft.guestIndex, draft.refusal]));
      set((state) => ({
        booking: found.booking,
        sent: [...new Set([...state.sent, ...submittedGuests(found.booking)])].sort((a, b) => a - b),
        guests: Object.fromEntries(
          Object.entries(state.guests).map(([index, entry]) => [
            index,
            { ...entry, refusal: refusals.get(Number(index)) },
          ]),
        ),
      }));
    },

    saveDraftsNow: async () => {
      await Promise.all(
        [...timers.keys()].map((guestIndex) => {
          cancelDraft(guestIndex);
          return writeDraft(guestIndex);
        }),
      );
    },
  };
});
