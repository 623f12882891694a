import { ActionBar, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from './confirm-delete';

export interface BulkDeleteTexts {
  /** The bar's accessible name ("Actions for the selected files"). */
  label: string;
  /** "3 projects selected". */
  selected: string;
  confirmTitle: string;
  confirmText: string;
  confirmLabel: string;
}

interface BulkDeleteBarProps {
  selected: { _id: string; name: string }[];
  texts: BulkDeleteTexts;
  /** Deletes them; calls back once they are gone, so the bar and the confirmation close. */
  onDelete: (ids: string[], done: () => void) => void;
  deleting: boolean;
  onClear: () => void;
  /** More actions for the chosen rows, before delete (e.g. a status change). */
  actions?: ReactNode;
}

/** The floating bar for a list's chosen rows, and the confirmation before they are deleted together. */
export function BulkDeleteBar({ selected, texts, onDelete, deleting, onClear, actions }: BulkDeleteBarProps) {
  const { t } = useTranslation('common');
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      <ActionBar opened={selected.length > 0 && !confirming} onClose={onClear} aria-label={texts.label}>
        <Text size="sm" fw={600} px="xs">
          {texts.selected}
        </Text>
        <ActionBar.Divider />
        {actions}
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm.open}
        >
          {t('list.delete')}
        </Button>
        <ActionBar.CloseButton aria-label={t('list.clearSelection')} />
      </ActionBar>
      <ConfirmDelete
        opened={confirming}
        onClose={confirm.close}
        onConfirm={() =>
          onDelete(
            selected.map((row) => row._id),
            () => {
              confirm.close();
              onClear();
            },
          )
        }
        loading={deleting}
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirmLabel={texts.confirmLabel}
        names={selected.map((row) => row.name)}
      />
    </>
  );
}
