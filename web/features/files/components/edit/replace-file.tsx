import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconReplace, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../../common/format';
import { fileMessage } from '../../api/errors';
import { formatLabel, type AnyFile } from '../../../../entities/file/types';
import { useUploadLimit } from '../../api/use-upload-limit';
import type { FileKind } from '../../../../entities/file/kinds';
import { acceptAttribute, checkFile } from '../upload/file-checks';
import classes from '../upload/upload.module.css';
import { FileTypeIcon } from '../browser/file-type-icon';

interface ReplaceFileProps {
  kind: FileKind;
  file: AnyFile;
  replacement: File | null;
  onChange: (file: File | null) => void;
  /** Percent uploaded while saving, else null. */
  progress: number | null;
  disabled: boolean;
}

/** The current content and a way to choose new content; a register entry without a file gets its first. */
export function ReplaceFile({ kind, file, replacement, onChange, progress, disabled }: ReplaceFileProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const { maxBytes } = useUploadLimit();
  const problem = replacement ? checkFile(kind, replacement, maxBytes) : null;
  const current = file.url
    ? [formatLabel(file.contentType), file.size === null ? null : formatBytes(file.size)].filter(Boolean).join(' · ')
    : t('list.missingFile');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('edit.content')}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="sm" p="sm" className={classes.current}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <FileTypeIcon file={replacement ? { contentType: replacement.type || null, url: replacement.name } : file} />
          {replacement ? (
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate title={replacement.name}>
                {replacement.name}
              </Text>
              <Text size="xs" c={problem ? 'red.8' : 'dimmed'} role={problem ? 'alert' : undefined}>
                {problem ? fileMessage(t, problem) : `${formatBytes(replacement.size)} · ${t('edit.replacesCurrent')}`}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {current}
            </Text>
          )}
        </Group>
        {replacement ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('edit.keepCurrent')}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <FileButton onChange={onChange} accept={acceptAttribute(kind)} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={file.url ? <IconReplace size={16} aria-hidden /> : <IconUpload size={16} aria-hidden />}
              >
                {file.url ? t('edit.replace') : t('actions.attach')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {progress !== null ? (
        <Progress
          value={progress}
          size="sm"
          animated
          aria-label={t('upload.progressLabel', { name: replacement?.name ?? '' })}
        />
      ) : null}
    </Stack>
  );
}
