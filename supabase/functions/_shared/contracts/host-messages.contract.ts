/**
 * host-messages (issue 44): the host's Messages screen: the conversations Row Level Security shows
 * (an owner the bookings of their homes, the team all), one booking's thread, a reply, and the
 * unread count of the sidebar's badge. Pure (zod only); served by supabase/functions/host-messages.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { uuidSchema } from '../validation.ts';
import { listedBooking } from './booking-shapes.ts';
import { conversationSummary, messageItem, sendFields, sendRefusals } from './message-shapes.ts';
import { count } from './shapes.ts';

const invalidMessage =
  'Send { "action": "conversations", "search"?: <up to 200 characters> }, { "action": "thread", "bookingId" }, ' +
  '{ "action": "reply", "bookingId", "clientId": <a UUID>, "text": <1 to 2,000 characters> } or ' +
  '{ "action": "unread" }.';

const notFound = { status: 404, code: 'not_found', message: 'No such booking.' };

export const hostMessagesConversations = defineContract({
  function: 'host-messages',
  action: 'conversations',
  caller: 'host',
  summary:
    "The conversations with at least one message, unread first then newest (at most 200), searched by guest, property or a message's text; with the unread total.",
  request: z.strictObject({ search: z.string().max(200).optional() }),
  answer: z.strictObject({ conversations: z.array(conversationSummary), unreadTotal: count }),
  errors: {},
  invalidMessage,
});

export const hostMessagesThread = defineContract({
  function: 'host-messages',
  action: 'thread',
  caller: 'host',
  summary:
    "One booking's thread, oldest first (at most the last 500 messages), with the booking's summary; opening it marks the guest's messages read for this host, and delivered.",
  request: z.strictObject({ bookingId: uuidSchema }),
  answer: z.strictObject({ booking: listedBooking, messages: z.array(messageItem) }),
  errors: { notFound },
  invalidMessage,
});

export const hostMessagesReply = defineContract({
  function: 'host-messages',
  action: 'reply',
  caller: 'host',
  summary:
    "Sends a message to the booking's guest (told by push on their installed app, and by e-mail when the booking has an address); sent again with the same clientId it answers the first. 60 messages per host an hour.",
  request: z.strictObject({ bookingId: uuidSchema, ...sendFields }),
  answer: z.strictObject({ message: messageItem }),
  successStatus: 201,
  errors: { notFound, ...sendRefusals },
  invalidMessage,
});

export const hostMessagesUnread = defineContract({
  function: 'host-messages',
  action: 'unread',
  caller: 'host',
  summary:
    "The guests' messages this host has not read, over every conversation they see (the sidebar's badge).",
  request: z.strictObject({}),
  answer: z.strictObject({ unreadTotal: count }),
  errors: {},
  invalidMessage,
});
