import { Anchor, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { Table } from '../../../components/light-table';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../common/format';
import { fullName } from '../../../lib/user-display';
import type { Organization } from '../api/types';
import type { OrganizationActionKind } from './organization-action';
import { OrganizationRowMenu } from './organization-row-menu';

interface OrganizationsTableProps {
  organizations: Organization[];
  canJoin: boolean;
  approvingId: string | null;
  onApprove: (org: Organization) => void;
  onOpen: (org: Organization) => void;
  onAction: (kind: OrganizationActionKind, org: Organization) => void;
}

function Requester({ org }: { org: Organization }) {
  const person = org.requestedBy;
  if (org.approved || !person || typeof person === 'string') return <Text c="dimmed">—</Text>;
  return (
    <div>
      <Text size="sm" fw={500}>
        {fullName(person)}
      </Text>
      <Text size="xs" c="dimmed">
        {person.email}
      </Text>
    </div>
  );
}

/** Every organization, unapproved first; a pending one shows who asked for it and can be approved at once. */
export function OrganizationsTable(props: OrganizationsTableProps) {
  const { t } = useTranslation('organization');
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>{t('admin.columns.name')}</Table.Th>
            <Table.Th miw={210}>{t('admin.columns.status')}</Table.Th>
            <Table.Th>{t('admin.columns.requestedBy')}</Table.Th>
            <Table.Th>{t('admin.columns.members')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.projects')}</Table.Th>
            <Table.Th>{t('admin.columns.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.organizations.map((org) => (
            <Table.Tr key={org._id} bg={org.approved ? undefined : 'var(--mantine-color-yellow-0)'}>
              <Table.Td maw={300}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  c="inherit"
                  ta="left"
                  display="block"
                  onClick={() => props.onOpen(org)}
                >
                  {org.name}
                </Anchor>
                {org.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {org.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge color={org.approved ? 'green' : 'yellow'} variant="light" style={{ overflow: 'visible' }}>
                  {t(org.approved ? 'status.approved' : 'status.pending')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Requester org={org} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{org.membersCount}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('admin.adminsCount', { count: org.adminsCount })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{org.projectsCount}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(org.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {org.abilities.approve ? (
                    <Button
                      size="xs"
                      color="teal.9"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      loading={props.approvingId === org._id}
                      disabled={props.approvingId !== null && props.approvingId !== org._id}
                      onClick={() => props.onApprove(org)}
                      aria-label={t('admin.approveNamed', { name: org.name })}
                    >
                      {t('admin.approve')}
                    </Button>
                  ) : null}
                  <OrganizationRowMenu
                    org={org}
                    canJoin={props.canJoin}
                    onOpen={() => props.onOpen(org)}
                    onAction={(kind) => props.onAction(kind, org)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
