import { ActionIcon, Group } from '@mantine/core';
import { deferredPart, type StaticProps } from '../../../../components/deferred-part';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { IconDots, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileStatus } from '../../../../../common/api/files';
import type { AnyFile } from '../../../../entities/file/types';

export type FileAction = 'preview' | 'download' | 'edit' | 'delete' | 'newRevision' | 'history';

export interface RowActionsProps {
  file: AnyFile;
  onAction: (action: FileAction, file: AnyFile) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
}

// The menu (Mantine's Menu and floating-ui) loads after the list's first paint; its button shows at once.
const DeferredRowMenu = deferredPart(
  () => import('./row-menu-part').then((m) => m.RowMenuPart),
  function RowMenuButton({ file, onActivate }: RowActionsProps & StaticProps) {
    const { t } = useTranslation('files');
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('actions.more', { name: file.name })}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={onActivate}
      >
        <IconDots size={18} aria-hidden />
      </ActionIcon>
    );
  },
);

/** Download at hand, the rest in a menu; what the caller may not do is not offered. */
export function RowActions({ file, onAction, onStatus }: RowActionsProps) {
  const { t } = useTranslation('files');
  const hasContent = Boolean(file.url);
  const { update, delete: remove } = file.abilities;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {hasContent ? (
        <DeferredTooltip label={t('actions.download')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('actions.downloadNamed', { name: file.name })}
            onClick={() => onAction('download', file)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
      ) : null}
      {hasContent || update || remove ? <DeferredRowMenu file={file} onAction={onAction} onStatus={onStatus} /> : null}
    </Group>
  );
}
