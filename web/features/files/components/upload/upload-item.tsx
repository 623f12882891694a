import { ActionIcon, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../../common/format';
import { fileMessage, formatFileError } from '../../api/errors';
import type { FileKind } from '../../../../entities/file/kinds';
import type { CheckedField } from './field-errors';
import { ItemFields } from './item-fields';
import type { ItemFields as Fields, QueueItem } from './queue-item';
import classes from './upload.module.css';

interface UploadItemProps {
  kind: FileKind;
  item: QueueItem;
  fixedProject: boolean;
  onChange: (change: Partial<Fields>) => void;
  onBlur: (field: CheckedField) => void;
  /** Given when other files could take this one's project. */
  onApplyProjectToAll?: () => void;
  onRemove: () => void;
  onRetry: () => void;
}

function percentOf(item: QueueItem): number {
  if (item.phase === 'uploaded' || item.phase === 'saving' || item.phase === 'done') return 100;
  return item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;
}

function statusOf(t: TFunction, item: QueueItem, percent: number): string {
  if (item.rejection) return fileMessage(t, item.rejection);
  if (item.phase === 'failed') return formatFileError(t, item.error, 'notUploaded');
  if (item.phase === 'uploading') return t('upload.status.uploading', { percent });
  return t(`upload.status.${item.phase}`);
}

/** One file of the upload modal: its progress, what went wrong, and its fields. */
export function UploadItem(props: UploadItemProps) {
  const { kind, item, fixedProject, onChange, onBlur, onApplyProjectToAll, onRemove, onRetry } = props;
  const { t } = useTranslation('files');
  const percent = percentOf(item);
  const failed = item.phase === 'failed' || item.phase === 'rejected';
  const busy = item.phase === 'saving' || item.phase === 'done';
  const status = statusOf(t, item, percent);
  const removeLabel =
    item.phase === 'queued' || item.phase === 'uploading'
      ? t('upload.cancelFile', { name: item.file.name })
      : t('upload.removeFile', { name: item.file.name });
  return (
    <Paper p="md" radius="md" className={classes.item} data-phase={item.phase} role="group" aria-label={item.file.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600} truncate title={item.file.name}>
              {item.file.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              {item.phase === 'done' ? <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden /> : null}
              <Text size="xs" c={failed ? 'red.8' : 'dimmed'} role={failed ? 'alert' : undefined}>
                {formatBytes(item.file.size)} · {status}
              </Text>
            </Group>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {item.phase === 'failed' ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onRetry}
              >
                {t('upload.retry')}
              </Button>
            ) : null}
            {item.phase !== 'done' && item.phase !== 'saving' ? (
              <Tooltip label={removeLabel} withArrow>
                <ActionIcon variant="subtle" color="gray" aria-label={removeLabel} onClick={onRemove}>
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        {item.phase === 'rejected' ? null : (
          <Progress
            value={percent}
            size="sm"
            color={item.phase === 'failed' ? 'red' : item.phase === 'done' ? 'teal' : undefined}
            animated={item.phase === 'uploading' || item.phase === 'saving'}
            aria-label={t('upload.progressLabel', { name: item.file.name })}
          />
        )}
        {item.phase === 'rejected' ? null : (
          <ItemFields
            kind={kind}
            fields={item.fields}
            errors={item.fieldErrors}
            onChange={onChange}
            onBlur={onBlur}
            onApplyProjectToAll={onApplyProjectToAll}
            fixedProject={fixedProject}
            disabled={busy}
          />
        )}
      </Stack>
    </Paper>
  );
}
