import { useTranslation } from 'react-i18next';
import { BulkDeleteBar } from '../../../../components/data-table';
import { notify } from '../../../../lib/notify';
import { formatProjectError } from '../../../../entities/project/errors';
import { useDeleteProjects } from '../../api/use-project-mutations';

interface BulkDeleteProps {
  selected: { _id: string; name: string }[];
  onClear: () => void;
}

/** The list kit's bulk bar for projects: they go with their activities, team and bookmarks. */
export function BulkDelete({ selected, onClear }: BulkDeleteProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const remove = useDeleteProjects();
  const count = selected.length;
  return (
    <BulkDeleteBar
      selected={selected}
      onClear={onClear}
      deleting={remove.isPending}
      texts={{
        label: t('database.bulk.label'),
        selected: t('database.bulk.selected', { count }),
        confirmTitle: t('database.bulk.confirmTitle', { count }),
        confirmText: t('database.bulk.confirmText', { count }),
        confirmLabel: t('database.bulk.confirm', { count }),
      }}
      onDelete={(ids, done) =>
        remove.mutate(ids, {
          onSuccess: (answer) => {
            done();
            notify(t, { color: 'teal', message: t('database.bulk.deleted', { count: answer.deletedCount }) });
          },
          onError: (error) =>
            notify(t, {
              color: 'red',
              title: t('database.bulk.failed'),
              message: formatProjectError(t, error, 'notUpdated'),
            }),
        })
      }
    />
  );
}
