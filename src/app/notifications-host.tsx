import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

// For lazy callers: importing the package itself dynamically would pull all of it into the chunk
// every static `notifications` import uses (guest first views grew by 13 KB gzip).
export { notifications } from '@mantine/notifications';

/**
 * The toast container, in its own chunk: the first view never waits for it (see NotificationsOutlet).
 * Where toasts go (issue 43, item 13: the login toast covered the dashboard's title, the payment
 * toast the guest's header): at the bottom, centred on a phone, at the start of the line on wider
 * screens (the stylesheet: no script decides it).
 */
export default function NotificationsHost() {
  return (
    <Notifications
      position="bottom-center"
      limit={3}
      containerWidth={360}
      classNames={{ root: classes.root }}
    />
  );
}
