import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileMessage } from '../api/errors';
import { refreshKind } from '../api/use-file-mutations';
import { useUploadLimit } from '../api/use-upload-limit';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { DropZone } from '../../../components/drop-zone';
import { acceptAttribute, formatUploadLimit } from './upload/file-checks';
import { allFieldErrors, fieldError, type CheckedField } from './upload/field-errors';
import { isPending, type ItemFields } from './upload/queue-item';
import { UploadItem } from './upload/upload-item';
import classes from './upload/upload.module.css';
import { useUploadQueue } from './upload/use-upload-queue';
import { notify } from '../../../lib/notify';

const CHECKED: readonly CheckedField[] = ['name', 'year', 'project'];

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
  const defaults = useCallback((): Partial<ItemFields> => ({ project: projectId ?? null }), [projectId]);
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

  /**
   * A change is checked as it is made (a name emptied says so at once), and clears what it fixed. A project
   * chosen for one file stays that file's: "Använd för alla filer" gives it to the others, on request only.
   */
  const setFields = (key: string, change: Partial<ItemFields>) =>
    queue.commit((list) =>
      list.map((item) => {
        if (item.key !== key) return item;
        const fields = { ...item.fields, ...change };
        const fieldErrors = { ...item.fieldErrors };
        for (const field of CHECKED) if (field in change) fieldErrors[field] = fieldError(t, field, fields);
        return { ...item, fields, fieldErrors };
      }),
    );

  /** A field left (blur) is checked then, so a missing project shows before saving. */
  const checkField = (key: string, field: CheckedField) =>
    queue.commit((list) =>
      list.map((item) =>
        item.key === key
          ? { ...item, fieldErrors: { ...item.fieldErrors, [field]: fieldError(t, field, item.fields) } }
          : item,
      ),
    );

  const applyProjectToAll = (project: string) =>
    queue.commit((list) =>
      list.map((item) =>
        isPending(item)
          ? { ...item, fields: { ...item.fields, project }, fieldErrors: { ...item.fieldErrors, project: undefined } }
          : item,
      ),
    );

  const validate = (): boolean => {
    if (pending.length === 0) {
      setFormError(fileMessage(t, 'selectFile'));
      return false;
    }
    let valid = true;
    queue.commit((list) =>
      list.map((item) => {
        if (!isPending(item)) return item;
        const fieldErrors = allFieldErrors(t, item.fields);
        if (Object.values(fieldErrors).some(Boolean)) valid = false;
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
            onBlur={(field) => checkField(item.key, field)}
            onApplyProjectToAll={
              pending.length > 1 && item.fields.project && isPending(item)
                ? () => applyProjectToAll(item.fields.project ?? '')
                : undefined
            }
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
