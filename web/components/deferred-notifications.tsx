import { deferredPart } from './deferred-part';

/**
 * The toasts' container loads after the first paint: nothing is shown in it before the person acts, and a toast
 * raised earlier waits in Mantine's store until the container mounts.
 */
export const DeferredNotifications = deferredPart(
  () => import('./notifications-part').then((m) => m.NotificationsPart),
  () => null,
);
