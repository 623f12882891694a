import { ActionIcon, Group, Menu } from '@mantine/core';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFileUpload,
  IconHistory,
  IconPaperclip,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileStatus } from '../../../../../common/api/files';
import type { AnyFile } from '../../api/types';
import { StatusMenuItems } from '../status/status-menu-items';

export type FileAction = 'preview' | 'download' | 'edit' | 'delete' | 'newRevision' | 'history';

interface RowActionsProps {
  file: AnyFile;
  onAction: (action: FileAction, file: AnyFile) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
}

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
      {hasContent || update || remove ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('actions.more', { name: file.name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {hasContent ? (
              <>
                <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onAction('preview', file)}>
                  {t('actions.preview')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => onAction('download', file)}
                >
                  {t('actions.download')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconHistory size={16} aria-hidden />}
                  onClick={() => onAction('history', file)}
                >
                  {t('actions.history')}
                </Menu.Item>
              </>
            ) : null}
            {update && hasContent ? (
              <Menu.Item
                leftSection={<IconFileUpload size={16} aria-hidden />}
                onClick={() => onAction('newRevision', file)}
              >
                {t('actions.newRevision')}
              </Menu.Item>
            ) : null}
            {update ? (
              <Menu.Item
                leftSection={
                  hasContent ? <IconPencil size={16} aria-hidden /> : <IconPaperclip size={16} aria-hidden />
                }
                onClick={() => onAction('edit', file)}
              >
                {hasContent ? t('actions.edit') : t('actions.attach')}
              </Menu.Item>
            ) : null}
            {update ? (
              <>
                <Menu.Divider />
                <StatusMenuItems current={file.status} onChoose={(status) => onStatus(file, status)} />
              </>
            ) : null}
            {remove ? (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onAction('delete', file)}
                >
                  {t('actions.delete')}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
