import { Alert, Autocomplete, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileMessage, formatFileError } from '../../api/errors';
import { isDrawing, projectOf, type AnyFile } from '../../../../entities/file/types';
import { useDistinct } from '../../api/use-file-list';
import { useUpdateFile } from '../../api/use-file-mutations';
import { useDocumentTypes } from '../../../../entities/file/use-lookups';
import { useUploadLimit } from '../../api/use-upload-limit';
import { useUploader } from '../../api/uploader-context';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { checkFile } from '../upload/file-checks';
import { yearError } from '../upload/field-errors';
import { changesOf, valuesOf, type EditValues } from './edit-values';
import { ReplaceFile } from './replace-file';
import { statusOptions } from '../status/status-options';
import { notify } from '../../../../lib/notify';

interface EditFormProps {
  kind: FileKind;
  file: AnyFile;
  onDone: () => void;
}

export function EditForm({ kind, file, onDone }: EditFormProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const drawing = isDrawing(file);
  const uploader = useUploader();
  const { maxBytes } = useUploadLimit();
  // Names already sent from this form: sending one again (after a failed save) replaces that unclaimed upload.
  const [sentNames, setSentNames] = useState<readonly string[]>([]);
  const update = useUpdateFile(kind);
  const documentTypes = useDocumentTypes(projectOf(file).id, !drawing);
  const drawingTypes = useDistinct('drawing', 'drawingType', undefined, drawing);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EditValues>({
    initialValues: valuesOf(file),
    // Checked as it is typed and when left, not only on saving.
    validateInputOnBlur: true,
    validateInputOnChange: true,
    validate: {
      name: (value) => (value.trim() ? null : fileMessage(t, 'filenameEmpty')),
      year: (value) => yearError(t, value) ?? null,
    },
  });
  const busy = update.isPending || progress !== null;

  const submit = async (values: EditValues) => {
    if (replacement && checkFile(kind, replacement, maxBytes)) return;
    setError(null);
    try {
      const changes = changesOf(file, values);
      if (replacement) {
        setProgress(0);
        const overwrite = sentNames.includes(replacement.name);
        if (!overwrite) setSentNames((names) => [...names, replacement.name]);
        const upload = await uploader({
          file: replacement,
          purpose: kind,
          overwrite,
          onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
        });
        changes.url = upload.url;
      }
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: file._id, body: changes });
      notify(t, { color: 'teal', message: t('fileDialogs:edit.saved', { name: values.name.trim() }) });
      onDone();
    } catch (failure) {
      setError(formatFileError(t, failure, replacement ? 'notUploaded' : 'notUpdated'));
    } finally {
      setProgress(null);
    }
  };

  const types = (drawing ? drawingTypes.data : documentTypes.data) ?? [];
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('files:fields.name')}
          withAsterisk
          maxLength={255}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <Autocomplete
            label={t(`${ns}:typeLabel`)}
            data={types}
            limit={50}
            maxLength={100}
            {...form.getInputProps('type')}
          />
          {drawing ? null : (
            <NumberInput
              label={t('files:fields.year')}
              // A wrong year is said, not silently changed to the nearest allowed one.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              {...form.getInputProps('year')}
            />
          )}
        </Group>
        {drawing ? (
          <Group grow align="flex-start">
            <TextInput
              label={t('files:fields.drawingNumber')}
              maxLength={100}
              placeholder="A-40.1-101"
              {...form.getInputProps('drawingNumber')}
            />
            <TextInput
              label={t('files:fields.scale')}
              maxLength={50}
              placeholder="1:100"
              {...form.getInputProps('scale')}
            />
          </Group>
        ) : null}
        {drawing ? <TextInput label={t('files:fields.info')} maxLength={2000} {...form.getInputProps('info')} /> : null}
        <Select
          label={t('files:status.label')}
          data={statusOptions(t)}
          allowDeselect={false}
          description={form.values.status === 'wip' ? t('files:status.wipHint') : undefined}
          {...form.getInputProps('status')}
        />
        <ReplaceFile
          kind={kind}
          file={file}
          replacement={replacement}
          onChange={setReplacement}
          progress={progress}
          disabled={busy}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('files:cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('fileDialogs:edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
