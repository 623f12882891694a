import { Badge, Box, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFiles, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { LanguageSwitch } from '../components/language-switch';
import { RouteTabs } from '../components/route-tabs';
import { usePageTitle } from '../lib/page-title';

/** The public, read-only view of a shared project: no sign-in and no main layout (SPEC.md point 2). */
export function SharedProjectPage() {
  const { t } = useTranslation('sharing');
  const { search } = useLocation();
  usePageTitle(t('title'));
  return (
    <Box mih="100vh" bg="#f5f8fa">
      <Box component="header" bg="white" py="md" style={{ borderBottom: '1px solid #eff2f5' }}>
        <Container size={1320}>
          <Group justify="space-between">
            <BrandLogo />
            <Group gap="sm">
              <Badge variant="light" leftSection={<IconLink size={12} aria-hidden />}>
                {t('badge')}
              </Badge>
              <LanguageSwitch tone="subtle" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size={1320} py="xl" component="main">
        <Stack gap="xl">
          <Card p={0}>
            <Group p="xl" gap="lg" wrap="nowrap">
              <ThemeIcon size={64} radius="lg" variant="light">
                <IconFiles size={34} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={1} size="h3">
                  {t('heading')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('text')}
                </Text>
              </div>
            </Group>
            <RouteTabs
              label={t('tabsLabel')}
              tabs={[{ to: { pathname: 'filer', search }, label: t('tabs.filer'), icon: IconFiles }]}
            />
          </Card>
          <Outlet />
        </Stack>
      </Container>
    </Box>
  );
}
