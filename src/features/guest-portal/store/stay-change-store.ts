/**
 * The notices of what changed in the saved stays (issue 43, item 7), as the booking view reads them:
 * noted when a refresh brings a new door code, wifi details or address, closed by the guest. Kept on
 * the device through src/lib (stay-change-notices.ts) until closed.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import { create } from 'zustand';
import {
  forgetStayChangeNotice,
  keepStayChangeNotice,
  readStayChangeNotices,
  type StayChangeNotice,
} from '@/lib/stay-change-notices';
import { stayChangeNotice } from '../stay-changes';

interface StayChangeState {
  notices: Record<string, StayChangeNotice>;
  /** The server's answer to a saved stay's refresh, against the copy the phone had. */
  noteRefresh: (saved: BookingDetails, fresh: BookingDetails) => void;
  dismiss: (bookingId: string) => void;
}

export const useStayChanges = create<StayChangeState>((set, get) => ({
  notices: readStayChangeNotices(),
  noteRefresh(saved, fresh) {
    const waiting = get().notices[fresh.id] ?? null;
    const notice = stayChangeNotice(saved, fresh, Date.now(), waiting);
    if (!notice || notice === waiting) return;
    keepStayChangeNotice(fresh.id, notice);
    set((state) => ({ notices: { ...state.notices, [fresh.id]: notice } }));
  },
  dismiss(bookingId) {
    forgetStayChangeNotice(bookingId);
    set((state) => {
      const { [bookingId]: _closed, ...rest } = state.notices;
      return { notices: rest };
    });
  },
}));
