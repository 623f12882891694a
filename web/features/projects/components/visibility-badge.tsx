import { Badge, type BadgeProps } from '@mantine/core';
import { IconBuilding, IconUsers, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../../common/api/project';

export const VISIBILITY_ICONS = { public: IconWorld, organization: IconBuilding, members: IconUsers } as const;
// The theme darkens green's light text for WCAG AA; teal's would fail on its tint.
const COLORS = { public: 'green', organization: 'brand', members: 'violet' } as const;

/** Who can see the project, as a small coloured badge. */
export function VisibilityBadge({ visibility, ...props }: { visibility: Visibility } & BadgeProps) {
  const { t } = useTranslation('projects');
  const Icon = VISIBILITY_ICONS[visibility];
  return (
    <Badge
      variant="light"
      color={COLORS[visibility]}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
      {...props}
    >
      {t(`visibility.${visibility}.label`)}
    </Badge>
  );
}
