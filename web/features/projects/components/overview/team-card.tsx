import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, initials } from '../../../../lib/user-display';
import type { ProjectDetail } from '../../../../entities/project/types';

const SHOWN = 5;

/** Who is on the team, with a link to manage it. */
export function TeamCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const team = project.team;
  const more = team.length - SHOWN;
  return (
    <Card p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {t('overview.team')}
        </Title>
        <Anchor component={Link} to="../projektteam" size="sm" fw={500}>
          {project.abilities.update ? t('overview.manageTeam') : t('overview.openTeam')}
        </Anchor>
      </Group>
      {team.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.noTeam')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {team.slice(0, SHOWN).map((member) => (
            <Group key={member._id} component="li" gap="sm" wrap="nowrap">
              <Avatar radius="xl" color="brand" variant="light" size={36}>
                {initials(member)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {fullName(member)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {member.title || member.email}
                </Text>
              </div>
            </Group>
          ))}
          {more > 0 ? (
            <Text component="li" size="sm" c="dimmed">
              {t('overview.moreMembers', { count: more })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
