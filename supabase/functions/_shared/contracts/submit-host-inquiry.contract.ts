/**
 * submit-host-inquiry: the work-with-us form's inquiry (the site's "Work with us"), stored once per
 * client reference. Pure (zod only); served by supabase/functions/submit-host-inquiry.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { inquirySchema } from '../inquiry-schema.ts';
import { id, instant } from './shapes.ts';

/** The form's field an issue is about (`inquiry.email` is `email`; the request's own keys as they are). */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'inquiry' ? String(path[1] ?? 'inquiry') : String(path[0]);

export const submitHostInquiry = defineContract({
  function: 'submit-host-inquiry',
  successStatus: 201,
  caller: 'anonymous',
  summary:
    'Work with us: an inquiry stored and the team told (past 20 in an hour, one notice for the burst); answers 201 with its id, and a resend with the same clientReference (the offline outbox retrying) 200 with the same id, stored once. 10 per address in an hour.',
  request: z.object({
    /** The form, by its own rules and messages (inquiry-schema.ts): trimmed, empty optional fields left out. */
    inquiry: inquirySchema,
    /** The sender's reference for this inquiry: a resend with it is stored once. */
    clientReference: z.uuid().optional(),
    language: z.enum(['en', 'fr', 'es', 'ar']).optional(),
  }),
  answer: z.strictObject({ id, receivedAt: instant }),
  errors: {
    rateLimited: {
      status: 429,
      code: 'rate_limited',
      message: 'Too many inquiries. Please try again later.',
    },
  },
  invalidMessage:
    'The first field’s message, as the form words it ("Full name is required"); `fields` holds the first message of each field.',
  invalidMessageFor: (issues) => issues[0]?.message ?? 'Invalid inquiry',
  invalidFieldsFor: (issues) => {
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[fieldOf(issue.path)] ??= issue.message;
    return { fields };
  },
});
