/**
 * Keeps the conversation current: asked for once in the background when the section opens online
 * (and when the connection returns), then, while the section is on screen, the page visible and the
 * device online, about every 1.5 s, so a host's reply shows within 2 s with no reload; stopped when
 * hidden or offline. `seen` tells the server the thread is on the guest's screen. Messages waiting on
 * the device go out at each of these moments too. Side effect: network (through the api).
 */
import { useEffect, useRef } from 'react';
import { listMessages } from '../api/list-messages';
import { sendWaitingMessages } from '../api/send-message';

export const pollEveryMs = 1500;

export interface RefreshInput {
  bookingId: string;
  guestToken: string | null;
  online: boolean;
  visible: boolean;
  /** The section is on screen: poll. */
  onScreen: boolean;
  /** The thread itself is on screen: the host's messages count as read. */
  threadInView: boolean;
  /** Messages wait on the device for this booking. */
  hasWaiting: boolean;
  onAccessRefused?: () => void;
}

export function useConversationRefresh(input: RefreshInput): void {
  const latest = useRef(input);
  latest.current = input;
  const { bookingId, guestToken, online, visible, onScreen } = input;

  // One request at a time: each answers before the next is asked.
  const refresh = useRef<() => Promise<void>>(async () => undefined);
  refresh.current = async () => {
    const current = latest.current;
    if (!current.guestToken) return;
    if (current.hasWaiting) await sendWaitingMessages().catch(() => 0);
    const outcome = await listMessages({
      bookingId: current.bookingId,
      guestToken: current.guestToken,
      seen: current.threadInView && current.visible,
    }).catch(() => 'failed' as const);
    if (outcome === 'findAgain') current.onAccessRefused?.();
  };

  // In the background as the section opens online, and when the connection returns.
  useEffect(() => {
    if (!online || !guestToken || !bookingId) return;
    void refresh.current();
  }, [online, guestToken, bookingId]);

  useEffect(() => {
    if (!online || !visible || !onScreen || !guestToken || !bookingId) return;
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      const started = Date.now();
      await refresh.current();
      if (stopped) return;
      timer = window.setTimeout(tick, Math.max(0, pollEveryMs - (Date.now() - started)));
    };
    timer = window.setTimeout(tick, pollEveryMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [online, visible, onScreen, guestToken, bookingId]);
}
