import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { RouteTabs } from '../components/route-tabs';
import { usePageTitle } from '../lib/page-title';

const TABS = [
  { to: 'overview', icon: IconUser },
  { to: 'settings', icon: IconSettings },
  { to: 'change-password', icon: IconKey },
] as const;

export function ViewUserPage() {
  const { t } = useTranslation('account');
  const { userId = '' } = useParams();
  usePageTitle(t('viewUser.title'));
  return (
    <Stack gap="xl">
      <Card p={0}>
        <Group p="xl" gap="lg" wrap="nowrap">
          <Avatar size={72} radius="lg" color="gray" variant="light" />
          <div>
            <Title order={2} size="h3">
              {t('viewUser.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('viewUser.reference', { id: userId })}
            </Text>
          </div>
        </Group>
        <RouteTabs label={t('tabs.label')} tabs={TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.to}`) }))} />
      </Card>
      <Outlet />
    </Stack>
  );
}
