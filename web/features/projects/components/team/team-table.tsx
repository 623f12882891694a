import { Text, VisuallyHidden } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../common/api/user';
import { MemberIdentity, MemberRole, RemoveMemberButton, type TeamActions } from './team-parts';

/** The team on a desktop: member, title, phone, role in the project, and removal. */
export function TeamTable({ team, actions }: { team: User[]; actions?: TeamActions }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('team.member')}</Table.Th>
            <Table.Th>{t('team.titleColumn')}</Table.Th>
            <Table.Th>{t('team.phone')}</Table.Th>
            <Table.Th>{t('team.role')}</Table.Th>
            {actions ? (
              <Table.Th w={60}>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.map((member) => (
            <Table.Tr key={member._id}>
              <Table.Td>
                <MemberIdentity member={member} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.title || '–'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.phone || '–'}</Text>
              </Table.Td>
              <Table.Td>
                <MemberRole member={member} actions={actions} />
              </Table.Td>
              {actions ? (
                <Table.Td>
                  <RemoveMemberButton member={member} actions={actions} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
