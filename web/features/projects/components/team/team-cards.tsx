import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../common/api/user';
import { CardList } from '../../../../components/list-screen';
import { fullName } from '../../../../lib/user-display';
import { MemberIdentity, MemberRole, RemoveMemberButton, type TeamActions } from './team-parts';

/** The team on a phone: a card per member, the role in the project in view, nothing to scroll sideways for. */
export function TeamCards({ team, actions }: { team: User[]; actions?: TeamActions }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <CardList items={team} keyOf={(member) => member._id} label={t('team.title')} skeletons={0}>
      {(member) => (
        <article aria-label={fullName(member)}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <MemberIdentity member={member} />
            {actions ? <RemoveMemberButton member={member} actions={actions} /> : null}
          </Group>
          <Stack gap={2} mt={6} pl={50}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('team.role')}:
              </Text>
              <MemberRole member={member} actions={actions} />
            </Group>
            {[member.title, member.phone].some(Boolean) ? (
              <Text size="xs" c="dimmed">
                {[member.title, member.phone].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
        </article>
      )}
    </CardList>
  );
}
