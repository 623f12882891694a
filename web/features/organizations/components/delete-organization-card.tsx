import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';
import { useDeleteOrganization } from '../api/use-delete-organization';
import { ConfirmModal } from './confirm-modal';
import { notifyFailure, notifySuccess } from './notify';

/** The danger zone: deleting the organization, confirmed by typing its name. */
export function DeleteOrganizationCard({ org }: { org: Organization }) {
  const { t } = useTranslation('organization');
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteOrganization();

  const onConfirm = () =>
    remove.mutate(
      { id: org._id, self: true },
      {
        onSuccess: () => {
          modal.close();
          notifySuccess(t('danger.deleted', { name: org.name }));
        },
        onError: (error) => notifyFailure(t, error, 'orgDeleteFailed'),
      },
    );

  return (
    <Card
      p="xl"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
      aria-labelledby="danger-title"
      component="section"
    >
      <Group justify="space-between" align="center" gap="lg">
        <div style={{ flex: 1, minWidth: 260 }}>
          <Title order={2} size="h4" c="red.9" id="danger-title">
            {t('danger.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('danger.text')}
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={modal.open}>
          {t('danger.delete')}
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        onClose={modal.close}
        onConfirm={onConfirm}
        loading={remove.isPending}
        title={t('danger.confirmTitle', { name: org.name })}
        confirmLabel={t('danger.delete')}
        typedConfirmation={org.name}
      >
        {t('danger.confirmText', { count: org.membersCount, projects: org.projectsCount })}
      </ConfirmModal>
    </Card>
  );
}
