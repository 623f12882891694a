import { Badge, Box, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFiles, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { LanguageSwitch } from '../components/language-switch';
import { RouteTabs } from '../components/route-tabs';
import { sharedContentUrl, useSharedProject } from '../features/sharing/api/sharing';
import { InvalidLink } from '../features/sharing/components/invalid-link';
import { useNoReferrer } from '../features/sharing/use-no-referrer';
import { ApiRequestError } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';

/** The public, read-only view of a shared project: no sign-in and no main layout (docs/product.md point 2). */
export function SharedProjectPage() {
  const { t } = useTranslation('sharing');
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { projectId = '' } = useParams();
  const token = params.get('shareToken') ?? '';
  const project = useSharedProject(token);
  useNoReferrer();
  usePageTitle(project.data?.name ?? t('title'));

  const error = project.error;
  const reason = !token
    ? 'missing'
    : error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 403)
      ? 'invalid'
      : error
        ? 'failed'
        : null;
  // A token of another project than the path names is no link to this one.
  const mismatch = Boolean(project.data && projectId && project.data._id !== projectId);

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
        {reason || mismatch ? (
          <InvalidLink reason={reason ?? 'invalid'} />
        ) : (
          <Stack gap="xl">
            <Card p={0}>
              <Group p="xl" gap="lg" wrap="nowrap">
                {project.data?.logo ? (
                  <img
                    src={sharedContentUrl(project.data.logo)}
                    alt={t('logoAlt', { name: project.data.name })}
                    width={64}
                    height={64}
                    referrerPolicy="no-referrer"
                    style={{ objectFit: 'contain', borderRadius: 12, flexShrink: 0 }}
                  />
                ) : (
                  <ThemeIcon size={64} radius="lg" variant="light">
                    <IconFiles size={34} aria-hidden />
                  </ThemeIcon>
                )}
                <div style={{ minWidth: 0 }}>
                  {project.isPending ? (
                    <>
                      <Skeleton h={28} w={260} mb={8} />
                      <Skeleton h={16} w={180} />
                    </>
                  ) : (
                    <>
                      <Text size="sm" c="dimmed">
                        {project.data?.organization.name}
                      </Text>
                      <Title order={1} size="h3">
                        {project.data?.name}
                      </Title>
                      {project.data?.description ? (
                        <Text size="sm" mt={4}>
                          {project.data.description}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('text')}
                      </Text>
                    </>
                  )}
                </div>
              </Group>
              <RouteTabs
                label={t('tabsLabel')}
                tabs={[{ to: { pathname: 'filer', search }, label: t('tabs.filer'), icon: IconFiles }]}
              />
            </Card>
            {project.data ? <Outlet /> : null}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
