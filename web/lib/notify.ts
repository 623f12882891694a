import type { NotificationData } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/**
 * Shows a notification that passes WCAG AA: the close button gets a name, and the text under a title
 * gets the theme's accessible grey instead of Mantine's gray-6 (3.3:1 on white).
 * Mantine's notification store comes with the toasts' container (components/deferred-notifications.tsx), after
 * the first paint: no page pays for it before someone acts.
 */
export function notify(t: TFunction, notice: NotificationData): void {
  const data: NotificationData = {
    closeButtonProps: { 'aria-label': t('common:close') },
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    ...notice,
  };
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(data))
    // Only a failed chunk load lands here; the page's own state already tells what happened.
    .catch(() => undefined);
}
