import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconFolders, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';

const STATS = [
  { key: 'admins', icon: IconShieldCheck, color: 'brand' },
  { key: 'members', icon: IconUsers, color: 'teal' },
  { key: 'projects', icon: IconFolders, color: 'grape' },
] as const;

/** Admins, members and projects of the organization as three figures. */
export function OrganizationStats({
  org,
}: {
  org: Pick<Organization, 'adminsCount' | 'membersCount' | 'projectsCount'>;
}) {
  const { t } = useTranslation('organization');
  const values = { admins: org.adminsCount, members: org.membersCount, projects: org.projectsCount };
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {STATS.map(({ key, icon: Icon, color }) => (
        <Group
          key={key}
          gap="sm"
          wrap="nowrap"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon variant="light" color={color} size={40} radius="md" visibleFrom="sm">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fw={700} size="xl" lh={1.1}>
              {values[key]}
            </Text>
            <Text size="xs" c="dimmed" fw={500}>
              {t(`stats.${key}`, { count: values[key] })}
            </Text>
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}
