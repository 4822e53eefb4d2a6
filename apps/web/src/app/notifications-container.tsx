import { Notifications } from '@mantine/notifications';

/** Loaded by NotificationsHost, apart from the first page. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
