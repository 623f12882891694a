import { Badge, Box, Button, Card, Group, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBuildingCommunity, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../../../lib/dates';
import type { Organization } from '../api/types';
import { LeaveOrganizationButton } from './leave-organization-button';
import { OrganizationStats } from './organization-stats';
import { RoleBadge } from './role-badge';

export interface OrganizationTab {
  value: string;
  label: string;
  icon: Icon;
  count?: number;
}

interface OrganizationHeaderProps {
  org: Organization;
  userId: string;
  isAdmin: boolean;
  member: boolean;
  tabs: OrganizationTab[];
  /** The open tab, kept in view when the tab list scrolls sideways on narrow screens. */
  active: string;
  onAddMember: () => void;
}

/** Name, description, the caller's role, the counts, the main actions and the tab list. */
export function OrganizationHeader({
  org,
  userId,
  isAdmin,
  member,
  tabs,
  active,
  onAddMember,
}: OrganizationHeaderProps) {
  const { t } = useTranslation('organization');
  const longDate = useLongDate();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    list.scrollLeft += tabBox.left + tabBox.width / 2 - (listBox.left + listBox.width / 2);
  }, [active]);
  return (
    <Card p={0}>
      <Stack gap="lg" p="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="lg" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 280 }}>
            <ThemeIcon size={72} radius="lg" variant="light">
              <IconBuildingCommunity size={36} aria-hidden />
            </ThemeIcon>
            <Stack gap={6} miw={0}>
              <Group gap="xs">
                <Title order={2} size="h3">
                  {org.name}
                </Title>
                {member ? <RoleBadge admin={isAdmin} /> : null}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {org.description || t('overview.noDescription')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('overview.createdAt', { date: longDate(org.createdAt) })}
              </Text>
            </Stack>
          </Group>
          <Group gap="sm">
            {member ? <LeaveOrganizationButton org={org} userId={userId} isAdmin={isAdmin} /> : null}
            {org.abilities.manageMembers ? (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onAddMember}>
                {t('addMember.open')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <OrganizationStats org={org} />
      </Stack>
      <Box px="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
          {tabs.map(({ value, label, icon: TabIcon, count }) => (
            <Tabs.Tab
              key={value}
              value={value}
              py="md"
              style={{ flex: 'none' }}
              leftSection={<TabIcon size={16} aria-hidden />}
              rightSection={
                count ? (
                  <Badge size="sm" circle color="red">
                    {count}
                  </Badge>
                ) : null
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Box>
    </Card>
  );
}
