/**
 * Mounts the toast container lazily. Features call `notifications.show()` from
 * @mantine/notifications directly; its store keeps the message until the container mounts, which
 * happens on the first interaction, on a payment return, or once the page is idle. A load that
 * fails offline (first visit, no service worker yet) is tried again when the connection returns.
 */
import { type ComponentType, useEffect, useState } from 'react';

const IDLE_DELAY_MS = 4000;

export function NotificationsOutlet() {
  const [wanted, setWanted] = useState(
    // No window while the build prerenders a page: nothing is wanted there.
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('payment'),
  );
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, passive: true });
    const timer = window.setTimeout(want, IDLE_DELAY_MS);
    return () => {
      for (const event of events) window.removeEventListener(event, want);
      window.clearTimeout(timer);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted || Host) return;
    let cancelled = false;
    const load = () => {
      import('./notifications-host')
        .then((module) => {
          if (!cancelled) setHost(() => module.default);
        })
        .catch(() => window.addEventListener('online', load, { once: true }));
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [wanted, Host]);

  return Host ? <Host /> : null;
}
