import { Button, Menu } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileStatus } from '../../../../../common/api/files';
import { StatusMenuItems } from '../status/status-menu-items';
import { BulkDeleteBar } from '../../../../components/data-table';
import { notify } from '../../../../lib/notify';
import { formatFileError } from '../../api/errors';
import { useDeleteFiles } from '../../api/use-file-mutations';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import type { AnyFile } from '../../../../entities/file/types';
import { lazyPart } from '../../../../components/lazy-part';

// The reviews feature's button comes after the bar: the bar's own actions never wait for it.
const StartReviewButton = lazyPart(() => import('../../../../entities/review').then((m) => m.StartReviewButton), null, [
  'reviews',
]);

interface BulkDeleteProps {
  kind: FileKind;
  selected: AnyFile[];
  onClear: () => void;
  /** Changes the status of the chosen files; `done` clears the selection. */
  onStatus: (ids: string[], status: FileStatus, done: () => void) => void;
  changingStatus: boolean;
}

/**
 * The list kit's bulk bar for construction files or drawings: send them for review, a status for all, or delete them
 * with their content.
 */
export function BulkDelete({ kind, selected, onClear, onStatus, changingStatus }: BulkDeleteProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const remove = useDeleteFiles(kind);
  const count = selected.length;
  return (
    <BulkDeleteBar
      selected={selected}
      onClear={onClear}
      deleting={remove.isPending}
      actions={
        <>
          <StartReviewButton kind={kind} selected={selected} onStarted={onClear} />
          <Menu position="top" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                size="xs"
                loading={changingStatus}
                leftSection={<IconFlag size={16} aria-hidden />}
              >
                {t('files:status.change')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <StatusMenuItems
                onChoose={(status) =>
                  onStatus(
                    selected.map((row) => row._id),
                    status,
                    onClear,
                  )
                }
              />
            </Menu.Dropdown>
          </Menu>
        </>
      }
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
