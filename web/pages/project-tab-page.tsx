import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { PROJECT_TABS } from './project-tabs';

/** One placeholder for every project tab; the tab is the last segment of the path. */
export function ProjectTabPage() {
  const { t } = useTranslation('projects');
  const segment = useLocation().pathname.split('/').filter(Boolean).pop() ?? 'oversikt';
  const tab = PROJECT_TABS.find((candidate) => candidate.to === segment) ?? PROJECT_TABS[0];
  return (
    <ComingSoon
      icon={<tab.icon size={32} aria-hidden />}
      title={t(`tabs.${tab.to}`)}
      description={t(`tabsComing.${tab.to}`)}
    />
  );
}
