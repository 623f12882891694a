import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { Table } from '../../../components/light-table';
import { usePhoneLayout } from '../../../components/list-screen';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import { isAdminOf, people, type Organization, type Person } from '../api/types';
import type { MemberAction } from './member-action';
import { MemberActionModal } from './member-action-modal';
import { MemberCard, type MemberItemProps } from './member-card';
import { MemberRow } from './member-row';

interface MembersTableProps {
  org: Organization;
  currentUserId: string;
  /** Narrows the rows by name, e-mail or title. */
  search?: string;
  compact?: boolean;
}

function matches(person: Person, term: string): boolean {
  if (!term) return true;
  const haystack = `${fullName(person)} ${person.email} ${person.title}`.toLowerCase();
  return haystack.includes(term.toLowerCase());
}

/** Everyone in the organization, admins first; admins get a menu of actions per row. */
export function MembersTable({ org, currentUserId, search = '', compact = false }: MembersTableProps) {
  const { t } = useTranslation('organization');
  const [action, setAction] = useState<MemberAction | null>(null);
  const [opened, setOpened] = useState(false);
  // A phone gets a card per member: the table's columns made its page scroll sideways.
  const phone = usePhoneLayout();
  const canManage = org.abilities.manageMembers;
  const term = search.trim();
  const rows = people(org.users)
    .filter((person) => matches(person, term))
    .sort(
      (a, b) =>
        Number(isAdminOf(org, b._id)) - Number(isAdminOf(org, a._id)) || fullName(a).localeCompare(fullName(b), 'sv'),
    );

  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {term ? t('members.noMatch', { search: term }) : t('members.empty')}
      </Text>
    );

  // What a row and a card both need of a member.
  const itemOf = (person: Person): MemberItemProps => ({
    person,
    admin: isAdminOf(org, person._id),
    isSelf: person._id === currentUserId,
    canManage,
    onAction: (kind) => {
      setAction({ kind, person });
      setOpened(true);
    },
  });

  return (
    <>
      {phone ? (
        <Stack
          component="ul"
          gap="xs"
          px="sm"
          pb="sm"
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('members.title')}
        >
          {rows.map((person) => (
            <MemberCard key={person._id} {...itemOf(person)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={compact ? 560 : 820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={220}>{t('members.columns.name')}</Table.Th>
                {compact ? null : (
                  <>
                    <Table.Th>{t('members.columns.email')}</Table.Th>
                    <Table.Th>{t('members.columns.title')}</Table.Th>
                  </>
                )}
                <Table.Th>{t('members.columns.role')}</Table.Th>
                <Table.Th>{t('members.columns.accountType')}</Table.Th>
                {canManage ? (
                  <Table.Th w={56}>
                    <VisuallyHidden>{t('members.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <MemberRow key={person._id} {...itemOf(person)} compact={compact} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage ? (
        <MemberActionModal
          orgId={org._id}
          orgName={org.name}
          currentUserId={currentUserId}
          action={action}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}
