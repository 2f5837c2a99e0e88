import { Notifications } from '@mantine/notifications';

// For lazy callers: importing the package itself dynamically would pull all of it into the chunk
// every static `notifications` import uses (guest first views grew by 13 KB gzip).
export { notifications } from '@mantine/notifications';

/** The toast container, in its own chunk: the first view never waits for it (see NotificationsOutlet). */
export default function NotificationsHost() {
  return <Notifications position="top-center" limit={3} />;
}
