/**
 * The conversation of a booking (issue 44): one message as both sides read it, the limits a message
 * keeps, and the refusals a send shares. Pure (zod only); used by guest-messages and host-messages.
 */
import { z } from 'zod';
import { uuidSchema } from '../validation.ts';
import { count, day, id, instant } from './shapes.ts';

/** The longest message, in characters (the text box counts down to it). */
export const messageMaxLength = 2000;

/**
 * One message. `sender` is the side; `authorRole` says who on the host side wrote it (the property's
 * owner or the Rihla team), and `authorName` the name the thread shows (the guest's first name, the
 * host's display name).
 */
export const messageItem = z.strictObject({
  id,
  /** The id the writer's device gave it: a send repeated from an offline queue is answered, not doubled. */
  clientId: id,
  sender: z.enum(['guest', 'host']),
  authorRole: z.enum(['guest', 'owner', 'team']),
  authorName: z.string(),
  /** Plain text: shown as text (links as safe links), never as HTML. */
  text: z.string(),
  sentAt: instant,
  /** When the other side's app first received it, else null. */
  deliveredAt: instant.nullable(),
  /** When the other side opened the thread after it, else null. */
  readAt: instant.nullable(),
});

/** What a send carries besides who sends it. */
export const sendFields = {
  /** A UUID the device made when the message was written: the same on every retry. */
  clientId: uuidSchema,
  /** 1 to 2,000 characters once trimmed; line breaks and tabs allowed, other control characters refused. */
  text: z.string().max(messageMaxLength * 2),
};

/** A booking's conversation as the host's list shows it. */
export const conversationSummary = z.strictObject({
  bookingId: id,
  guestName: z.string(),
  property: z.string(),
  checkIn: day,
  checkOut: day,
  lastMessage: z.strictObject({
    text: z.string(),
    sender: z.enum(['guest', 'host']),
    authorName: z.string(),
    sentAt: instant,
  }),
  /** The guest's messages this host has not read. */
  unread: count,
});

/** The refusals of a send, on both sides. */
export const sendRefusals = {
  messageEmpty: { status: 400, code: 'message_empty', message: 'Please write a message before sending.' },
  messageTooLong: {
    status: 400,
    code: 'message_too_long',
    message: 'A message can be at most 2,000 characters.',
  },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    message: 'You have sent many messages in a short time. Please wait a little before sending another.',
  },
} as const;
