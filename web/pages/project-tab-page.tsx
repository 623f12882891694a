import type { ComponentType, ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAbilities } from '../entities/session/use-current-user';
import { useProject } from '../features/projects/api/use-project';
import type { ProjectDetail } from '../entities/project/types';
import { lazyPart } from '../components/lazy-part';
import type { Namespace } from '../i18n/namespaces';
import { PageLoader } from '../components/page-loader';
import { fullName } from '../lib/user-display';
import { FULL_ONLY_TABS, PROJECT_TABS, type ProjectTabPath } from './project-tabs';

// Each tab's code loads when the tab is first opened: the overview does not download the file browser.
const lazyTab = <P extends object>(load: () => Promise<ComponentType<P>>, namespaces: readonly Namespace[]) =>
  lazyPart(load, <PageLoader />, namespaces);
const ProjectOverview = lazyTab(
  () => import('../features/projects/components/project-overview').then((m) => m.ProjectOverview),
  ['activities', 'projectPages', 'projects'],
);
const ProjectActivities = lazyTab(
  () => import('../features/activities/components/project-activities').then((m) => m.ProjectActivities),
  ['activities'],
);
const LessonsLearned = lazyTab(
  () => import('../features/projects/components/lessons-learned').then((m) => m.LessonsLearned),
  ['projectPages', 'projects'],
);
const ProjectBudget = lazyTab(
  () => import('../features/projects/components/project-budget').then((m) => m.ProjectBudget),
  ['projects'],
);
const ProjectTeam = lazyTab(
  () => import('../features/projects/components/project-team').then((m) => m.ProjectTeam),
  ['projectPages', 'projects'],
);
const ProjectFilesPanel = lazyTab(
  () => import('../features/files/components/project-files-panel').then((m) => m.ProjectFilesPanel),
  ['files'],
);
// The panel's share dialog (dates, the link list) loads when first opened.
const ShareLinkModal = lazyPart(() => import('../features/sharing').then((m) => m.ShareLinkModal), null, [
  'audit',
  'sharing',
]);
const AuditLog = lazyPart(() => import('../features/audit').then((m) => m.AuditLog), <PageLoader />, ['audit']);
const ProjectReviews = lazyTab(
  () => import('../features/reviews/components/reviews-overview').then((m) => m.ProjectReviews),
  ['reviews'],
);
const ProjectSettings = lazyTab(
  () => import('../features/projects/components/project-settings').then((m) => m.ProjectSettings),
  ['projectPages', 'projects'],
);

// Shown only to an organization whose plan leaves the tab out.
const NotIncluded = lazyPart(
  () => import('../features/projects/components/not-included').then((m) => m.NotIncluded),
  null,
  ['projects'],
);

const TABS: Record<ProjectTabPath, (project: ProjectDetail) => ReactNode> = {
  oversikt: (project) => <ProjectOverview project={project} />,
  aktiviteter: (project) => <ProjectActivities project={project} />,
  lardomar: (project) => <LessonsLearned project={project} />,
  budget: (project) => <ProjectBudget project={project} />,
  projektteam: (project) => <ProjectTeam project={project} />,
  filer: (project) => (
    <ProjectFilesPanel
      projectId={project._id}
      projectName={project.name}
      abilities={project.abilities}
      ShareDialog={ShareLinkModal}
    />
  ),
  granskning: (project) => <ProjectReviews projectId={project._id} />,
  installningar: (project) => (
    <ProjectSettings
      project={project}
      auditLog={
        <AuditLog
          scope={{ project: project._id }}
          people={project.team.map((person) => ({ _id: person._id, name: fullName(person) }))}
        />
      }
    />
  ),
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
