import { Group, Paper, Text } from '@mantine/core';
import type { Person } from '../api/types';
import type { MemberActionKind } from './member-action';
import { MemberMenu } from './member-menu';
import { PersonCell } from './person-cell';
import { AccountTypeBadge } from './account-type-badge';
import { RoleBadge } from './role-badge';

/** What a member's row or card shows and offers. */
export interface MemberItemProps {
  person: Person;
  admin: boolean;
  isSelf: boolean;
  canManage: boolean;
  onAction: (kind: MemberActionKind) => void;
}

/**
 * A member as a phone shows one: name and e-mail with the actions beside them, the title and the badges below.
 * The table's five columns made a phone's page scroll sideways to reach the role and the actions.
 */
export function MemberCard({ person, admin, isSelf, canManage, onAction }: MemberItemProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <PersonCell person={person} isSelf={isSelf} />
        {canManage ? <MemberMenu person={person} admin={admin} isSelf={isSelf} onAction={onAction} /> : null}
      </Group>
      {person.title ? (
        <Text size="sm" mt={6} lineClamp={2}>
          {person.title}
        </Text>
      ) : null}
      <Group gap="xs" mt="xs">
        <RoleBadge admin={admin} />
        <AccountTypeBadge accountType={person.accountType} />
      </Group>
    </Paper>
  );
}
