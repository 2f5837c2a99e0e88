/**
 * The notices of what changed in a saved stay (issue 43, item 7: "Your door code changed on ..."),
 * kept in localStorage by booking id until the guest closes them, so a notice the guest has not seen
 * survives a reload, and one closed stays closed. Side effect: localStorage (private mode may refuse:
 * the notice then lasts the visit only).
 */
import { STORAGE_KEYS } from './storage-keys';

export type StayChangeField = 'doorCode' | 'wifi' | 'address';

export interface StayChangeNotice {
  /** What changed, in the order the guest reads it. */
  changes: StayChangeField[];
  /** When the door code changed (ISO), as the server says, else when the phone noticed it. */
  doorCodeChangedAt: string | null;
}

type Notices = Record<string, StayChangeNotice>;

let inMemory: Notices = {};

function read(): Notices {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.stayChangeNotices);
    return stored ? (JSON.parse(stored) as Notices) : inMemory;
  } catch {
    return inMemory;
  }
}

function write(notices: Notices): void {
  inMemory = notices;
  try {
    if (Object.keys(notices).length === 0) localStorage.removeItem(STORAGE_KEYS.stayChangeNotices);
    else localStorage.setItem(STORAGE_KEYS.stayChangeNotices, JSON.stringify(notices));
  } catch {
    // not stored: shown for this visit only
  }
}

export function readStayChangeNotices(): Notices {
  return read();
}

export function keepStayChangeNotice(bookingId: string, notice: StayChangeNotice): void {
  write({ ...read(), [bookingId]: notice });
}

/** Closed by the guest (seen), or the stay removed from the device. */
export function forgetStayChangeNotice(bookingId: string): void {
  const { [bookingId]: _gone, ...rest } = read();
  write(rest);
}
