import { Card, Group, Pagination, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationListParams } from '../../../entities/organization/keys';
import type { Organization } from '../api/types';
import { useApproveOrganization } from '../api/use-approve-organization';
import { useOrganizations } from '../api/use-organizations';
import { LoadError } from './load-error';
import { notifyFailure, notifySuccess } from './notify';
import type { OrganizationAction } from './organization-action';
import { OrganizationActionModal } from './organization-action-modal';
import { OrganizationDrawer } from './organization-drawer';
import { OrganizationsEmpty } from './organizations-empty';
import { OrganizationsTable } from './organizations-table';

export const ORGANIZATIONS_PAGE_SIZE = 20;
const STATUSES: OrganizationListParams['status'][] = ['all', 'pending', 'approved'];

/** The superadmin's list of every organization: search, status filter, pages, and the row actions. */
export function OrganizationsAdmin({ currentUserId, canJoin }: { currentUserId: string; canJoin: boolean }) {
  const { t } = useTranslation('organization');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<OrganizationListParams['status']>('all');
  const [page, setPage] = useState(1);
  const list = useOrganizations({ search: debounced, status, page, pageSize: ORGANIZATIONS_PAGE_SIZE });
  const approve = useApproveOrganization();
  const [action, setAction] = useState<OrganizationAction | null>(null);
  const [actionOpened, actionModal] = useDisclosure(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpened, drawer] = useDisclosure(false);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORGANIZATIONS_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * ORGANIZATIONS_PAGE_SIZE + 1;
  const last = Math.min(total, page * ORGANIZATIONS_PAGE_SIZE);

  const onApprove = (org: Organization) =>
    approve.mutate(org._id, {
      onSuccess: () => notifySuccess(t('admin.approved', { name: org.name }), t('admin.approvedText')),
      onError: (error) => notifyFailure(t, error, 'orgApproveFailed'),
    });

  return (
    <Card p={0} component="section" aria-label={t('admin.title')}>
      <Group justify="space-between" p="lg" gap="md">
        <SegmentedControl
          aria-label={t('admin.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(STATUSES.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
          data={STATUSES.map((value) => ({ value, label: t(`admin.filter.${value}`) }))}
        />
        <TextInput
          aria-label={t('admin.search')}
          placeholder={t('admin.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {list.isPending ? (
        <Stack gap="sm" px="lg" pb="lg" role="status" aria-label={t('common:loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={44} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError title={t('admin.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.result.length === 0 ? (
        <OrganizationsEmpty filtered={Boolean(debounced.trim()) || status !== 'all'} />
      ) : (
        <OrganizationsTable
          organizations={list.data.result as Organization[]}
          canJoin={canJoin}
          approvingId={approve.isPending ? (approve.variables ?? null) : null}
          onApprove={onApprove}
          onOpen={(org) => {
            setOpenId(org._id);
            drawer.open();
          }}
          onAction={(kind, org) => {
            setAction({ kind, org });
            actionModal.open();
          }}
        />
      )}
      {total > 0 ? (
        <Group justify="space-between" p="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.showing', { first, last, total })}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`admin.page.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('admin.page.number', { page: item }) })}
            />
          ) : null}
        </Group>
      ) : null}
      <OrganizationActionModal
        action={action}
        opened={actionOpened}
        onClose={actionModal.close}
        currentUserId={currentUserId}
      />
      <OrganizationDrawer orgId={openId} opened={drawerOpened} onClose={drawer.close} currentUserId={currentUserId} />
    </Card>
  );
}
