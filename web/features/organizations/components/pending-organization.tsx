import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconHourglass, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { authKeys } from '../../../entities/session';
import { useDeleteOrganization } from '../api/use-delete-organization';
import { useRemoveMember } from '../api/use-remove-member';
import { ConfirmModal } from './confirm-modal';
import { notifyFailure, notifySuccess } from './notify';

type Pending = NonNullable<User['pendingOrganization']>;

/**
 * Waiting: an application to an organization (withdrawn with remove_org_member) or a requested
 * organization that the superadmin has not approved yet (withdrawn by deleting the request).
 */
export function PendingOrganization({ userId, pending }: { userId: string; pending: Pending }) {
  const { t } = useTranslation('organization');
  const queryClient = useQueryClient();
  const [opened, modal] = useDisclosure(false);
  const withdrawApplication = useRemoveMember();
  const withdrawRequest = useDeleteOrganization();
  const kind = pending.approved ? 'applied' : 'requested';
  const vars = { name: pending.name, role: t(`pending.roles.${pending.role}`) };
  const busy = withdrawApplication.isPending || withdrawRequest.isPending;
  const refreshing = useIsFetching({ queryKey: authKeys.session }) > 0;

  const callbacks = {
    onSuccess: () => {
      modal.close();
      notifySuccess(t(`pending.${kind}.withdrawn`, vars));
    },
    onError: (error: unknown) => notifyFailure(t, error, kind === 'requested' ? 'orgDeleteFailed' : 'orgLeaveFailed'),
  };
  const onWithdraw = () =>
    kind === 'requested'
      ? withdrawRequest.mutate({ id: pending._id, self: true }, callbacks)
      : withdrawApplication.mutate({ organizationId: pending._id, userId, self: true }, callbacks);

  return (
    <Card p="xl" maw={760} mx="auto" w="100%">
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="lg" variant="light" color="yellow">
            <IconHourglass size={28} aria-hidden />
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Title order={2} size="h3">
                {t(`pending.${kind}.title`)}
              </Title>
              <Badge color="yellow" variant="light">
                {t('status.pending')}
              </Badge>
            </Group>
            <Text c="dimmed" mt={4}>
              {t(`pending.${kind}.text`, vars)}
            </Text>
          </div>
        </Group>
        <Timeline active={1} bulletSize={28} lineWidth={2} aria-label={t('pending.stepsLabel')}>
          <Timeline.Item bullet={<IconCheck size={14} aria-hidden />} title={t(`pending.${kind}.step1`)}>
            <Text size="sm" c="dimmed">
              {pending.name}
            </Text>
          </Timeline.Item>
          <Timeline.Item bullet={<IconHourglass size={14} aria-hidden />} title={t(`pending.${kind}.step2`)}>
            <Text size="sm" c="dimmed">
              {t(`pending.${kind}.step2Text`)}
            </Text>
          </Timeline.Item>
          <Timeline.Item title={t(`pending.${kind}.step3`, vars)} />
        </Timeline>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: authKeys.session })}
          >
            {t('pending.checkAgain')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={modal.open}>
            {t(`pending.${kind}.withdraw`)}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={opened}
        onClose={modal.close}
        onConfirm={onWithdraw}
        loading={busy}
        title={t(`pending.${kind}.withdrawTitle`)}
        confirmLabel={t(`pending.${kind}.withdraw`)}
      >
        {t(`pending.${kind}.withdrawText`, vars)}
      </ConfirmModal>
    </Card>
  );
}
