import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

/**
 * Where toasts show. The container's code (Mantine's notifications list, transitions, drag to dismiss) is not on the
 * first page (issue 11): it mounts once the page is idle, so the first toast slides in as every later one, or at
 * once when a toast is shown before that (the store keeps it until then).
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(id);
  }, []);
  if (!idle && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
