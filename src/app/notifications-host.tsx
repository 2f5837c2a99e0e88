import { Notifications } from '@mantine/notifications';

/** The toast container, in its own chunk: the first view never waits for it (see NotificationsOutlet). */
export default function NotificationsHost() {
  return <Notifications position="top-center" limit={3} />;
}
