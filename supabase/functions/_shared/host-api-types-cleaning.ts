/**
 * The wire shapes of host-calendar and host-cleaning (the Calendar and Cleaners screens, issue 28),
 * shared by the handlers and the host portal. Types and plain constants only: the app imports this
 * file (see .dependency-cruiser.cjs), the contracts hold the zod schemas.
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type {
  cleaningProperty,
  cleaningTask,
  hostCleaningAssign,
  hostCleaningComplete,
  hostCleaningCreate,
  hostCleaningList,
} from './contracts/host-cleaning.contract.ts';

/**
 * A cleaning task's status as the screens show it. The database has pending, in_progress and
 * completed; `assigned` is a pending task with a cleaner.
 */
export const cleaningTaskStatuses = ['pending', 'assigned', 'inProgress', 'completed'] as const;
export type CleaningTaskStatus = (typeof cleaningTaskStatuses)[number];

/** Why a cleaning moved: a paid early check-in, a paid late checkout, or both on its day. */
export const cleaningScheduleShifts = ['early_check_in', 'late_checkout', 'both'] as const;
export type CleaningScheduleShift = (typeof cleaningScheduleShifts)[number];

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

/** A cleaning task as the Cleaners screen shows it: contracts/host-cleaning.contract.ts. */
export type HostCleaningTask = z.infer<typeof cleaningTask>;

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
export type HostCleaningProperty = z.infer<typeof cleaningProperty>;

/** host-cleaning's requests and answers: contracts/host-cleaning.contract.ts. */
export type HostCleaningList = AnswerOf<typeof hostCleaningList>;
/** The answer of `complete`, `assign` and `create`: the task as it now is. */
export type HostCleaningTaskAnswer = AnswerOf<typeof hostCleaningComplete>;
export type CompleteCleaningTaskBody = RequestOf<typeof hostCleaningComplete>;
export type AssignCleanerBody = RequestOf<typeof hostCleaningAssign>;
export type CreateCleaningTaskBody = RequestOf<typeof hostCleaningCreate>;
