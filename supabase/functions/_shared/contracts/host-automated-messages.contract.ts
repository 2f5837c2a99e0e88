/**
 * host-automated-messages (issue 45, docs/automated-messages.md): the messages the stay sends by
 * itself, from the booking's confirmation to the thank-you after check-out. The team edits the
 * templates (four languages, placeholders, a preview) and each property's on/off per event; an owner
 * reads their own properties' settings and what was sent to their bookings (Row Level Security).
 * Pure (zod only); served by supabase/functions/host-automated-messages.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { id, instant } from './shapes.ts';

export const automatedMessageLanguages = ['en', 'fr', 'es', 'ar'] as const;
export type AutomatedMessageLanguage = (typeof automatedMessageLanguages)[number];

/** The events, in the order a stay meets them. */
export const automatedMessageEvents = [
  'booking_confirmed',
  'before_arrival',
  'door_code_released',
  'arrival_morning',
  'checkout_morning',
  'after_checkout',
] as const;
export type AutomatedMessageEvent = (typeof automatedMessageEvents)[number];

/** The placeholders a template may hold, written `{name}`; any other `{…}` is refused. */
export const automatedMessagePlaceholders = [
  'firstName',
  'property',
  'checkInDate',
  'checkOutDate',
  'checkInTime',
  'checkOutTime',
  'link',
  'codeReleaseTime',
  'reviewLink',
] as const;

const language = z.enum(automatedMessageLanguages);
const event = z.enum(automatedMessageEvents);
/** A template's subject (the mail's) and text (the message's and the mail's body). */
const subject = z.string().trim().min(1).max(200);
const body = z.string().trim().min(1).max(2000);

/** One language of a template. `text: null`: no text in this language (the English one is sent). */
const templateLanguage = z.strictObject({
  language,
  subject: z.string().nullable(),
  text: z.string().nullable(),
  /** True while the text is the one Rihla ships (never edited, or reset). */
  isDefault: z.boolean(),
  updatedAt: instant.nullable(),
});

const template = z.strictObject({
  event,
  /** Four entries, en, fr, es, ar. */
  languages: z.array(templateLanguage),
});

const channel = z.enum(['message', 'email', 'push']);

const propertySettings = z.strictObject({
  propertyId: id,
  /** Events this property sends (all six by default). */
  enabled: z.array(event),
  /** Days before check-in for `before_arrival` (default 3). */
  daysBeforeArrival: z.number().int().min(1).max(30),
  /** The review page the thank-you links to; null: the thank-you has no review link. */
  reviewUrl: z.string().nullable(),
});

const notFound = {
  status: 404,
  code: 'not_found',
  message: 'No such property or booking in your portfolio.',
};
const unknownPlaceholder = {
  status: 400,
  code: 'unknown_placeholder',
  message: 'This text has a placeholder we do not know. Use only the ones listed under the text.',
};
const invalidMessage =
  'Send { "action": "templates" | "save-template" | "preview" | "property-settings" | "save-property-settings" | "booking-log", … }.';

export const hostAutomatedMessagesTemplates = defineContract({
  function: 'host-automated-messages',
  action: 'templates',
  caller: 'host',
  summary:
    'Automated messages: every event’s template in the four languages (an owner reads them, only the team edits them).',
  request: z.strictObject({}),
  answer: z.strictObject({
    templates: z.array(template),
    placeholders: z.array(z.enum(automatedMessagePlaceholders)),
  }),
  errors: {},
  invalidMessage,
});

export const hostAutomatedMessagesSaveTemplate = defineContract({
  function: 'host-automated-messages',
  action: 'save-template',
  caller: 'team',
  summary:
    "Save one language of an event's template; `text: null` leaves the language without a text (English is sent), `reset: true` brings back Rihla's text.",
  request: z.strictObject({
    event,
    language,
    subject: subject.nullable(),
    text: body.nullable(),
    reset: z.boolean().optional(),
  }),
  answer: template,
  errors: {
    unknownPlaceholder,
    englishRequired: {
      status: 400,
      code: 'english_required',
      message: 'The English text is the one every other language falls back to: it cannot be empty.',
    },
  },
  invalidMessage,
});

export const hostAutomatedMessagesPreview = defineContract({
  function: 'host-automated-messages',
  action: 'preview',
  caller: 'host',
  summary:
    "A template as a guest would read it, with a sample stay's values (or a property's own); unsaved text may be sent to preview it.",
  request: z.strictObject({
    event,
    language,
    subject: subject.nullable().optional(),
    text: body.nullable().optional(),
    propertyId: id.optional(),
  }),
  answer: z.strictObject({
    subject: z.string(),
    text: z.string(),
    /** The language the text is in: the asked one, or `en` when it has no text. */
    language,
    fellBackToEnglish: z.boolean(),
  }),
  errors: { notFound, unknownPlaceholder },
  invalidMessage,
});

export const hostAutomatedMessagesPropertySettings = defineContract({
  function: 'host-automated-messages',
  action: 'property-settings',
  caller: 'host',
  summary:
    "A property's automated messages: which events it sends, the days before arrival, the review link.",
  request: z.strictObject({ propertyId: id }),
  answer: propertySettings,
  errors: { notFound },
  invalidMessage,
});

export const hostAutomatedMessagesSavePropertySettings = defineContract({
  function: 'host-automated-messages',
  action: 'save-property-settings',
  caller: 'team',
  summary: "Save a property's automated messages settings; answers them as they now are.",
  request: propertySettings,
  answer: propertySettings,
  errors: {
    notFound,
    invalidReviewUrl: {
      status: 400,
      code: 'invalid_review_url',
      message: 'The review link must be a web address starting with https://.',
    },
  },
  invalidMessage,
});

export const hostAutomatedMessagesBookingLog = defineContract({
  function: 'host-automated-messages',
  action: 'booking-log',
  caller: 'host',
  summary:
    'What the stay sent by itself to one booking (when, in which language, by which channels) and what it will send next.',
  request: z.strictObject({ bookingId: id }),
  answer: z.strictObject({
    sent: z.array(
      z.strictObject({
        event,
        sentAt: instant,
        language,
        /** The language asked had no text: the English one was sent. */
        fellBackToEnglish: z.boolean(),
        channels: z.array(channel),
      }),
    ),
    /** Events still to come for this booking, with when they are due (none for a cancelled booking). */
    upcoming: z.array(z.strictObject({ event, dueAt: instant })),
  }),
  errors: { notFound },
  invalidMessage,
});
