import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { RouteTabs } from '../components/route-tabs';
import { usePageTitle } from '../lib/page-title';
import { PROJECT_TABS } from './project-tabs';

export function ProjectPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  usePageTitle(t('page.title'));
  return (
    <Stack gap="xl">
      <Card p={0}>
        <Group p="xl" gap="lg" wrap="nowrap">
          <ThemeIcon size={64} radius="lg" variant="light">
            <IconFolder size={34} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3">
              {t('page.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('page.reference', { id: projectId })}
            </Text>
          </div>
        </Group>
        <RouteTabs
          label={t('page.tabsLabel')}
          tabs={PROJECT_TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.to}`) }))}
        />
      </Card>
      <Outlet />
    </Stack>
  );
}
