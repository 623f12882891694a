import { Notifications } from '@mantine/notifications';
import type { DeferredProps } from './deferred-part';

/**
 * Where the app's toasts appear (components/deferred-notifications.tsx loads it after the first paint): at the
 * bottom, in the middle, where they cover neither a drawer's title and close button (drawers open on the right)
 * nor the header's actions, as they did at the top right.
 */
export function NotificationsPart(_: DeferredProps) {
  return <Notifications position="bottom-center" zIndex={400} />;
}
