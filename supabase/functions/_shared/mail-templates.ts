/**
 * The mails of the outbox (mail_outbox.template and .params): which templates exist and what each
 * needs. The event that causes a mail writes its row with these params, in its own transaction; the
 * sender writes the mail in the recipient's language at delivery (mail-texts.ts). Types only.
 */

/** One extra line as a mail names it. */
export interface MailExtraLine {
  /** Catalogue id: airport_transfer, airport_transfer_return, early_checkin, late_checkout, breakfast, universal_adaptor. */
  extraId: string;
  /** The name recorded with the line. */
  name: string;
  quantity: number;
  /** Minor units (cents) of `currency`. */
  amount: number;
  /** Upper case ("EUR"). */
  currency: string;
  /**
   * What the guest gave (BookingExtraLine.details in host-api-types-guests.ts): a transfer's
   * direction, flightNumber, flightDate, flightTime, guestCount, contactNumber, notes,
   * addReturnTransfer, returnFlightNumber, returnFlightDate, returnFlightTime; a breakfast's
   * timeMethod ("now" | "later"), time, people, mornings.
   */
  details: Record<string, string>;
}

/** The booking a mail is about. */
export interface MailBooking {
  bookingId: string;
  /** "First Last", or the last name alone. */
  guestName: string;
  guestPhone: string | null;
  propertyName: string;
  /** YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
}

export interface MailTemplateParams {
  /** Extras were paid: the order's lines. */
  extraPaid: MailBooking & { orderId: string; lines: MailExtraLine[]; total: number; currency: string };
  /** A payment was refunded (in whole or in part): the lines now refunded. */
  extraRefunded: MailBooking & {
    orderId: string;
    lines: MailExtraLine[];
    refundedAmount: number;
    currency: string;
  };
  /** A work-with-us inquiry came in. */
  inquiryReceived: {
    inquiryId: string;
    fullName: string;
    email: string;
    phone: string | null;
    propertyLocation: string;
    message: string | null;
    /** The sender's language (en, fr, es, ar), if known. */
    language: string | null;
  };
  /** More inquiries than the hourly cap came in: one mail for the burst (the rest are stored, not mailed). */
  inquiryBurst: {
    /** The cap: the first this many of the hour had their own mail. */
    cap: number;
    /** When the hour began (ISO). */
    windowStartedAt: string;
  };
  /** A guest wrote in a booking's conversation (to the owner and the team). */
  guestMessage: {
    bookingId: string;
    guestName: string;
    propertyName: string;
    /** YYYY-MM-DD. */
    checkIn: string;
    checkOut: string;
    text: string;
  };
  /** A host answered in the conversation (to the guest, in the guest's language). */
  hostReply: { bookingId: string; propertyName: string; authorName: string; text: string };
  /** The host sent the guest their personal link (issue 45), in the guest's language. */
  guestLink: {
    bookingId: string;
    propertyName: string;
    /** YYYY-MM-DD. */
    checkIn: string;
    checkOut: string;
    /** <site>/s/<token>. */
    url: string;
  };
  /** An automated message of the stay (issue 45), already written in the guest's language. */
  automatedMessage: {
    bookingId: string;
    propertyName: string;
    /** The event (booking_confirmed, …). */
    event: string;
    subject: string;
    text: string;
    /** The guest's personal link, <site>/s/<token>. */
    url: string;
  };
}

export type MailTemplate = keyof MailTemplateParams;
/** The conversation's mails: their words are mail-texts-messages.ts's own. */
export type MessageMailTemplate = 'guestMessage' | 'hostReply' | 'guestLink' | 'automatedMessage';
export const mailTemplates = [
  'extraPaid',
  'extraRefunded',
  'inquiryReceived',
  'inquiryBurst',
  'guestMessage',
  'hostReply',
  'guestLink',
  'automatedMessage',
] as const satisfies readonly MailTemplate[];

/** The host notification preference that lets a mail of each template go to a host (hosts.notification_preferences). */
export const mailPreferenceOf: Record<MailTemplate, string> = {
  extraPaid: 'email-bookings',
  extraRefunded: 'email-bookings',
  inquiryReceived: 'email-messages',
  inquiryBurst: 'email-messages',
  guestMessage: 'email-messages',
  // To a guest: no host preference applies.
  hostReply: 'email-messages',
  guestLink: 'email-messages',
  automatedMessage: 'email-messages',
};
