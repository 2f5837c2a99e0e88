import { useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

// For lazy callers: importing the package itself dynamically would pull all of it into the chunk
// every static `notifications` import uses (guest first views grew by 13 KB gzip).
export { notifications } from '@mantine/notifications';

/**
 * The toast container, in its own chunk: the first view never waits for it (see NotificationsOutlet).
 * Where toasts go (issue 43, item 13: the login toast covered the dashboard's title, the payment
 * toast the guest's header): at the bottom, centred on a phone; on wider screens at the start of
 * the line (left in English, right in Arabic), clear of the save bars' buttons and the chat button,
 * which sit at its end.
 */
export default function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 47.99em)', true, { getInitialValueInEffect: false });
  const { dir } = useDirection();
  const position = phone ? 'bottom-center' : dir === 'rtl' ? 'bottom-right' : 'bottom-left';
  return (
    <Notifications position={position} limit={3} containerWidth={360} classNames={{ root: classes.root }} />
  );
}
