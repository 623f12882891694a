import { Badge, Drawer, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../../../lib/dates';
import { applicantsOf } from '../api/types';
import { useOrganization } from '../api/use-organization';
import { LoadError } from './load-error';
import { MembersTable } from './members-table';
import { OrganizationStats } from './organization-stats';
import { WaitlistPanel } from './waitlist-panel';

interface OrganizationDrawerProps {
  orgId: string | null;
  opened: boolean;
  onClose: () => void;
  currentUserId: string;
}

/** One organization in detail for the superadmin: facts, members (with their actions) and waiting lists. */
export function OrganizationDrawer({ orgId, opened, onClose, currentUserId }: OrganizationDrawerProps) {
  const { t } = useTranslation('organization');
  const longDate = useLongDate();
  const query = useOrganization(orgId);
  const org = query.data;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={920}
      title={org?.name ?? t('admin.details')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {query.isPending ? (
        <Stack gap="md" role="status" aria-label={t('common:loading')}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={64} />
          <Skeleton height={200} />
        </Stack>
      ) : query.isError ? (
        <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : org ? (
        <Stack gap="lg">
          <Group gap="xs">
            <Badge color={org.approved ? 'green' : 'yellow'} variant="light">
              {t(org.approved ? 'status.approved' : 'status.pending')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('overview.createdAt', { date: longDate(org.createdAt) })}
            </Text>
          </Group>
          <Text size="sm" c={org.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
            {org.description || t('overview.noDescription')}
          </Text>
          <OrganizationStats org={org} />
          <Tabs defaultValue="members" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
              <Tabs.Tab value="waitlist">
                {t('tabs.waitlist')} ({applicantsOf(org).length})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="members" pt="md">
              <Paper withBorder radius="md">
                <MembersTable org={org} currentUserId={currentUserId} compact />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="waitlist" pt="md">
              <WaitlistPanel org={org} stacked />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </Drawer>
  );
}
