import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

/** How often the open portal reads the guests' unread messages again (only while the page is visible). */
export const unreadMessagesPollMs = 30_000;

/**
 * The sidebar's count beside Messages (host-messages `unread`): the guests' messages this host has not
 * read, over every conversation they see. Opening a thread and replying read it again.
 */
export function useUnreadMessages() {
  return useHostQuery(calls.hostMessagesUnread, {}, { pollMs: unreadMessagesPollMs });
}
