/**
 * guest-messages (issue 44): the guest's side of the booking's conversation, in the stay view:
 * read the thread and send a message, with the booking's guest token (never the id alone).
 * Pure (zod only); served by supabase/functions/guest-messages.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guestTokenSchema, uuidSchema } from '../validation.ts';
import { guestRefusals } from './guest-refusals.ts';
import { messageItem, sendFields, sendRefusals } from './message-shapes.ts';

const invalidMessage =
  'Send { "action": "list", "bookingId", "guestToken", "seen"?: boolean } or { "action": "send", "bookingId", ' +
  '"guestToken", "clientId": <a UUID>, "text": <1 to 2,000 characters>, "language": "en" | "fr" | "es" | "ar" }.';

const notFound = { status: 404, code: 'not_found', message: "We couldn't find this booking." };

export const guestMessagesList = defineContract({
  function: 'guest-messages',
  action: 'list',
  caller: 'guest',
  summary:
    "The booking's conversation, oldest first (at most the last 500 messages): the host's messages are marked delivered, and read when `seen` says the thread is on the guest's screen.",
  request: z.object({
    bookingId: uuidSchema,
    guestToken: guestTokenSchema.optional(),
    /** The thread is on screen and the page visible: the host's messages count as read. */
    seen: z.boolean().optional(),
  }),
  answer: z.strictObject({
    messages: z.array(messageItem),
    /** The first names of the people who answer (the owner and the team), for "Message your host". */
    hostNames: z.array(z.string()),
  }),
  errors: { guestTokenInvalid: guestRefusals.guestTokenInvalid, notFound },
  invalidMessage,
});

export const guestMessagesSend = defineContract({
  function: 'guest-messages',
  action: 'send',
  caller: 'guest',
  summary:
    "Sends a message to the stay's host (its owner and the Rihla team, told in the app, by e-mail and by push); sent again with the same clientId it answers the first. 30 messages per booking an hour, 200 a day.",
  request: z.object({
    bookingId: uuidSchema,
    guestToken: guestTokenSchema.optional(),
    ...sendFields,
    /** The language the guest writes in: the host's e-mail and the guest's later notices use it. */
    language: z.enum(['en', 'fr', 'es', 'ar']),
  }),
  answer: z.strictObject({ message: messageItem }),
  successStatus: 201,
  errors: {
    guestTokenInvalid: guestRefusals.guestTokenInvalid,
    notFound,
    ...sendRefusals,
    stayClosed: {
      status: 409,
      code: 'conversation_closed',
      message: 'This stay ended more than 30 days ago: please contact us by phone or e-mail.',
    },
  },
  invalidMessage,
});
