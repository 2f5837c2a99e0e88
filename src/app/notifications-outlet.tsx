/**
 * Mounts the toast container lazily. Features call `notifications.show()` from
 * @mantine/notifications directly; its store keeps the message until the container mounts, which
 * happens on the first interaction, on a payment return, or once the page is idle.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host'));
const IDLE_DELAY_MS = 4000;

export function NotificationsOutlet() {
  const [mounted, setMounted] = useState(() => new URLSearchParams(window.location.search).has('payment'));
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, mount, { once: true, passive: true });
    const timer = window.setTimeout(mount, IDLE_DELAY_MS);
    return () => {
      for (const event of events) window.removeEventListener(event, mount);
      window.clearTimeout(timer);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
