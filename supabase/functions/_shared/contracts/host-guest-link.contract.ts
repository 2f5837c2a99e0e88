/**
 * host-guest-link (issue 45): the guest's personal link as View Details and the booking editor
 * offer it: copy it, send it by WhatsApp or e-mail, paste a ready message in a channel's chat, or
 * replace it (the old link dead at once). The property's owner or the team (Row Level Security: a
 * booking of another owner is not found). Pure (zod only); served by supabase/functions/host-guest-link.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { uuidSchema } from '../validation.ts';

export const guestLinkLanguages = ['en', 'fr', 'es', 'ar'] as const;

const request = z.strictObject({
  bookingId: uuidSchema,
  /** The host page's language: the message's when the guest's is not known. */
  language: z.enum(guestLinkLanguages),
});

const linkAnswer = z.strictObject({
  /** The address the guest opens: <site>/s/<token>. */
  url: z.string(),
  /** The message's language: the guest's (the language they last wrote in), else the page's. */
  language: z.enum(guestLinkLanguages),
  /** The ready text with the link, for WhatsApp or a channel's chat. */
  message: z.string(),
  /** wa.me with the guest's number and the message; null when the booking has no usable phone. */
  whatsappUrl: z.string().nullable(),
});

const notFound = { status: 404, code: 'not_found', message: 'No booking with this id in your portfolio.' };
const cancelled = {
  status: 409,
  code: 'booking_cancelled',
  message: 'This booking is cancelled: its guest link opens nothing.',
};
const nameNeeded = {
  status: 409,
  code: 'guest_name_needed',
  message: 'Add the guest’s last name first: the link opens the stay once the booking is named.',
};
const notConfigured = {
  status: 503,
  code: 'not_configured',
  message: 'This service is not configured yet. Please try again later.',
};
const refusals = { notFound, cancelled, nameNeeded, notConfigured };
const invalidMessage =
  'Send { "action": "get" | "renew" | "email", "bookingId", "language": "en" | "fr" | "es" | "ar" }.';

export const hostGuestLinkGet = defineContract({
  function: 'host-guest-link',
  action: 'get',
  caller: 'host',
  summary:
    "The booking's personal link (made the first time it is asked for), with the ready message and the WhatsApp link in the guest's language.",
  request,
  answer: linkAnswer,
  errors: refusals,
  invalidMessage,
});

export const hostGuestLinkRenew = defineContract({
  function: 'host-guest-link',
  action: 'renew',
  caller: 'host',
  summary:
    'New link: the old link opens nothing from now on (and the devices that opened it find the booking again); answers the new one.',
  request,
  answer: linkAnswer,
  errors: refusals,
  invalidMessage,
});

export const hostGuestLinkEmail = defineContract({
  function: 'host-guest-link',
  action: 'email',
  caller: 'host',
  summary:
    "Queues a mail with the link to the booking's address, in the guest's language (through the mail outbox; once per link and address).",
  request,
  answer: z.strictObject({ queued: z.boolean(), to: z.string() }),
  errors: {
    ...refusals,
    noEmail: {
      status: 400,
      code: 'no_email',
      message: 'This booking has no e-mail address: copy the link or send it by WhatsApp instead.',
    },
  },
  invalidMessage,
});
