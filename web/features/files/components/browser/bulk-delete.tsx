import { ActionBar, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileError } from '../../api/errors';
import { useDeleteFiles } from '../../api/use-file-mutations';
import { KINDS, type FileKind } from '../../kinds';
import { ConfirmDelete } from '../confirm-delete';
import { notify } from '../../../../lib/notify';

interface BulkDeleteProps {
  kind: FileKind;
  selected: { _id: string; name: string }[];
  onClear: () => void;
}

/** The floating bar for the chosen rows, and the confirmation before they are deleted together. */
export function BulkDelete({ kind, selected, onClear }: BulkDeleteProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteFiles(kind);
  const count = selected.length;

  const onDelete = () =>
    remove.mutate(
      selected.map((file) => file._id),
      {
        onSuccess: (answer) => {
          confirm.close();
          onClear();
          notify(t, { color: 'teal', message: t(`${ns}:bulk.deleted`, { count: answer.deletedCount }) });
        },
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('errors:files.noneRemoved'),
            message: formatFileError(t, error, 'noneRemoved'),
          }),
      },
    );

  return (
    <>
      <ActionBar opened={count > 0 && !confirming} onClose={onClear} aria-label={t('files:bulk.label')}>
        <Text size="sm" fw={600} px="xs">
          {t(`${ns}:bulk.selected`, { count })}
        </Text>
        <ActionBar.Divider />
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm.open}
        >
          {t('files:bulk.delete')}
        </Button>
        <ActionBar.CloseButton aria-label={t('files:bulk.clear')} />
      </ActionBar>
      <ConfirmDelete
        opened={confirming}
        onClose={confirm.close}
        onConfirm={onDelete}
        loading={remove.isPending}
        title={t(`${ns}:bulk.confirmTitle`, { count })}
        text={t(`${ns}:bulk.confirmText`, { count })}
        confirmLabel={t(`${ns}:bulk.confirm`, { count })}
        names={selected.map((file) => file.name)}
      />
    </>
  );
}
