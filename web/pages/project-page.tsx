import { Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { RouteTabs } from '../components/route-tabs';
import { useAbilities } from '../entities/session/use-current-user';
import { useProject } from '../features/projects/api/use-project';
import { ProjectHeader } from '../features/projects/components/project-header';
import { usePageTitle } from '../lib/page-title';
import { PROJECT_TABS, tabsFor } from './project-tabs';
import { lazyPart } from '../components/lazy-part';

// Shown only when the project cannot be loaded.
const ProjectLoadError = lazyPart(
  () => import('../features/projects/components/project-load-error').then((m) => m.ProjectLoadError),
  null,
  ['projects'],
);

/** /projekt/:projectId: the project's header and tabs; each tab is a child route. */
export function ProjectPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const { fullFunctionality } = useAbilities();
  const project = useProject(projectId);
  usePageTitle(project.data?.name ?? t('page.title'));
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLDivElement>(null);
  const loaded = Boolean(project.data);
  // On narrow screens the tab list scrolls sideways: keep the current tab in view.
  useEffect(() => {
    if (loaded) centerActiveTab(tabsRef.current);
  }, [loaded, pathname]);

  if (project.isError) return <ProjectLoadError error={project.error} onRetry={() => void project.refetch()} />;
  if (!project.data) return <ProjectPageSkeleton />;
  const tabs = tabsFor(fullFunctionality).map((tab) => ({ ...tab, label: t(`tabs.${tab.to}`) }));
  return (
    <Stack gap="xl">
      <Card p={0}>
        <ProjectHeader project={project.data} />
        <Box ref={tabsRef}>
          <RouteTabs label={t('page.tabsLabel')} tabs={tabs} />
        </Box>
      </Card>
      <Outlet />
    </Stack>
  );
}

/**
 * Scrolls the tab list (RouteTabs' list, which scrolls sideways on a narrow screen) so that the current tab, the
 * link with aria-current, is centred. Only the list's own scroll position changes, never the page's.
 */
function centerActiveTab(container: HTMLElement | null) {
  const active = container?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!container || !active) return;
  const viewport = active.parentElement;
  if (!viewport || viewport.scrollWidth <= viewport.clientWidth) return;
  const tab = active.getBoundingClientRect();
  const view = viewport.getBoundingClientRect();
  viewport.scrollLeft += tab.left + tab.width / 2 - (view.left + view.width / 2);
}

function ProjectPageSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true">
      <Card p={0}>
        <Group p="xl" gap="lg" wrap="nowrap">
          <Skeleton height={72} width={72} radius="lg" />
          <Stack gap="xs" flex={1}>
            <Skeleton height={26} width="40%" />
            <Skeleton height={18} width="60%" />
          </Stack>
        </Group>
        <Group px="xl" pb="md" gap="lg">
          {PROJECT_TABS.map((tab) => (
            <Skeleton key={tab.to} height={20} width={80} />
          ))}
        </Group>
      </Card>
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}

// Every project route renders a tab too: its code comes in the same chunk (router.tsx), not one round trip later.
export { ProjectTabPage } from './project-tab-page';
