import { Badge, Card, Group, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';
import { MembersTable } from './members-table';

interface MembersPanelProps {
  org: Organization;
  currentUserId: string;
}

/** The member table with a quick filter. */
export function MembersPanel({ org, currentUserId }: MembersPanelProps) {
  const { t } = useTranslation('organization');
  const [search, setSearch] = useState('');
  return (
    <Card p={0} component="section" aria-labelledby="members-title">
      <Group justify="space-between" p="lg" gap="md">
        <Group gap="xs">
          <Title order={3} size="h4" id="members-title">
            {t('members.title')}
          </Title>
          <Badge variant="light" color="gray">
            {org.membersCount}
          </Badge>
        </Group>
        <TextInput
          aria-label={t('members.search')}
          placeholder={t('members.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 300 }}
        />
      </Group>
      <MembersTable org={org} currentUserId={currentUserId} search={search} />
    </Card>
  );
}
