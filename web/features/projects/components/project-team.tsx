import { Button, Card, EmptyState, Group, Text, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { usePhoneLayout } from '../../../components/list-screen';
import type { ProjectDetail } from '../../../entities/project/types';
import { AddTeamMemberModal } from './team/add-team-member-modal';
import { RemoveMemberModal } from './team/remove-member-modal';
import { TeamCards } from './team/team-cards';
import type { TeamActions } from './team/team-parts';
import { TeamRoleModal } from './team/team-role-modal';
import { TeamTable } from './team/team-table';

/** A table on a desktop, a card per member on a phone (where the table's role column would be out of view). */
function TeamList({ team, actions }: { team: User[]; actions?: TeamActions }) {
  return usePhoneLayout() ? <TeamCards team={team} actions={actions} /> : <TeamTable team={team} actions={actions} />;
}

/** The projektteam tab: who is on the team and their role in the project; adding, removing and changing roles. */
export function ProjectTeam({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<User | null>(null);
  const [editingRole, setEditingRole] = useState<User | null>(null);
  const canEdit = project.abilities.update;
  const actions = canEdit ? { onEditRole: setEditingRole, onRemove: setRemoving } : undefined;
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
        <TeamList team={project.team} actions={actions} />
      )}
      {canEdit ? <AddTeamMemberModal project={project} opened={adding} onClose={() => setAdding(false)} /> : null}
      <RemoveMemberModal projectId={project._id} member={removing} onClose={() => setRemoving(null)} />
      {canEdit ? (
        <TeamRoleModal projectId={project._id} member={editingRole} onClose={() => setEditingRole(null)} />
      ) : null}
    </Card>
  );
}
