/**
 * One booking's conversation on the Messages screen (host-messages `thread`), read again every 1.5 s
 * while it is open and the page is visible, so a guest's new message shows within 2 s. Side effect:
 * each new answer (opening the thread marks the guest's messages read) reads the sidebar's unread
 * count and the list again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallAnswer } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { useHostAuthStore } from '../auth/host-auth-store';
import { hostCallKey, hostQueryKey, useHostQuery } from './use-host-query';

export type MessageThreadAnswer = CallAnswer<typeof calls.hostMessagesThread>;
export type ThreadMessage = MessageThreadAnswer['messages'][number];

/** How often an open thread is read again (a new message must be on screen within 2 s). */
export const threadPollMs = 1_500;

/** The thread of `bookingId`, polled while open; idle without one. */
export function useMessageThread(bookingId: string | null) {
  const client = useQueryClient();
  const email = useHostAuthStore((state) => state.email);
  const read = useHostQuery(
    calls.hostMessagesThread,
    { bookingId: bookingId ?? '' },
    { enabled: bookingId !== null, always: true, pollMs: threadPollMs },
  );
  // The answer keeps its identity while nothing in it changes (TanStack's structural sharing): the
  // count and the list are read again when the thread opens or a message arrives, not on every poll.
  const data = read.data;
  useEffect(() => {
    if (!data) return;
    void client.invalidateQueries({ queryKey: hostCallKey(email, calls.hostMessagesUnread, {}) });
    void client.invalidateQueries({
      queryKey: [...hostQueryKey(email, 'host-messages'), { action: 'conversations' }],
    });
  }, [client, email, data]);
  return read;
}
