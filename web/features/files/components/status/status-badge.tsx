import { Badge } from '@mantine/core';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { useTranslation } from 'react-i18next';
import type { FileStatus } from '../../../../../common/api/files';

/** ISO 19650 states in the colours a site knows: orange in progress, blue shared, green published, grey archived. */
export const STATUS_COLORS: Record<FileStatus, string> = {
  wip: 'orange',
  shared: 'blue',
  published: 'teal',
  archived: 'gray',
};

export function StatusBadge({ status }: { status: FileStatus }) {
  const { t } = useTranslation('files');
  const badge = (
    // A coloured dot with dark text: the tinted variants miss WCAG AA contrast at this size (teal 4.3:1).
    <Badge color={STATUS_COLORS[status]} variant="dot" size="sm" radius="sm" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
  // Work in progress is the one state whose meaning people must be told: who does not see it.
  return status === 'wip' ? (
    <DeferredTooltip label={t('status.wipHint')} withArrow multiline w={260}>
      {badge}
    </DeferredTooltip>
  ) : (
    badge
  );
}
