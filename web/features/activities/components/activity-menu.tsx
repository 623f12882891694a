import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { deferredPart, type StaticProps } from '../../../components/deferred-part';
import type { ActivityMenuProps } from './activity-menu-part';

/**
 * Open, move to another status, or delete: the actions of a card or a list row. The menu (Mantine's Menu and
 * floating-ui) loads after the board's first paint; its button shows at once.
 */
export const ActivityMenu = deferredPart(
  () => import('./activity-menu-part').then((m) => m.ActivityMenuPart),
  function ActivityMenuButton({ activity, onActivate }: ActivityMenuProps & StaticProps) {
    const { t } = useTranslation('activities');
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('menu.label', { name: activity.name })}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={onActivate}
      >
        <IconDots size={16} aria-hidden />
      </ActionIcon>
    );
  },
);
