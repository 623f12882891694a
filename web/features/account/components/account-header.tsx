import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { RouteTabs } from '../../../components/route-tabs';
import { fullName, initials, organizationName } from '../../../lib/user-display';

const TABS = [
  { to: 'overview', icon: IconUser },
  { to: 'settings', icon: IconSettings },
  { to: 'change-password', icon: IconKey },
] as const;
/** Two-step sign-in and sessions: one's own account only. */
const SECURITY_TAB = { to: 'security', icon: IconShieldLock } as const;

/** The profile card above the account pages, with link tabs to overview, settings and password. */
export function AccountHeader({ user, own = false }: { user: User; own?: boolean }) {
  const { t } = useTranslation('account');
  const orgName = organizationName(user);
  return (
    <Card p={0}>
      <Group p="xl" gap="lg" wrap="nowrap" align="center">
        <Avatar size={84} radius="lg" color="brand" variant="light" fz={28}>
          {initials(user)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Title order={2} size="h3">
              {fullName(user)}
            </Title>
            {user.superadmin ? (
              <Badge color="grape" variant="light">
                {t('badges.superadmin')}
              </Badge>
            ) : null}
            {user.isAdmin ? <Badge variant="light">{t('badges.orgAdmin')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[user.title, orgName, user.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      <RouteTabs
        label={t('tabs.label')}
        tabs={[...TABS, ...(own ? [SECURITY_TAB] : [])].map((tab) => ({ ...tab, label: t(`tabs.${tab.to}`) }))}
      />
    </Card>
  );
}
