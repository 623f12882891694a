import { useTranslation } from 'react-i18next';
import { formatFileError } from '../api/errors';
import type { AnyFile } from '../../../entities/file/types';
import { useDeleteFile } from '../api/use-file-mutations';
import type { FileKind } from '../../../entities/file/kinds';
import { ConfirmDelete } from '../../../components/data-table';
import { notify } from '../../../lib/notify';

interface DeleteFileModalProps {
  kind: FileKind;
  file: AnyFile | null;
  onClose: () => void;
}

/** Confirms and deletes one file; its content goes with it. */
export function DeleteFileModal({ kind, file, onClose }: DeleteFileModalProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const remove = useDeleteFile(kind);
  const onConfirm = () => {
    if (!file) return;
    remove.mutate(file._id, {
      onSuccess: () => {
        onClose();
        notify(t, { color: 'teal', message: t('delete.done', { name: file.name }) });
      },
      onError: (error) =>
        notify(t, {
          color: 'red',
          title: t('errors:files.notRemoved'),
          message: formatFileError(t, error, 'notRemoved'),
        }),
    });
  };
  return (
    <ConfirmDelete
      opened={file !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      loading={remove.isPending}
      title={t('delete.title', { name: file?.name ?? '' })}
      text={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      names={[]}
    />
  );
}
