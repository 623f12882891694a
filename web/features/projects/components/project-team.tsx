import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { IconPencil, IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { fullName, initials } from '../../../lib/user-display';
import type { ProjectDetail } from '../api/types';
import { AddTeamMemberModal } from './team/add-team-member-modal';
import { RemoveMemberModal } from './team/remove-member-modal';
import { TeamRoleModal } from './team/team-role-modal';

/** The projektteam tab: who is on the team and their role in the project, and adding or removing people or changing their role. */
export function ProjectTeam({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<User | null>(null);
  const [editingRole, setEditingRole] = useState<User | null>(null);
  const canEdit = project.abilities.update;
  return (
    <Card p={0}>
      <Group justify="space-between" p="lg">
        <div>
          <Title order={3} size="h4">
            {t('team.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('team.count', { count: project.team.length })}
          </Text>
        </div>
        {canEdit ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('team.add')}
          </Button>
        ) : null}
      </Group>
      {project.team.length === 0 ? (
        <EmptyState
          variant="light"
          py="xl"
          icon={<IconUsers size={28} aria-hidden />}
          title={t('team.emptyTitle')}
          description={t('team.emptyText')}
        />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('team.member')}</Table.Th>
                <Table.Th>{t('team.titleColumn')}</Table.Th>
                <Table.Th>{t('team.phone')}</Table.Th>
                <Table.Th>{t('team.role')}</Table.Th>
                {canEdit ? (
                  <Table.Th w={60}>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {project.team.map((member) => (
                <Table.Tr key={member._id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar radius="xl" color="brand" variant="light">
                        {initials(member)}
                      </Avatar>
                      <div>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={600}>
                            {fullName(member)}
                          </Text>
                          {member.accountType === 'administrator' ? (
                            <Badge variant="light" color="brand" size="sm" style={{ textTransform: 'none' }}>
                              {t('team.accountTypes.administrator')}
                            </Badge>
                          ) : null}
                        </Group>
                        {member.email ? (
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{member.title || '–'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{member.phone || '–'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {member.role ? (
                        <Text size="sm">{member.role}</Text>
                      ) : (
                        <Text size="sm" c="dimmed" fs="italic">
                          {t('team.noRole')}
                        </Text>
                      )}
                      {canEdit ? (
                        <DeferredTooltip label={t('team.editRole', { name: fullName(member) })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => setEditingRole(member)}
                            aria-label={t('team.editRole', { name: fullName(member) })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </DeferredTooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                  {canEdit ? (
                    <Table.Td>
                      <DeferredTooltip label={t('team.remove')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(member)}
                          aria-label={t('team.removeNamed', { name: fullName(member) })}
                        >
                          <IconUserMinus size={18} aria-hidden />
                        </ActionIcon>
                      </DeferredTooltip>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEdit ? <AddTeamMemberModal project={project} opened={adding} onClose={() => setAdding(false)} /> : null}
      <RemoveMemberModal projectId={project._id} member={removing} onClose={() => setRemoving(null)} />
      {canEdit ? (
        <TeamRoleModal projectId={project._id} member={editingRole} onClose={() => setEditingRole(null)} />
      ) : null}
    </Card>
  );
}
