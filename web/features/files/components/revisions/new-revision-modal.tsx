import { Alert, Button, Group, Modal, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconX } from '@tabler/icons-react';
import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRevisionCode } from '../../../../../common/revision-codes';
import { formatBytes } from '../../../../../common/format';
import { notify } from '../../../../lib/notify';
import { fileMessage, formatFileError } from '../../api/errors';
import type { AnyFile } from '../../../../entities/file/types';
import { useUploadLimit } from '../../api/use-upload-limit';
import { useUploader } from '../../api/uploader-context';
import { useAddRevision, useRevisions } from '../../api/use-revisions';
import type { FileKind } from '../../../../entities/file/kinds';
import { DropZone } from '../../../../components/drop-zone';
import { acceptAttribute, checkFile, formatUploadLimit } from '../upload/file-checks';

interface NewRevisionModalProps {
  kind: FileKind;
  file: AnyFile | null;
  onClose: () => void;
}

/** "Ny revision": drop the new file, the next code is proposed (or typed), a comment, and upload. */
export function NewRevisionModal({ kind, file, onClose }: NewRevisionModalProps) {
  const { t } = useTranslation('files');
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? t('fileDialogs:revision.newTitle', { name: file.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {file ? <NewRevisionForm key={file._id} kind={kind} file={file} onDone={onClose} /> : null}
    </Modal>
  );
}

function NewRevisionForm({ kind, file, onDone }: { kind: FileKind; file: AnyFile; onDone: () => void }) {
  const { t } = useTranslation('files');
  const uploader = useUploader();
  const { maxBytes, maxUploadMb } = useUploadLimit();
  const revisions = useRevisions(kind, file._id);
  const add = useAddRevision(kind);
  const codes = (revisions.data ?? []).map((r) => r.revision);
  const proposal = revisions.data ? nextRevisionCode(codes, codes[0] ?? null) : '';
  const [code, setCode] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = chosen ? checkFile(kind, chosen, maxBytes) : null;
  const busy = progress !== null || add.isPending;
  const revision = (code ?? proposal).trim();

  const submit = async () => {
    if (!chosen || problem) return;
    setError(null);
    try {
      setProgress(0);
      const upload = await uploader({
        file: chosen,
        purpose: kind,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      const updated = await add.mutateAsync({
        id: file._id,
        body: { url: upload.url, ...(revision ? { revision } : {}), comment: comment.trim() },
      });
      notify(t, {
        color: 'teal',
        message: t('fileDialogs:revision.saved', { name: file.name, code: updated.revision ?? revision }),
      });
      onDone();
    } catch (failure) {
      setError(formatFileError(t, failure, 'notUploaded'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        {chosen ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} truncate title={chosen.name}>
                  {chosen.name}
                </Text>
                <Text size="xs" c={problem ? 'red.8' : 'dimmed'} role={problem ? 'alert' : undefined}>
                  {problem ? fileMessage(t, problem) : formatBytes(chosen.size)}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('upload.removeFile', { name: chosen.name })}
                onClick={() => setChosen(null)}
                disabled={busy}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {progress !== null ? (
              <Progress
                value={progress}
                size="sm"
                animated
                aria-label={t('upload.progressLabel', { name: chosen.name })}
              />
            ) : null}
          </Stack>
        ) : (
          <DropZone
            title={t('fileDialogs:revision.drop')}
            hint={t(kind === 'drawing' ? 'drawings:upload.dropHint' : 'upload.dropHint', {
              size: formatUploadLimit(maxUploadMb),
            })}
            accept={acceptAttribute(kind)}
            onFiles={(files) => setChosen(files[0] ?? null)}
            compact
          />
        )}
        <TextInput
          label={t('fileDialogs:revision.code')}
          value={code ?? proposal}
          onChange={(event) => setCode(event.currentTarget.value)}
          description={
            file.revision
              ? t('fileDialogs:revision.codeHint', { current: file.revision })
              : t('fileDialogs:revision.codeHintFirst')
          }
          maxLength={20}
          w={{ base: '100%', xs: 260 }}
          disabled={busy}
        />
        <Textarea
          label={t('fileDialogs:revision.comment')}
          placeholder={t('fileDialogs:revision.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          disabled={busy}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!chosen || Boolean(problem) || !revisions.data}>
            {t('fileDialogs:revision.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
