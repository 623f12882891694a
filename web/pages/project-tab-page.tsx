import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ProjectActivities } from '../features/activities/components/project-activities';
import { useAbilities } from '../features/auth/api/use-current-user';
import { ProjectFilesPanel } from '../features/files/components/project-files-panel';
import { useProject } from '../features/projects/api/use-project';
import type { ProjectDetail } from '../features/projects/api/types';
import { LessonsLearned } from '../features/projects/components/lessons-learned';
import { ProjectBudget } from '../features/projects/components/project-budget';
import { ProjectOverview } from '../features/projects/components/project-overview';
import { ProjectSettings } from '../features/projects/components/project-settings';
import { ProjectTeam } from '../features/projects/components/project-team';
import { FULL_ONLY_TABS, PROJECT_TABS, type ProjectTabPath } from './project-tabs';

const TABS: Record<ProjectTabPath, (project: ProjectDetail) => ReactNode> = {
  oversikt: (project) => <ProjectOverview project={project} />,
  aktiviteter: (project) => <ProjectActivities project={project} />,
  lardomar: (project) => <LessonsLearned project={project} />,
  budget: (project) => <ProjectBudget project={project} />,
  projektteam: (project) => <ProjectTeam project={project} />,
  filer: (project) => (
    <ProjectFilesPanel projectId={project._id} projectName={project.name} abilities={project.abilities} />
  ),
  installningar: (project) => <ProjectSettings project={project} />,
};

/** One of the project's tabs; the tab is the last segment of the path. The project page loaded the project. */
export function ProjectTabPage() {
  const { projectId = '' } = useParams();
  const { fullFunctionality } = useAbilities();
  const { data: project } = useProject(projectId);
  const segment = useLocation().pathname.split('/').filter(Boolean).pop() ?? 'oversikt';
  const tab = PROJECT_TABS.find((candidate) => candidate.to === segment)?.to ?? 'oversikt';
  if (!project) return null;
  if (FULL_ONLY_TABS.includes(tab) && !fullFunctionality) return <NotIncluded />;
  return TABS[tab](project);
}

function NotIncluded() {
  const { t } = useTranslation('projects');
  return (
    <Card p="xl">
      <EmptyState
        variant="light"
        size="lg"
        py="xl"
        icon={<IconLock size={30} aria-hidden />}
        title={t('limited.title')}
        description={t('errors:limitedFunctionality')}
      />
    </Card>
  );
}
