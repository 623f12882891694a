import { notifications, type NotificationData } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** A notification whose close button has a name (axe: button-name), in the user's language. */
export function notify(t: TFunction, data: NotificationData): void {
  notifications.show({ ...data, closeButtonProps: { 'aria-label': t('common:close') } });
}
