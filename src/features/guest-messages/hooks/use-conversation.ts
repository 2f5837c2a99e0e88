/** The booking's conversation as the device holds it (saved thread and waiting messages), kept current. */
import { useEffect, useState } from 'react';
import { type ConversationOnDevice, watchConversation } from '@/lib/guest-messages';

export function useConversation(bookingId: string): ConversationOnDevice & { loaded: boolean } {
  const [state, setState] = useState<ConversationOnDevice & { loaded: boolean }>({
    thread: null,
    pending: [],
    loaded: false,
  });
  useEffect(() => {
    setState({ thread: null, pending: [], loaded: false });
    return watchConversation(bookingId, (conversation) => setState({ ...conversation, loaded: true }));
  }, [bookingId]);
  return state;
}
