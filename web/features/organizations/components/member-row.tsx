import { Anchor, Text } from '@mantine/core';
import { Table } from '../../../components/light-table';
import type { MemberItemProps } from './member-card';
import { MemberMenu } from './member-menu';
import { PersonCell } from './person-cell';
import { AccountTypeBadge } from './account-type-badge';
import { RoleBadge } from './role-badge';

interface MemberRowProps extends MemberItemProps {
  /** Narrow tables (the superadmin's drawer) show the e-mail under the name and leave out the title. */
  compact: boolean;
}

export function MemberRow({ person, admin, isSelf, canManage, compact, onAction }: MemberRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <PersonCell person={person} isSelf={isSelf} detail={compact ? undefined : ''} />
      </Table.Td>
      {compact ? null : (
        <>
          <Table.Td>
            <Anchor href={`mailto:${person.email}`} size="sm" c="dimmed">
              {person.email}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{person.title || '—'}</Text>
          </Table.Td>
        </>
      )}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <RoleBadge admin={admin} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <AccountTypeBadge accountType={person.accountType} />
      </Table.Td>
      {canManage ? (
        <Table.Td>
          <MemberMenu person={person} admin={admin} isSelf={isSelf} onAction={onAction} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
