import { notifications, type NotificationData } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/**
 * Shows a notification that passes WCAG AA: the close button gets a name, and the text under a title
 * gets the theme's accessible grey instead of Mantine's gray-6 (3.3:1 on white).
 */
export function notify(t: TFunction, notice: NotificationData): void {
  notifications.show({
    closeButtonProps: { 'aria-label': t('common:close') },
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    ...notice,
  });
}
