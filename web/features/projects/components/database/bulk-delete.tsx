import { ActionBar, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatProjectError } from '../../api/errors';
import { useDeleteProjects } from '../../api/use-project-mutations';
import { notify } from '../../../../lib/notify';

const NAMES_SHOWN = 5;

interface BulkDeleteProps {
  selected: { _id: string; name: string }[];
  onClear: () => void;
}

/** The floating bar for the chosen rows, and the confirmation before they are deleted together. */
export function BulkDelete({ selected, onClear }: BulkDeleteProps) {
  const { t } = useTranslation('projects');
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteProjects();
  const count = selected.length;

  const onDelete = () =>
    remove.mutate(
      selected.map((project) => project._id),
      {
        onSuccess: (answer) => {
          confirm.close();
          onClear();
          notify(t, { color: 'teal', message: t('database.bulk.deleted', { count: answer.deletedCount }) });
        },
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('database.bulk.failed'),
            message: formatProjectError(t, error, 'notUpdated'),
          }),
      },
    );

  return (
    <>
      <ActionBar opened={count > 0 && !confirming} onClose={onClear} aria-label={t('database.bulk.label')}>
        <Text size="sm" fw={600} px="xs">
          {t('database.bulk.selected', { count })}
        </Text>
        <ActionBar.Divider />
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm.open}
        >
          {t('database.bulk.delete')}
        </Button>
        <ActionBar.CloseButton aria-label={t('database.bulk.clear')} />
      </ActionBar>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t('database.bulk.confirmTitle', { count })}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('database.bulk.confirmText', { count })}</Text>
          <List size="sm" withPadding>
            {selected.slice(0, NAMES_SHOWN).map((project) => (
              <List.Item key={project._id}>{project.name}</List.Item>
            ))}
            {count > NAMES_SHOWN ? (
              <List.Item>{t('database.bulk.andMore', { count: count - NAMES_SHOWN })}</List.Item>
            ) : null}
          </List>
          <Group gap="xs" mt="sm" justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={onDelete} loading={remove.isPending}>
              {t('database.bulk.confirm', { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
