import { Notifications } from '@mantine/notifications';
import type { DeferredProps } from './deferred-part';

/** Where the app's toasts appear (components/deferred-notifications.tsx loads it after the first paint). */
export function NotificationsPart(_: DeferredProps) {
  return <Notifications position="top-right" zIndex={400} />;
}
