/**
 * The wire shapes of host-calendar and host-cleaning (the Calendar and Cleaners screens, issue 28),
 * shared by the handlers and the host portal. Types and plain constants only: the app imports this
 * file (see .dependency-cruiser.cjs), the handlers hold the zod schemas.
 */

/**
 * A cleaning task's status as the screens show it. The database has pending, in_progress and
 * completed; `assigned` is a pending task with a cleaner.
 */
export type CleaningTaskStatus = 'pending' | 'assigned' | 'inProgress' | 'completed';
export const cleaningTaskStatuses: readonly CleaningTaskStatus[] = [
  'pending',
  'assigned',
  'inProgress',
  'completed',
];

/** Limits of what a host types into the task dialogs (the server refuses more). */
export const cleanerNameMaxLength = 80;
export const cleaningNotesMaxLength = 1000;
/** The years a month or a task date may be in. */
export const firstCalendarYear = 2000;
export const lastCalendarYear = 2100;

// --- host-calendar ---------------------------------------------------------------------------

export type CalendarEventType = 'checkIn' | 'checkOut' | 'cleaning' | 'block';

/** A confirmed booking's arrival or departure day. */
export interface CalendarStayEvent {
  /** Unique in the month: the type and the booking id. */
  id: string;
  type: 'checkIn' | 'checkOut';
  /** YYYY-MM-DD, the property's local date. */
  date: string;
  bookingId: string;
  guestName: string;
  propertyName: string;
}

/** A cleaning task on its scheduled day. */
export interface CalendarCleaningEvent {
  id: string;
  type: 'cleaning';
  date: string;
  taskId: string;
  propertyName: string;
  status: CleaningTaskStatus;
  cleanerName: string | null;
}

/** A night a channel calendar (iCal feed) marks as not available: one event per blocked night. */
export interface CalendarBlockEvent {
  /** Unique in the month: the block and the night. */
  id: string;
  type: 'block';
  date: string;
  blockId: string;
  propertyName: string;
  /** The channel's words ("Airbnb (Not available)"), possibly empty. */
  summary: string;
}

export type CalendarEvent = CalendarStayEvent | CalendarCleaningEvent | CalendarBlockEvent;

export interface CalendarDay {
  date: string;
  /** Check-outs first, then cleanings, then check-ins, then blocked nights (the day's order), by property. */
  events: CalendarEvent[];
}

/** host-calendar's answer: the days of the month that have events, in order. */
export interface HostCalendarMonth {
  /** YYYY-MM */
  month: string;
  /** YYYY-MM-DD, today in Morocco. */
  today: string;
  days: CalendarDay[];
}

export interface HostCalendarRequest {
  /** YYYY-MM; this month (Morocco) when left out. */
  month?: string;
}

// --- host-cleaning ---------------------------------------------------------------------------

export interface HostCleaningTask {
  id: string;
  propertyId: string;
  property: string;
  /** The property's city (the card's location line); null when not known. */
  location: string | null;
  /** YYYY-MM-DD, the property's local date. */
  scheduledDate: string;
  /** HH:MM local time; null: any time that day. */
  scheduledTime: string | null;
  status: CleaningTaskStatus;
  cleanerName: string | null;
  notes: string | null;
  /** ISO 8601 (UTC) when the task was completed, else null. */
  completedAt: string | null;
  /**
   * Moved by a paid extra: 'early_check_in' (done earlier: the next guest comes in early),
   * 'late_checkout' (starts later: the guest leaves late), 'both' (both on this day); else null.
   */
  scheduleShift: CleaningScheduleShift | null;
}

export type CleaningScheduleShift = 'early_check_in' | 'late_checkout' | 'both';

/**
 * A paid early check-in, today or in the next 7 days, whose day's cleaning is not completed yet
 * (host-dashboard's `earlyCheckInWarnings`).
 */
export interface EarlyCheckInWarning {
  bookingId: string;
  guestName: string;
  propertyName: string;
  /** The check-in day, YYYY-MM-DD. */
  date: string;
  /** The day's open cleaning task's status; null when the day has no cleaning task at all. */
  cleaningStatus: CleaningTaskStatus | null;
}

/** A property the caller may schedule a cleaning at (the New Task dialog's choices). */
export interface HostCleaningProperty {
  id: string;
  name: string;
  city: string | null;
}

/**
 * The `list` answer: open tasks first by date and time (the next one first), then completed ones,
 * latest first; at most `limit` of `total`.
 */
export interface HostCleaningList {
  tasks: HostCleaningTask[];
  total: number;
  properties: HostCleaningProperty[];
  today: string;
}

/** The answer of `complete`, `assign` and `create`: the task as it now is. */
export interface HostCleaningTaskAnswer {
  task: HostCleaningTask;
}

export type HostCleaningRequest =
  | { action: 'list'; status?: CleaningTaskStatus; limit?: number }
  | { action: 'complete'; taskId: string }
  | { action: 'assign'; taskId: string; cleanerName: string }
  | {
      action: 'create';
      propertyId: string;
      /** YYYY-MM-DD */
      scheduledDate: string;
      /** HH:MM */
      scheduledTime?: string;
      cleanerName?: string;
      notes?: string;
    };
