import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnyFile } from '../../../entities/file/types';
import type { FileKind } from '../../../entities/file/kinds';
import { EditForm } from './edit/edit-form';

interface EditFileModalProps {
  kind: FileKind;
  file: AnyFile | null;
  onClose: () => void;
}

/** Rename, retype, and replace (or first attach) a file's content. */
export function EditFileModal({ kind, file, onClose }: EditFileModalProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file && !file.url ? t('edit.attachTitle') : t('edit.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {file ? <EditForm key={file._id} kind={kind} file={file} onDone={onClose} /> : null}
    </Modal>
  );
}
