import { ActionIcon, Avatar, Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../common/api/user';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { fullName, initials } from '../../../../lib/user-display';

/** What the team's table rows and phone cards can do; absent where the caller may not change the team. */
export interface TeamActions {
  onEditRole: (member: User) => void;
  onRemove: (member: User) => void;
}

/** Avatar, name (with "Projektchef" for an administrator account) and e-mail. */
export function MemberIdentity({ member }: { member: User }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar radius="xl" color="brand" variant="light">
        {initials(member)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
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
          <Text size="xs" c="dimmed" truncate>
            {member.email}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

/** The member's role in the project, and the pencil that changes it. */
export function MemberRole({ member, actions }: { member: User; actions?: TeamActions }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const label = t('team.editRole', { name: fullName(member) });
  return (
    <Group gap="xs" wrap="nowrap">
      {member.role ? (
        <Text size="sm">{member.role}</Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('team.noRole')}
        </Text>
      )}
      {actions ? (
        <DeferredTooltip label={label} withArrow>
          <ActionIcon variant="subtle" onClick={() => actions.onEditRole(member)} aria-label={label}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
      ) : null}
    </Group>
  );
}

export function RemoveMemberButton({ member, actions }: { member: User; actions: TeamActions }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <DeferredTooltip label={t('team.remove')} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => actions.onRemove(member)}
        aria-label={t('team.removeNamed', { name: fullName(member) })}
      >
        <IconUserMinus size={18} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
