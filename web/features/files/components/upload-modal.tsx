import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileMessage } from '../api/errors';
import { refreshKind } from '../api/use-file-mutations';
import { useUploadLimit } from '../api/use-upload-limit';
import { KINDS, type FileKind } from '../kinds';
import { DropZone } from './upload/drop-zone';
import { acceptAttribute, formatUploadLimit } from './upload/file-checks';
import { isPending, type ItemFields } from './upload/queue-item';
import { UploadItem } from './upload/upload-item';
import classes from './upload/upload.module.css';
import { useUploadQueue } from './upload/use-upload-queue';
import { notify } from '../../../lib/notify';

interface UploadModalProps {
  kind: FileKind;
  opened: boolean;
  onClose: () => void;
  /** Uploading inside a project: every file goes into it. */
  projectId?: string;
}

/** Drop or pick several files, name them while they upload, and save them into their projects. */
export function UploadModal({ kind, opened, onClose, projectId }: UploadModalProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const queryClient = useQueryClient();
  const lastProject = useRef<string | null>(projectId ?? null);
  const defaults = useCallback((): Partial<ItemFields> => ({ project: projectId ?? lastProject.current }), [projectId]);
  const limit = useUploadLimit();
  const queue = useUploadQueue(kind, defaults, limit.maxBytes);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = queue.items.filter(isPending);
  const saved = queue.items.some((item) => item.phase === 'done');

  const close = () => {
    // Files saved by a retry, or before another file failed, show in the lists at once.
    if (queue.items.some((item) => item.phase === 'done')) void refreshKind(queryClient, kind);
    queue.reset();
    setFormError(null);
    onClose();
  };

  /** A project chosen for one file also goes to the files that have none yet. */
  const setFields = (key: string, change: Partial<ItemFields>) => {
    queue.setFields(key, change);
    if (change.project) {
      lastProject.current = change.project;
      for (const item of queue.items)
        if (item.key !== key && !item.fields.project && isPending(item))
          queue.setFields(item.key, { project: change.project });
    }
  };

  const validate = (): boolean => {
    if (pending.length === 0) {
      setFormError(fileMessage(t, 'selectFile'));
      return false;
    }
    let valid = true;
    queue.commit((list) =>
      list.map((item) => {
        if (!isPending(item)) return item;
        const fieldErrors = {
          name: item.fields.name.trim() ? undefined : fileMessage(t, 'filenameEmpty'),
          project: item.fields.project
            ? undefined
            : t('common:validation.required', { label: t('files:fields.project') }),
        };
        if (fieldErrors.name || fieldErrors.project) valid = false;
        return { ...item, fieldErrors };
      }),
    );
    return valid;
  };

  const submit = async () => {
    if (pending.length === 0 && saved) return close();
    if (!validate()) return;
    setSaving(true);
    const result = await queue.save();
    setSaving(false);
    if (result.saved > 0) void refreshKind(queryClient, kind);
    if (result.failed === 0) {
      notify(t, { color: 'teal', message: t(`${ns}:upload.done`, { count: result.saved }) });
      close();
    } else {
      notify(t, {
        color: 'red',
        title: fileMessage(t, 'notUploaded'),
        message: t('files:upload.someFailed', { count: result.failed }),
      });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : close}
      title={t(`${ns}:upload.title`)}
      size="xl"
      closeOnClickOutside={queue.items.length === 0}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <DropZone
          title={t(`${ns}:upload.dropTitle`)}
          hint={t(`${ns}:upload.dropHint`, { size: formatUploadLimit(limit.maxUploadMb) })}
          accept={acceptAttribute(kind)}
          onFiles={(files) => {
            setFormError(null);
            queue.add(files);
          }}
          disabled={saving}
          compact={queue.items.length > 0}
        />
        {formError ? (
          <Text c="red.8" size="sm" role="alert">
            {formError}
          </Text>
        ) : null}
        {queue.items.map((item) => (
          <UploadItem
            key={item.key}
            kind={kind}
            item={item}
            fixedProject={Boolean(projectId)}
            onChange={(change) => setFields(item.key, change)}
            onRemove={() => queue.remove(item.key)}
            onRetry={() => queue.retry(item.key)}
          />
        ))}
        <Group justify="flex-end" gap="xs" className={classes.footer}>
          <Button variant="default" onClick={close} disabled={saving}>
            {t('files:cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {pending.length > 0
              ? t('files:upload.save', { count: pending.length })
              : saved
                ? t('files:upload.finish')
                : t('files:upload.saveNone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
