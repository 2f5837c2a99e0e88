/**
 * The answers of the Dashboard, Guests (with View Details) and Analytics host functions, as the app
 * reads them: host-dashboard, host-guests, host-booking and host-analytics. Types and plain constants
 * only (the app imports this file: no zod, no I/O). Money in minor units unless said otherwise,
 * currencies ISO 4217 upper case ("EUR"), dates YYYY-MM-DD (the properties' local dates).
 */
import type { z } from 'zod';
import type { CheckInStatus } from './api-types.ts';
import type { AnswerOf, RequestOf } from './contract.ts';
import type { bookingExtraLine, listedBooking } from './contracts/booking-shapes.ts';
import type { hostGuests } from './contracts/host-guests.contract.ts';
import type { EarlyCheckInWarning } from './host-api-types-cleaning.ts';

export type { CheckInStatus } from './api-types.ts';
export type { EarlyCheckInWarning } from './host-api-types-cleaning.ts';

export const bookingSources = ['direct', 'airbnb', 'booking_com', 'vrbo', 'others'] as const;
export type BookingSourceName = (typeof bookingSources)[number];

/** Where a stay is, seen from today (check-out day included in checkedIn), or cancelled. */
export const stayStatuses = ['upcoming', 'checkedIn', 'checkedOut', 'cancelled'] as const;
export type StayStatus = (typeof stayStatuses)[number];

/** A booking as the host lists it (Guests table, upcoming check-ins): contracts/booking-shapes.ts. */
export type ListedBooking = z.infer<typeof listedBooking>;

/** host-dashboard's answer. */
export interface DashboardAnswer {
  host: { displayName: string; role: 'owner' | 'team' };
  today: string;
  /** First day of this month. */
  month: string;
  stats: {
    totalProperties: number;
    cities: number;
    /** Major units of `revenueCurrency`. */
    monthlyRevenue: number;
    revenueCurrency: string;
    /** This month against last month, one decimal; null without revenue last month. */
    revenueTrendPercent: number | null;
    activeBookings: number;
    pendingCleaningTasks: number;
  };
  revenue: { currency: string; thisMonth: number; lastMonth: number; trendPercent: number | null }[];
  upcomingCheckIns: ListedBooking[];
  /** Paid early check-ins, today to 7 days on, whose day's cleaning is not completed: a warning each. */
  earlyCheckInWarnings: EarlyCheckInWarning[];
}

/** host-guests' request and answer: contracts/host-guests.contract.ts. */
export type GuestsRequest = RequestOf<typeof hostGuests>;
export type GuestsAnswer = AnswerOf<typeof hostGuests>;

/** host-booking (View Details) request: one booking of the caller's portfolio. */
export interface BookingRequest {
  bookingId: string;
}

/** pending: in checkout; released: not paid (abandoned or failed); refunded: paid, then given back. */
export type ExtraLineStatus = BookingExtraLine['status'];

/** One extra of a booking, as the guest chose it: contracts/booking-shapes.ts. */
export type BookingExtraLine = z.infer<typeof bookingExtraLine>;

/**
 * A booking's online check-in as View Details shows it (issue 31): the status (the rule of
 * ListedBooking's `checkInStatus`), the adults the guest declared (null: not started), the forms
 * received, and the guests whose form is in, by guest number (1 is the main guest). Names only:
 * the forms themselves are in the daily declaration (host-declarations).
 */
export interface HostCheckInSummary {
  status: CheckInStatus;
  adults: number | null;
  received: number;
  guests: { guestIndex: number; firstName: string; lastName: string }[];
  /**
   * Every form received, oldest first, with who and when (issue 41): a form sent again replaces
   * the one before in the declaration, and stays here. Absent from answers saved before it existed.
   */
  history?: CheckInChange[];
}

/** One form received by guest-checkin, as the booking's history keeps it. */
export interface CheckInChange {
  guestIndex: number;
  /** 'submitted': the guest's first form; 'replaced': a form sent again in its place. */
  action: 'submitted' | 'replaced';
  /** The adults declared with this form. */
  adults: number;
  /** The check-in was already complete when this form came. */
  afterComplete: boolean;
  /** The sender's address, as the server saw it. */
  clientIp: string;
  /** ISO 8601 instant (the server's time). */
  at: string;
}

/** host-booking's answer. */
export interface BookingDetailsAnswer {
  booking: {
    id: string;
    firstName: string | null;
    /** '' for a channel booking not named yet (`nameNeeded`). */
    lastName: string;
    /** First and last name, as listed. */
    name: string;
    /** No last name yet (a channel booking): "Guest name needed"; the guest lookup cannot find it. */
    nameNeeded: boolean;
    email: string | null;
    phone: string | null;
    guests: number;
    checkIn: string;
    checkOut: string;
    nights: number;
    property: { name: string; city: string | null };
    source: BookingSourceName;
    status: StayStatus;
    /** The stay's price; null when not known. */
    stayTotal: number | null;
    currency: string;
    /** When the booking was recorded (ISO 8601 instant). */
    createdAt: string;
  };
  /** Oldest first. */
  extras: BookingExtraLine[];
  /** Paid extras per currency. */
  extrasPaid: { currency: string; amount: number }[];
  /** The guests' online check-in (issue 31). */
  checkIn: HostCheckInSummary;
}

/** The Analytics screen's period buttons. */
export const analyticsPeriods = ['last30', 'quarter', 'ytd', 'custom'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
/** The monthly charts' spans. */
export const analyticsMonthSpans = [6, 12] as const;
/** The longest custom period, in days. */
export const maxCustomPeriodDays = 366;

/** host-analytics' request; `from` and `to` (inclusive) only, and both, with the custom period. */
export interface AnalyticsRequest {
  months?: (typeof analyticsMonthSpans)[number];
  period?: AnalyticsPeriod;
  from?: string;
  to?: string;
}

export interface AnalyticsMonth {
  /** First day of the month. */
  month: string;
  days: number;
  /** Revenue of the stays checking in that month, per currency of `currencies` (zeros included). */
  revenue: { currency: string; amount: number }[];
  /** Confirmed nights that fall in the month, and the nights the portfolio could sell. */
  bookedNights: number;
  availableNights: number;
  /** bookedNights / availableNights in percent, one decimal (0 without properties). */
  occupancyPercent: number;
}

export interface AnalyticsFigures {
  /** Revenue of the stays checking in within the period, in `currency`. */
  revenue: number;
  /** Booked nights within the period / (properties x days), percent, one decimal. */
  occupancyPercent: number;
  /** Revenue / nights of the stays checking in within the period, in `currency`; null without any. */
  averageDailyRate: number | null;
  /** Confirmed bookings checking in within the period (with a known total or not). */
  bookings: number;
}

/** host-analytics' answer. */
export interface AnalyticsAnswer {
  today: string;
  properties: number;
  /** The figures' currency: EUR when any revenue is in EUR, else the largest. */
  currency: string;
  /** Every currency with revenue in the months or the periods, `currency` first. */
  currencies: string[];
  /** Oldest first, this month last. */
  months: AnalyticsMonth[];
  period: {
    kind: AnalyticsPeriod;
    from: string;
    to: string;
    days: number;
    previousFrom: string;
    previousTo: string;
  };
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
  change: {
    /** Percent change against the previous period, one decimal; null when it had none. */
    revenuePercent: number | null;
    /** Difference in percentage points, one decimal. */
    occupancyPoints: number;
    averageDailyRatePercent: number | null;
  };
  /** Confirmed bookings checking in within the period, by source: all five, in this order. */
  sources: { source: BookingSourceName; count: number; sharePercent: number }[];
}
