import { useTranslation } from 'react-i18next';
import { BulkDeleteBar } from '../../../../components/data-table';
import { notify } from '../../../../lib/notify';
import { formatFileError } from '../../api/errors';
import { useDeleteFiles } from '../../api/use-file-mutations';
import { KINDS, type FileKind } from '../../kinds';

interface BulkDeleteProps {
  kind: FileKind;
  selected: { _id: string; name: string }[];
  onClear: () => void;
}

/** The list kit's bulk bar for construction files or drawings: they go with their content. */
export function BulkDelete({ kind, selected, onClear }: BulkDeleteProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const remove = useDeleteFiles(kind);
  const count = selected.length;
  return (
    <BulkDeleteBar
      selected={selected}
      onClear={onClear}
      deleting={remove.isPending}
      texts={{
        label: t('files:bulk.label'),
        selected: t(`${ns}:bulk.selected`, { count }),
        confirmTitle: t(`${ns}:bulk.confirmTitle`, { count }),
        confirmText: t(`${ns}:bulk.confirmText`, { count }),
        confirmLabel: t(`${ns}:bulk.confirm`, { count }),
      }}
      onDelete={(ids, done) =>
        remove.mutate(ids, {
          onSuccess: (answer) => {
            done();
            notify(t, { color: 'teal', message: t(`${ns}:bulk.deleted`, { count: answer.deletedCount }) });
          },
          onError: (error) =>
            notify(t, {
              color: 'red',
              title: t('errors:files.noneRemoved'),
              message: formatFileError(t, error, 'noneRemoved'),
            }),
        })
      }
    />
  );
}
