import type { CallAnswer } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type ConversationsAnswer = CallAnswer<typeof calls.hostMessagesConversations>;
export type ConversationSummary = ConversationsAnswer['conversations'][number];

/** How often the open Messages screen reads its list again (only while the page is visible). */
export const conversationsPollMs = 10_000;

/**
 * The Messages screen's list (host-messages `conversations`): the conversations Row Level Security
 * shows, unread first then newest, searched on the server by guest, property or text. While another
 * search loads, the current rows stay on screen.
 */
export function useConversations(search: string) {
  return useHostQuery(calls.hostMessagesConversations, search ? { search } : {}, {
    keepPrevious: true,
    pollMs: conversationsPollMs,
  });
}
