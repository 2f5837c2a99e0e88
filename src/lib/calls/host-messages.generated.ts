/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-messages, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostMessagesConversations as hostMessagesConversationsContract,
  hostMessagesReply as hostMessagesReplyContract,
  hostMessagesThread as hostMessagesThreadContract,
  hostMessagesUnread as hostMessagesUnreadContract,
} from '@shared/contracts/host-messages.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostMessagesConversations = 'host-messages.conversations' as CallRef<
  typeof hostMessagesConversationsContract,
  'host-messages'
>;
/** host */
export const hostMessagesReply = 'host-messages.reply' as CallRef<
  typeof hostMessagesReplyContract,
  'host-messages'
>;
/** host */
export const hostMessagesThread = 'host-messages.thread' as CallRef<
  typeof hostMessagesThreadContract,
  'host-messages'
>;
/** host */
export const hostMessagesUnread = 'host-messages.unread' as CallRef<
  typeof hostMessagesUnreadContract,
  'host-messages'
>;
