import { ActionIcon, Menu } from '@mantine/core';
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
import type { DeferredProps } from '../../../../components/deferred-part';
import { StatusMenuItems } from '../status/status-menu-items';
import type { RowActionsProps } from './row-actions';

/** A row's menu: preview, history, a new revision, edit, status and delete, as far as the caller may. */
export function RowMenuPart({ file, onAction, onStatus, activated }: RowActionsProps & DeferredProps) {
  const { t } = useTranslation('files');
  const hasContent = Boolean(file.url);
  const { update, delete: remove } = file.abilities;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={activated}>
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
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onAction('download', file)}>
              {t('actions.download')}
            </Menu.Item>
            <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onAction('history', file)}>
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
            leftSection={hasContent ? <IconPencil size={16} aria-hidden /> : <IconPaperclip size={16} aria-hidden />}
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
  );
}
