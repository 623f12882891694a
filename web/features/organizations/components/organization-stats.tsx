import { Flex, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
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
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
      {STATS.map(({ key, icon: Icon, color }) => (
        <Group
          key={key}
          gap="sm"
          wrap="nowrap"
          p={{ base: 'xs', xs: 'sm' }}
          style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon variant="light" color={color} size={40} radius="md" visibleFrom="sm">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          {/* Narrow screens: one figure a row, the label beside the number. */}
          <Flex
            direction={{ base: 'row', xs: 'column' }}
            align={{ base: 'baseline', xs: 'flex-start' }}
            gap={{ base: 'xs', xs: 0 }}
            miw={0}
          >
            <Text fw={700} size="xl" lh={1.1}>
              {values[key]}
            </Text>
            <Text size="xs" c="dimmed" fw={500}>
              {t(`stats.${key}`, { count: values[key] })}
            </Text>
          </Flex>
        </Group>
      ))}
    </SimpleGrid>
  );
}
