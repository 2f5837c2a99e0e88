/**
 * Sends the messages to a host kept on the device (written offline) from whatever page the guest is
 * on: at start and whenever the connection returns. The outbox code (and IndexedDB) loads only when
 * the hint says something is waiting.
 */
import { useEffect } from 'react';
import { hasPendingMessages } from './pending-messages-flag';

/** Sends what waits, if anything does and the device is online; answers how many messages went. */
export async function deliverPendingMessages(): Promise<number> {
  if (!hasPendingMessages() || !navigator.onLine) return 0;
  const { flushMessageOutbox } = await import('./message-outbox');
  return flushMessageOutbox().catch(() => 0);
}

export function useMessageDelivery(): void {
  useEffect(() => {
    const deliver = () => void deliverPendingMessages();
    deliver();
    window.addEventListener('online', deliver);
    return () => window.removeEventListener('online', deliver);
  }, []);
}
